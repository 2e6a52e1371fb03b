import { afterAll, describe, expect, it } from 'vitest';
import { reconcileSuperAdminMirrors } from '../../functions/src/services/admin-users/reconcile-super-admins';
import { callerFor, closeCallers } from '../support/callable-client';
import { adminDb, errorCode } from '../support/companies';
import { adminAuth, createSignedInUser } from '../support/users';

/**
 * Admin access follows the live record: a claim removed outside the product (the console, a
 * script: claims changed, tokens not revoked) leaves an ID token that still says superAdmin for
 * up to an hour. Admin callables read the claim from Auth on every call, so it stops at once.
 */
afterAll(closeCallers);

describe('a super admin whose claim was removed without revoking their tokens', () => {
  it('is refused by admin callables at once, and cannot grant super admin to anyone', async () => {
    const admin = await createSignedInUser({ superAdmin: true });
    await adminDb.doc(`users/${admin.uid}`).set({ superAdmin: true, disabled: false });
    const call = await callerFor(admin);
    const target = await createSignedInUser();
    // Allowed while the claim holds (the token carries it).
    expect(
      await errorCode(call('adminUserOperations', { action: 'get', payload: { uid: target.uid } })),
    ).toBe('none');

    // Removed by hand: the same signed-in client, the same (unexpired) ID token.
    await adminAuth.setCustomUserClaims(admin.uid, {});
    expect(
      await errorCode(call('adminUserOperations', { action: 'get', payload: { uid: target.uid } })),
    ).toBe('functions/permission-denied');
    expect(
      await errorCode(
        call('adminUserOperations', {
          action: 'setSuperAdmin',
          payload: { uid: target.uid, superAdmin: true },
        }),
      ),
    ).toBe('functions/permission-denied');
    expect((await adminAuth.getUser(target.uid)).customClaims?.superAdmin).toBeUndefined();
    // The refused call told the mirror, which the rules read: their reads stop too.
    expect((await adminDb.doc(`users/${admin.uid}`).get()).get('superAdmin')).toBe(false);
  });

  it('the maintenance run corrects the mirror of one who made no call since', async () => {
    const quiet = await createSignedInUser({ superAdmin: true });
    const disabled = await createSignedInUser({ superAdmin: true });
    for (const user of [quiet, disabled]) {
      await adminDb.doc(`users/${user.uid}`).set({ superAdmin: true, disabled: false });
    }
    await adminAuth.setCustomUserClaims(quiet.uid, {});
    await adminAuth.updateUser(disabled.uid, { disabled: true });

    expect(await reconcileSuperAdminMirrors(adminDb, adminAuth)).toBeGreaterThanOrEqual(2);
    expect((await adminDb.doc(`users/${quiet.uid}`).get()).data()).toMatchObject({
      superAdmin: false,
    });
    expect((await adminDb.doc(`users/${disabled.uid}`).get()).data()).toMatchObject({
      superAdmin: true,
      disabled: true,
    });
  });
});
