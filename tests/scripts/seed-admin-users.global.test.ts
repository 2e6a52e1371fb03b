import { getFirestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { seedDemoData } from '../../scripts/lib/seed';
import { seededPeople } from '../../scripts/lib/seed-admin-users';
import { TEST_PORTS } from '../../scripts/lib/stack';
import { authHost, firestoreHost } from '../support/env';
import { adminAuth } from '../support/users';

const port = (host: string) => Number(host.split(':')[1]);

async function peopleState() {
  const { users } = await adminAuth.getUsers(seededPeople.map((p) => ({ uid: p.uid })));
  const db = getFirestore();
  const mirrors = await db.getAll(...seededPeople.map((p) => db.doc(`users/${p.uid}`)));
  return {
    auth: users
      .map((u) => ({
        uid: u.uid,
        email: u.email,
        disabled: u.disabled,
        providers: u.providerData.map((p) => p.providerId).sort(),
        createdAt: u.metadata.creationTime,
      }))
      .sort((a, b) => a.uid.localeCompare(b.uid)),
    mirrors: mirrors.map((m) => {
      const { lastSignInAt: _ignored, ...rest } = m.data() ?? {};
      return rest;
    }),
  };
}

describe('seed: the people of /admin/users', () => {
  it('imports about 40 accounts with varied providers, some disabled, spread sign-ups, mirrored; idempotently', async () => {
    const ports = { ...TEST_PORTS, auth: port(authHost()), firestore: port(firestoreHost()) };
    await seedDemoData(ports);
    const first = await peopleState();
    expect(first.auth).toHaveLength(seededPeople.length);
    expect(seededPeople.length).toBeGreaterThanOrEqual(40);
    const providers = new Set(first.auth.flatMap((u) => u.providers));
    expect([...providers].sort()).toEqual([
      'facebook.com',
      'github.com',
      'google.com',
      'password',
      'twitter.com',
    ]);
    expect(first.auth.filter((u) => u.disabled).length).toBeGreaterThanOrEqual(3);
    const created = first.auth.map((u) => Date.parse(u.createdAt));
    expect(Math.max(...created) - Math.min(...created)).toBeGreaterThan(60 * 86_400_000);
    expect(first.mirrors[0]).toMatchObject({
      email: 'nina.novak@example.com',
      emailLower: 'nina.novak@example.com',
      displayNameLower: 'nina novak',
      providers: ['password'],
      superAdmin: false,
      disabled: false,
    });
    const admin = (await getFirestore().doc('users/demo-super-admin').get()).data();
    expect(admin).toMatchObject({ email: 'admin@example.com', superAdmin: true });
    expect(typeof admin?.createdAt).toBe('number');

    await seedDemoData(ports);
    expect(await peopleState()).toEqual(first);
  });
});
