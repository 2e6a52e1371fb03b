import type { CallableInput } from '@contracts/callables';
import { getFirestore } from 'firebase-admin/firestore';
import { callerFor } from './callable-client';
import { createSignedInUser } from './users';

/** A client of adminUserOperations (adminCallers' `call`, or a signed-in admin's `users`). */
export type UsersCall = (input: CallableInput<'adminUserOperations'>) => Promise<unknown>;

/**
 * A signed-in super admin (claim, second factor, and the users mirror the session endpoint would
 * write: what rules and the grant rule count), with a client of any callable (`call`) and of
 * adminUserOperations (`users`).
 */
export async function signedInSuperAdmin() {
  const user = await createSignedInUser({ superAdmin: true });
  await getFirestore()
    .doc(`users/${user.uid}`)
    .set({ email: user.email, superAdmin: true, disabled: false }, { merge: true });
  const call = await callerFor(user);
  const users: UsersCall = (input) => call('adminUserOperations', input);
  return { ...user, call, users };
}

/**
 * Grants super admin as the product allows it while other super admins exist: `asker` asks,
 * `approver` (another super admin) approves.
 */
export async function grantSuperAdmin(
  uid: string,
  asker: UsersCall,
  approver: UsersCall,
): Promise<void> {
  await asker({ action: 'setSuperAdmin', payload: { uid, superAdmin: true } });
  await approver({ action: 'decideGrantRequest', payload: { uid, decision: 'approve' } });
}
