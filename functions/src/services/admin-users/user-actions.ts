import type { Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { isSuperAdminClaim } from '../../contracts/claims';
import { userMirrorFromAuth } from '../../contracts/user-mirror';
import { deleteAccount } from '../account/delete-account';
import { recordAudit } from '../admin/audit';
import { afterAuthChange, authRecord, refused, type UserActionDeps } from './account-change';
import { requestGrant } from './grant-requests';
import { USERS } from './mirror';
import { grantSuperAdminClaim, superAdminsNow } from './super-admin-claim';

export type { UserActionDeps } from './account-change';

function notYourself(deps: UserActionDeps, uid: string, what: string) {
  if (deps.actor.uid === uid) throw refused(`You cannot ${what} your own account.`);
}

/**
 * Refuses when taking `targetUid` out of the super admins would leave none: at least one other
 * account must hold the claim in Auth (the authority, not the mirror) and be enabled. The
 * mirror finds the candidates (one it already shows disabled does not count: a disable writes
 * the mirror before Auth); Auth confirms them. Read in `tx`, the check and the withdrawal that
 * follows it are one transaction, so two admins taking each other out at once cannot both pass.
 */
export async function assertAnotherSuperAdmin(
  deps: Pick<UserActionDeps, 'db' | 'auth'>,
  targetUid: string,
  tx?: Transaction,
): Promise<void> {
  const query = deps.db.collection(USERS).where('superAdmin', '==', true).limit(25);
  const candidates = tx ? await tx.get(query) : await query.get();
  const others = candidates.docs
    .filter((d) => d.id !== targetUid && d.get('disabled') !== true)
    .map((d) => d.id);
  if (others.length) {
    const { users } = await deps.auth.getUsers(others.map((uid) => ({ uid })));
    if (users.some((u) => isSuperAdminClaim(u.customClaims) && !u.disabled)) return;
  }
  throw refused('This is the last super admin. Grant super admin to someone else first.');
}

/**
 * A revoke or a disable is written to the users mirror BEFORE Auth changes: the Firestore rules
 * honour a super admin only while the mirror agrees, so if a later step fails, the access is
 * already gone rather than left open for the life of the user's ID token. Taking out a super
 * admin checks, in the same transaction, that another one remains.
 */
async function withdrawInMirror(
  deps: UserActionDeps,
  uid: string,
  change: { superAdmin: false } | { disabled: true },
  takesOutSuperAdmin: boolean,
): Promise<void> {
  await deps.db.runTransaction(async (tx) => {
    if (takesOutSuperAdmin) await assertAnotherSuperAdmin(deps, uid, tx);
    tx.set(deps.db.collection(USERS).doc(uid), change, { merge: true });
  });
}

/**
 * Grants or revokes the claim, keeping other claims; a revoke also revokes refresh tokens. A
 * grant while another super admin exists only asks (grant-requests.ts); granting one who
 * already holds the claim changes nothing.
 */
export async function setSuperAdmin(
  input: { uid: string; superAdmin: boolean },
  deps: UserActionDeps,
): Promise<{ uid: string; status: 'granted' | 'pending' | 'revoked' }> {
  notYourself(
    deps,
    input.uid,
    input.superAdmin ? 'grant super admin to' : 'revoke super admin from',
  );
  const user = await authRecord(deps.auth, input.uid);
  const was = isSuperAdminClaim(user.customClaims);
  if (input.superAdmin) {
    if (was) return { uid: input.uid, status: 'granted' };
    const others = await superAdminsNow(deps, [deps.actor.uid, input.uid]);
    if (others.length > 0) return requestGrant(user, deps, others);
    await grantSuperAdminClaim(deps, user, [deps.actor.uid]);
    return { uid: input.uid, status: 'granted' };
  }
  const claims: Record<string, unknown> = { ...(user.customClaims ?? {}) };
  delete claims.superAdmin;
  await withdrawInMirror(deps, input.uid, { superAdmin: false }, was);
  await deps.auth.setCustomUserClaims(input.uid, claims);
  await deps.auth.revokeRefreshTokens(input.uid);
  await afterAuthChange(
    deps,
    input.uid,
    'users.revokeSuperAdmin',
    { superAdmin: was },
    { superAdmin: false },
  );
  return { uid: input.uid, status: 'revoked' };
}

/**
 * Disables or enables sign-in. Disabling also revokes refresh tokens, so sessions open before it
 * stay closed when the account is enabled again (they must sign in anew).
 */
export async function setDisabled(input: { uid: string; disabled: boolean }, deps: UserActionDeps) {
  if (input.disabled) notYourself(deps, input.uid, 'disable');
  const user = await authRecord(deps.auth, input.uid);
  if (input.disabled) {
    const takesOut = !user.disabled && isSuperAdminClaim(user.customClaims);
    await withdrawInMirror(deps, input.uid, { disabled: true }, takesOut);
  }
  await deps.auth.updateUser(input.uid, { disabled: input.disabled });
  if (input.disabled) await deps.auth.revokeRefreshTokens(input.uid);
  return afterAuthChange(
    deps,
    input.uid,
    input.disabled ? 'users.disable' : 'users.enable',
    { disabled: user.disabled },
    { disabled: input.disabled },
  );
}

/** Signs the user out everywhere: refresh tokens and session cookies issued before now. */
export async function revokeSessions(input: { uid: string }, deps: UserActionDeps) {
  const user = await authRecord(deps.auth, input.uid);
  await deps.auth.revokeRefreshTokens(input.uid);
  const after = await deps.auth.getUser(input.uid);
  return afterAuthChange(
    deps,
    input.uid,
    'users.revokeSessions',
    { tokensValidAfter: user.tokensValidAfterTime ?? null },
    { tokensValidAfter: after.tokensValidAfterTime ?? null },
  );
}

/** Mails a password reset link (generated by Auth) through the mail module. */
export async function sendPasswordReset(input: { uid: string }, deps: UserActionDeps) {
  const user = await authRecord(deps.auth, input.uid);
  if (!user.email) throw refused('This account has no email address.');
  if (!deps.sendResetMail) throw new HttpsError('unavailable', 'Mail is not configured.');
  const link = await deps.auth.generatePasswordResetLink(
    user.email,
    deps.appUrl ? { url: `${deps.appUrl}/login` } : undefined,
  );
  try {
    await deps.sendResetMail(user.email, link);
  } catch {
    throw new HttpsError('unavailable', 'The password reset mail could not be sent. Try again.');
  }
  await afterAuthChange(deps, input.uid, 'users.sendPasswordReset', {}, { mailedTo: user.email });
  return { uid: input.uid, email: user.email };
}

/**
 * Deletes the account with the user's own resumable deletion (refused while they own
 * companies: the error names them). The audit entry is written with the mirror's removal; the
 * Auth record is gone by then, so the label comes from the record read first.
 */
export async function deleteUser(input: { uid: string }, deps: UserActionDeps) {
  notYourself(deps, input.uid, 'delete');
  const user = await deps.auth.getUser(input.uid).catch(() => null);
  const mirror = await deps.db.collection(USERS).doc(input.uid).get();
  if (!user && !mirror.exists) throw new HttpsError('not-found', 'There is no such user.');
  if (user && isSuperAdminClaim(user.customClaims)) await assertAnotherSuperAdmin(deps, input.uid);
  await deleteAccount(input.uid, { db: deps.db, auth: deps.auth, now: Date.now() });
  const email = user?.email ?? ((mirror.get('email') as string | undefined) || null);
  await deps.db.runTransaction(async (tx) => {
    tx.delete(deps.db.collection(USERS).doc(input.uid));
    recordAudit(tx, deps.db, {
      actor: deps.actor,
      action: 'users.delete',
      target: { kind: 'user', id: input.uid, label: email },
      before: { email, superAdmin: user ? isSuperAdminClaim(user.customClaims) : false },
      after: null,
    });
  });
  return { uid: input.uid };
}

export const BACKFILL_PAGE = 200;

/**
 * One page of Auth's listUsers written to the mirror (merge), with one audit entry for the page,
 * in one transaction. Resumable: pass the answer's `nextPageToken` until it is null.
 */
export async function backfillMirror(
  input: { pageToken: string | null },
  deps: UserActionDeps,
): Promise<{ written: number; nextPageToken: string | null }> {
  const page = await deps.auth.listUsers(BACKFILL_PAGE, input.pageToken ?? undefined);
  await deps.db.runTransaction(async (tx) => {
    for (const record of page.users) {
      tx.set(deps.db.collection(USERS).doc(record.uid), userMirrorFromAuth(record), {
        merge: true,
      });
    }
    recordAudit(tx, deps.db, {
      actor: deps.actor,
      action: 'users.backfill',
      target: { kind: 'settings', id: 'users-mirror', label: 'Users mirror' },
      before: { pageToken: input.pageToken },
      after: { written: page.users.length, nextPageToken: page.pageToken ?? null },
    });
  });
  return { written: page.users.length, nextPageToken: page.pageToken ?? null };
}
