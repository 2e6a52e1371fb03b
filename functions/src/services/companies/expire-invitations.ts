import type { Firestore } from 'firebase-admin/firestore';
import { collections } from './store';

const PER_RUN = 400;
/** How long an expired invitation stays on the team page, where it can still be resent. */
export const EXPIRED_INVITATION_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Closes invitations that expired more than 30 days ago: their status becomes `expired`, so they
 * leave the team page's pending list (a recently expired one stays there, to resend) and nothing
 * treats them as open again. Accepting one was already refused from the moment it expired
 * (invitation-lookup.ts). Returns how many were closed.
 */
export async function expireStaleInvitations(db: Firestore, now: number): Promise<number> {
  const stale = await db
    .collection(collections.invitations)
    .where('status', '==', 'pending')
    .where('expiresAt', '<=', now - EXPIRED_INVITATION_KEPT_MS)
    .limit(PER_RUN)
    .get();
  if (stale.empty) return 0;
  const batch = db.batch();
  for (const invitation of stale.docs) {
    batch.update(invitation.ref, { status: 'expired', expiredAt: now });
  }
  await batch.commit();
  return stale.size;
}
