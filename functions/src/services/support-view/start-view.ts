import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { isSuperAdminClaim } from '../../contracts/claims';
import {
  SUPPORT_VIEW_CLAIM,
  SUPPORT_VIEW_MS,
  SUPPORT_VIEWS,
  type SupportViewClaim,
  type SupportViewDoc,
  type SupportViewStart,
} from '../../contracts/support-view';
import { recordAudit, type AuditActor } from '../admin/audit';
import { authRecord, refused } from '../admin-users/account-change';

export interface StartViewDeps {
  db: Firestore;
  auth: Auth;
  actor: AuditActor;
  now?: number;
}

/**
 * Starts a support view: records it and audits `users.startSupportView` (with the reason) in one
 * transaction, then mints a custom token that signs in as the user with the `supportView`
 * claim. Nobody views themselves, another super admin (no borrowing someone's admin rights) or
 * a disabled account (it could not sign in).
 */
export async function startSupportView(
  input: { uid: string; reason: string },
  deps: StartViewDeps,
): Promise<SupportViewStart> {
  if (input.uid === deps.actor.uid) throw refused('You cannot view your own account as a user.');
  const user = await authRecord(deps.auth, input.uid);
  if (isSuperAdminClaim(user.customClaims)) {
    throw refused('Super admins cannot be viewed as a user.');
  }
  if (user.disabled) throw refused('This account is disabled: enable it to view it.');
  const now = deps.now ?? Date.now();
  const ref = deps.db.collection(SUPPORT_VIEWS).doc();
  const view: SupportViewDoc = {
    targetUid: user.uid,
    adminUid: deps.actor.uid,
    startedAt: now,
    expiresAt: now + SUPPORT_VIEW_MS,
    endedAt: null,
    endedBy: null,
  };
  await deps.db.runTransaction(async (tx) => {
    tx.create(ref, view);
    recordAudit(tx, deps.db, {
      actor: deps.actor,
      action: 'users.startSupportView',
      target: { kind: 'user', id: user.uid, label: user.email ?? null },
      before: null,
      after: { view: ref.id, reason: input.reason, expiresAt: view.expiresAt },
      at: now,
    });
  });
  const claim: SupportViewClaim = { id: ref.id, by: deps.actor.uid, until: view.expiresAt };
  const token = await deps.auth.createCustomToken(user.uid, { [SUPPORT_VIEW_CLAIM]: claim });
  return {
    id: ref.id,
    token,
    expiresAt: view.expiresAt,
    user: { uid: user.uid, email: user.email ?? null, displayName: user.displayName ?? null },
  };
}
