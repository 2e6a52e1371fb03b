import type { Auth, UserRecord } from 'firebase-admin/auth';
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { isSuperAdminClaim } from '../../contracts/claims';
import { userMirrorFromAuth } from '../../contracts/user-mirror';
import { deleteAccount } from '../account/delete-account';
import { programmeCollections, type AffiliateFlagDoc } from '../../contracts/affiliate-programme';
import { recordAudit, type AuditActor } from '../admin/audit';
import { SUPER_ADMIN_GRANTS } from '../admin/own-affiliate-account';
import { USERS, writeMirror } from './mirror';

export interface UserActionDeps {
  db: Firestore;
  auth: Auth;
  /** The verified super admin of the call. */
  actor: AuditActor;
  /** Sends the password reset mail (the mail module's sendMail in production). */
  sendResetMail?: (to: string, resetUrl: string) => Promise<unknown>;
  /** Where the reset page sends the user back to (the app's sign-in page). */
  appUrl?: string;
}

const refused = (message: string) => new HttpsError('failed-precondition', message);

async function authRecord(auth: Auth, uid: string): Promise<UserRecord> {
  try {
    return await auth.getUser(uid);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') {
      throw new HttpsError('not-found', 'There is no such user.');
    }
    throw error;
  }
}

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
 * Auth is not transactional: the Auth change runs first (if it fails nothing is written), then
 * one transaction writes the mirror from the fresh Auth record and the audit entry.
 */
async function afterAuthChange(
  deps: UserActionDeps,
  uid: string,
  action: string,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  /** More of the same transaction (its reads come first). */
  also?: (tx: Transaction) => Promise<void>,
): Promise<{ uid: string }> {
  const record = await deps.auth.getUser(uid);
  await deps.db.runTransaction(async (tx) => {
    await also?.(tx);
    writeMirror(tx, deps.db, record);
    recordAudit(tx, deps.db, {
      actor: deps.actor,
      action,
      target: { kind: 'user', id: uid, label: record.email ?? null },
      before,
      after,
    });
  });
  return { uid };
}

/** Grants or revokes the claim, keeping other claims; a revoke also revokes refresh tokens. */
export async function setSuperAdmin(
  input: { uid: string; superAdmin: boolean },
  deps: UserActionDeps,
) {
  notYourself(
    deps,
    input.uid,
    input.superAdmin ? 'grant super admin to' : 'revoke super admin from',
  );
  const user = await authRecord(deps.auth, input.uid);
  const was = isSuperAdminClaim(user.customClaims);
  const claims: Record<string, unknown> = { ...(user.customClaims ?? {}) };
  if (input.superAdmin) claims.superAdmin = true;
  else delete claims.superAdmin;
  if (!input.superAdmin) await withdrawInMirror(deps, input.uid, { superAdmin: false }, was);
  await deps.auth.setCustomUserClaims(input.uid, claims);
  if (!input.superAdmin) await deps.auth.revokeRefreshTokens(input.uid);
  return afterAuthChange(
    deps,
    input.uid,
    input.superAdmin ? 'users.grantSuperAdmin' : 'users.revokeSuperAdmin',
    { superAdmin: was },
    { superAdmin: input.superAdmin },
    input.superAdmin ? (tx) => recordGrant(tx, deps, input.uid) : undefined,
  );
}

/**
 * Who granted it (superAdminGrants, which keeps duties apart: own-affiliate-account.ts). A grant
 * by an affiliate opens a review flag on that affiliate: the new admin may not decide about them.
 */
async function recordGrant(tx: Transaction, deps: UserActionDeps, uid: string): Promise<void> {
  const { db, actor } = deps;
  const now = Date.now();
  const grantor = await tx.get(db.collection('affiliates').doc(actor.uid));
  // Added to, never replaced: a later grant by someone else must not erase an earlier grantor.
  tx.set(
    db.collection(SUPER_ADMIN_GRANTS).doc(uid),
    { grantedBy: FieldValue.arrayUnion(actor.uid), grantedAt: now },
    { merge: true },
  );
  if (!grantor.exists) return;
  const flag: AffiliateFlagDoc = {
    affiliateUid: actor.uid,
    kind: 'adminGrant',
    day: new Date(now).toISOString().slice(0, 10),
    count: 1,
    createdAt: now,
    status: 'open',
    note: `This affiliate, a super admin, granted super admin to ${uid}. That admin cannot decide about this affiliate's account or the programme settings.`,
  };
  tx.set(db.collection(programmeCollections.flags).doc(`adminGrant_${actor.uid}_${uid}`), flag);
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
