import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { supportViewOf } from '../../contracts/support-view';
import { endView, supportViewRef, viewingAdmin } from './store';

/**
 * The view's own session ends it (the banner's Exit). Only a support view's token can: its
 * claim names the view. `ended` is false when it had already ended (expired, or a second click).
 */
export async function endSupportView(
  claims: Record<string, unknown>,
  deps: { db: Firestore; auth: Auth },
  now = Date.now(),
): Promise<{ ended: boolean }> {
  const { db } = deps;
  const claim = supportViewOf(claims);
  if (!claim?.id) {
    throw new HttpsError('failed-precondition', 'This session is not a support view.');
  }
  const admin = await viewingAdmin(deps.auth, claim.by);
  return db.runTransaction(async (tx) => {
    const view = (await tx.get(supportViewRef(db, claim.id))).data();
    if (!view || view.endedAt !== null) return { ended: false };
    endView(tx, db, claim.id, view, { at: Math.min(now, view.expiresAt), by: 'exit', admin });
    return { ended: true };
  });
}
