import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallableInput } from '@contracts/callables';
import { DEFAULT_PROGRAMME_SETTINGS } from '@contracts/affiliate-programme';
import { callerFor, closeCallers } from '../support/callable-client';
import { adminDb, failure } from '../support/companies';
import { grantSuperAdmin, signedInSuperAdmin } from '../support/super-admins';
import { createSignedInUser } from '../support/users';

type UsersInput = CallableInput<'adminUserOperations'>;

/**
 * Separation of duties cannot be stepped around through a second account: a super admin whose
 * grant came from an affiliate's account decides nothing about that affiliate, nor the programme
 * settings, and the grant itself opens a review flag.
 */
afterAll(closeCallers);

const superAdmin = signedInSuperAdmin;
/** Approves the grants the affiliate admins ask for (other super admins exist). */
let approver: Awaited<ReturnType<typeof signedInSuperAdmin>>;
beforeAll(async () => {
  approver = await signedInSuperAdmin();
});

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
    await grantSuperAdmin(second.uid, affiliateAdmin.users, approver.users);
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
    const usersOf = (call: Awaited<ReturnType<typeof callerFor>>) => (input: UsersInput) =>
      call('adminUserOperations', input);
    // A grants B, B grants C, then C grants B again: B's history still leads to A.
    const b = await createSignedInUser(undefined, { secondFactor: true });
    await grantSuperAdmin(b.uid, affiliateAdmin.users, approver.users);
    const asB = await callerFor(b);
    const c = await createSignedInUser(undefined, { secondFactor: true });
    await grantSuperAdmin(c.uid, usersOf(asB), approver.users);
    // B already holds the claim: asking again changes nothing and waits for nobody.
    expect(
      await (
        await callerFor(c)
      )('adminUserOperations', {
        action: 'setSuperAdmin',
        payload: { uid: b.uid, superAdmin: true },
      }),
    ).toEqual({ uid: b.uid, status: 'granted' });

    const refused = await failure(
      (await callerFor(b))('adminAffiliateOperations', {
        action: 'setRateOverride',
        payload: { uid: affiliateAdmin.uid, rateOverride: { ratePercent: 90 } },
      }),
    );
    expect(refused.code).toBe('functions/failed-precondition');
    expect((await adminDb.doc(`superAdminGrants/${b.uid}`).get()).get('grantedBy')).toEqual([
      affiliateAdmin.uid,
      approver.uid,
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
