import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_PROGRAMME_SETTINGS } from '@contracts/affiliate-programme';
import { callerFor, closeCallers } from '../support/callable-client';
import { adminDb, failure } from '../support/companies';
import { createSignedInUser } from '../support/users';

/**
 * Separation of duties cannot be stepped around through a second account: a super admin whose
 * grant came from an affiliate's account decides nothing about that affiliate, nor the programme
 * settings, and the grant itself opens a review flag.
 */
afterAll(closeCallers);

/** A signed-in super admin (claim and users mirror), with a client of any callable. */
async function superAdmin() {
  const user = await createSignedInUser({ superAdmin: true });
  await adminDb.doc(`users/${user.uid}`).set({ superAdmin: true, disabled: false });
  return { ...user, call: await callerFor(user) };
}

describe('a super admin granted by an affiliate', () => {
  it('may not decide about that affiliate or change the programme settings; the grant is flagged', async () => {
    const affiliateAdmin = await superAdmin();
    await adminDb.doc(`affiliates/${affiliateAdmin.uid}`).set({
      username: `sod_${randomUUID().slice(0, 8).replace(/-/g, '')}`,
      status: 'approved',
      approvedAt: Date.now(),
      payoutEmail: `sod-${randomUUID().slice(0, 8)}@example.com`,
      agreement: null,
    });
    const second = await createSignedInUser(undefined, { secondFactor: true });
    await affiliateAdmin.call('adminUserOperations', {
      action: 'setSuperAdmin',
      payload: { uid: second.uid, superAdmin: true },
    });
    // Signed in after the grant: the token carries the claim.
    const asSecond = await callerFor(second);

    const attempts = [
      () =>
        asSecond('adminAffiliateOperations', {
          action: 'setRateOverride',
          payload: { uid: affiliateAdmin.uid, rateOverride: { ratePercent: 90 } },
        }),
      () =>
        asSecond('adminAffiliateOperations', {
          action: 'suspend',
          payload: { uid: affiliateAdmin.uid, reason: 'a friend of mine' },
        }),
      () =>
        asSecond('adminAffiliateProgrammeOperations', {
          action: 'updateSettings',
          payload: { ...DEFAULT_PROGRAMME_SETTINGS, ratePercent: 60 },
        }),
    ];
    for (const attempt of attempts) {
      const refused = await failure(attempt());
      expect(refused.code).toBe('functions/failed-precondition');
    }
    expect(
      (await adminDb.doc(`affiliates/${affiliateAdmin.uid}`).get()).get('rateOverride'),
    ).toBeUndefined();
    expect((await adminDb.doc('affiliateProgramme/settings').get()).get('ratePercent')).not.toBe(
      60,
    );
    const flag = await adminDb
      .doc(`affiliateFlags/adminGrant_${affiliateAdmin.uid}_${second.uid}`)
      .get();
    expect(flag.data()).toMatchObject({ kind: 'adminGrant', status: 'open' });

    // An independent super admin decides as usual.
    const independent = await superAdmin();
    await independent.call('adminAffiliateOperations', {
      action: 'setRateOverride',
      payload: { uid: affiliateAdmin.uid, rateOverride: { ratePercent: 25 } },
    });
    expect(
      (await adminDb.doc(`affiliates/${affiliateAdmin.uid}`).get()).get('rateOverride'),
    ).toEqual({ ratePercent: 25 });
    await adminDb.doc(`affiliates/${affiliateAdmin.uid}`).delete();
  });

  it('a grant history cannot be laundered through a third account', async () => {
    const affiliateAdmin = await superAdmin();
    await adminDb.doc(`affiliates/${affiliateAdmin.uid}`).set({
      username: `sod_${randomUUID().slice(0, 8).replace(/-/g, '')}`,
      status: 'approved',
    });
    const grant = (call: typeof affiliateAdmin.call, uid: string) =>
      call('adminUserOperations', { action: 'setSuperAdmin', payload: { uid, superAdmin: true } });
    // A grants B, B grants C, then C grants B again: B's history still leads to A.
    const b = await createSignedInUser(undefined, { secondFactor: true });
    await grant(affiliateAdmin.call, b.uid);
    const asB = await callerFor(b);
    const c = await createSignedInUser(undefined, { secondFactor: true });
    await grant(asB, c.uid);
    await grant(await callerFor(c), b.uid);

    const refused = await failure(
      (await callerFor(b))('adminAffiliateOperations', {
        action: 'setRateOverride',
        payload: { uid: affiliateAdmin.uid, rateOverride: { ratePercent: 90 } },
      }),
    );
    expect(refused.code).toBe('functions/failed-precondition');
    expect((await adminDb.doc(`superAdminGrants/${b.uid}`).get()).get('grantedBy')).toEqual([
      affiliateAdmin.uid,
      c.uid,
    ]);
    await adminDb.doc(`affiliates/${affiliateAdmin.uid}`).delete();
  });

  it('an affiliate who is a super admin may not change the programme settings', async () => {
    const admin = await superAdmin();
    await adminDb
      .doc(`affiliates/${admin.uid}`)
      .set({ username: `sod_${randomUUID().slice(0, 8).replace(/-/g, '')}`, status: 'suspended' });
    const refused = await failure(
      admin.call('adminAffiliateProgrammeOperations', {
        action: 'updateSettings',
        payload: { ...DEFAULT_PROGRAMME_SETTINGS, holdDays: 0 },
      }),
    );
    expect(refused.code).toBe('functions/failed-precondition');
    await adminDb.doc(`affiliates/${admin.uid}`).delete();
  });
});
