import { getFirestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { seedDemoData } from '../../scripts/lib/seed';
import { TEST_PORTS } from '../../scripts/lib/stack';
import { authHost, firestoreHost } from '../support/env';

const port = (host: string) => Number(host.split(':')[1]);

async function profilesState() {
  const db = getFirestore();
  const read = async (path: string) => (await db.doc(path).get()).data();
  return {
    uma: await read('publicProfiles/uma'),
    umaClaim: await read('usernames/uma'),
    umaUser: await read('users/demo-user'),
    alex: await read('publicProfiles/alex_affiliate'),
    alexClaim: await read('usernames/alex_affiliate'),
    alexUsername: (await read('users/demo-affiliate'))?.username as unknown,
  };
}

describe('seeding the demo profiles', () => {
  it('gives Uma and Alex a bio, a username and a public profile, idempotently', async () => {
    const ports = { ...TEST_PORTS, auth: port(authHost()), firestore: port(firestoreHost()) };
    await seedDemoData(ports);
    const first = await profilesState();
    expect(first.uma).toEqual({
      username: 'uma',
      displayName: 'Uma User',
      photoURL: null,
      bio: 'Runs Acme Inc. Likes short meetings and long walks.',
      joinedAt: expect.any(Number),
    });
    expect(first.umaClaim).toEqual({ uid: 'demo-user' });
    expect(first.umaUser).toMatchObject({
      username: 'uma',
      publicFields: { photo: true, bio: true, joinedAt: true },
    });
    expect(first.alex).toMatchObject({ username: 'alex_affiliate', displayName: 'Alex Affiliate' });
    expect(first.alexClaim).toEqual({ uid: 'demo-affiliate' });
    expect(first.alexUsername).toBe('alex_affiliate');

    await seedDemoData(ports);
    const second = await profilesState();
    expect({ ...second, umaUser: null }).toEqual({ ...first, umaUser: null });
    expect(second.umaUser).toMatchObject({ username: 'uma', bio: first.umaUser?.bio });
  });
});
