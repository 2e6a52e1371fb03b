import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError } from 'firebase-functions/v2/https';
import { deleteAccount } from './delete-account';

/** A deletion still in progress after this long was interrupted (a request takes seconds). */
export const INTERRUPTED_AFTER_MS = 15 * 60 * 1000;
const PER_RUN = 50;

/**
 * Finishes account deletions that stopped half-way (the instance died, the user closed the tab):
 * every step is idempotent, so running the deletion again completes it. One that is refused now
 * (the user came to own a company meanwhile) is marked `blocked`, so later runs pass it by; the
 * user's own next attempt starts it again. Returns how many were finished.
 */
export async function finishInterruptedDeletions(deps: {
  db: Firestore;
  auth: Auth;
  now: number;
}): Promise<number> {
  const stale = await deps.db
    .collection('accountDeletions')
    .where('status', '==', 'in-progress')
    .where('startedAt', '<', deps.now - INTERRUPTED_AFTER_MS)
    .limit(PER_RUN)
    .get();
  let finished = 0;
  for (const progress of stale.docs) {
    try {
      await deleteAccount(progress.id, deps);
      finished += 1;
    } catch (error) {
      const refused = error instanceof HttpsError && error.code === 'failed-precondition';
      if (refused) await progress.ref.update({ status: 'blocked', blockedAt: deps.now });
      logger.warn('account deletion could not be finished', {
        uid: progress.id,
        refused,
        error: (error as Error).message,
      });
    }
  }
  return finished;
}
