import { describe, expect, it } from 'vitest';
import { GRANT_REQUESTS, grantRequestSchema } from '@contracts/admin-users';
import { SEEDED_GRANT_TARGET, seedGrantRequests } from '../../scripts/lib/seed-grant-requests';
import { adminDb } from '../support/companies';

const ref = () => adminDb.collection(GRANT_REQUESTS).doc(SEEDED_GRANT_TARGET);

describe('seed: a grant of super admin waiting for approval', () => {
  it('asks for one from the second demo super admin, leaves it while it waits, asks again once it lapsed', async () => {
    await ref().delete();
    await seedGrantRequests(adminDb);
    const first = grantRequestSchema.parse((await ref().get()).data());
    expect(first).toMatchObject({
      uid: SEEDED_GRANT_TARGET,
      requestedBy: { uid: 'demo-ops-admin', email: 'ops@example.com' },
    });
    expect(first.expiresAt).toBeGreaterThan(Date.now());

    await seedGrantRequests(adminDb);
    expect((await ref().get()).data()).toEqual(first);

    await ref().update({ expiresAt: Date.now() - 1 });
    await seedGrantRequests(adminDb);
    expect(grantRequestSchema.parse((await ref().get()).data()).expiresAt).toBeGreaterThan(
      Date.now(),
    );
  });
});
