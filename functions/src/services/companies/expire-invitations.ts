import type { Firestore } from 'firebase-admin/firestore';
import { collections } from './store';

const PER_RUN = 400;
/** How long an expired invitation stays on the team page, where it can still be resent. */
export const EXPIRED_INVITATION_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Closes invitations that expired more than 30 days ago: their status becomes `expired`, so they
 * leave the team page's pending list (a recently expired one stays there, to resend) and nothing
 * treats them as open again. Accepting one was already refused from the moment it expired
 * (invitation-lookup.ts). Each update holds only if the invitation is unchanged since it was
 * read (a resend in between gives it a new expiry: it stays pending); one that changed or was
 * deleted is skipped, not retried. Returns how many were closed.
 */
export async function expireStaleInvitations(db: Firestore, now: number): Promise<number> {
  const stale = await db
    .collection(collections.invitations)
    .where('status', '==', 'pending')
    .where('expiresAt', '<=', now - EXPIRED_INVITATION_KEPT_MS)
    .limit(PER_RUN)
    .get();
  if (stale.empty) return 0;
  let closed = 0;
  const writer = db.bulkWriter();
  writer.onWriteError(() => false);
  for (const invitation of stale.docs) {
    writer
      .update(
        invitation.ref,
        { status: 'expired', expiredAt: now },
        { lastUpdateTime: invitation.updateTime },
      )
      .then(
        () => (closed += 1),
        () => undefined,
      );
  }
  await writer.close();
  return closed;
}
