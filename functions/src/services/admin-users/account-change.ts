import type { Auth, UserRecord } from 'firebase-admin/auth';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { recordAudit, type AuditActor } from '../admin/audit';
import type { SuperAdminGrantData } from '../mail/templates/super-admin-grant';
import { writeMirror } from './mirror';

/** The steps every audited account action of /admin/users shares. */
export interface UserActionDeps {
  db: Firestore;
  auth: Auth;
  /** The verified super admin of the call. */
  actor: AuditActor;
  /** Sends the password reset mail (the mail module's sendMail in production). */
  sendResetMail?: (to: string, resetUrl: string) => Promise<unknown>;
  /** Mails every super admin what happened to a grant of super admin. */
  sendGrantMail?: (to: string[], data: SuperAdminGrantData) => Promise<unknown>;
  /** Where the reset page sends the user back to (the app's sign-in page). */
  appUrl?: string;
}

export const refused = (message: string) => new HttpsError('failed-precondition', message);

export async function authRecord(auth: Auth, uid: string): Promise<UserRecord> {
  try {
    return await auth.getUser(uid);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') {
      throw new HttpsError('not-found', 'There is no such user.');
    }
    throw error;
  }
}

/**
 * Auth is not transactional: the Auth change runs first (if it fails nothing is written), then
 * one transaction writes the mirror from the fresh Auth record and the audit entry.
 */
export async function afterAuthChange(
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
