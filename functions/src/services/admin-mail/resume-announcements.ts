import { logger } from 'firebase-functions';
import { ANNOUNCEMENTS_COLLECTION, type Announcement } from '../../contracts/admin-mail';
import { ANNOUNCEMENTS_SYSTEM_UID } from './announcement-controls';
import { sendNextBatch } from './announcements';
import type { AdminMailDeps } from './deps';

export const SYSTEM_ACTOR_UID = ANNOUNCEMENTS_SYSTEM_UID;
const actor = { uid: SYSTEM_ACTOR_UID, claims: {} };

/**
 * How long one run starts new batches. The job may run 300 s; a batch is claimed recipient by
 * recipient before each send, so a run cut off mid-batch would leave claimed recipients unmailed.
 * Stopping well before the limit leaves the rest to the next run (every minute).
 */
export const RUN_BUDGET_MS = 150_000;

/**
 * The server's driver of announcements: every announcement still `sending` goes on, batch by
 * batch, whether or not the admin's page is open (the page drives too while it is; a recipient
 * is claimed before each send, so the two never mail anyone twice). A send interrupted by a
 * restart continues at the next run. One that fails is logged and does not stop the others. Its
 * batches are audited with the actor SYSTEM_ACTOR_UID.
 */
export async function resumeAnnouncements(
  deps: AdminMailDeps,
  /** Only these announcements (tests, which share the emulators with other senders). */
  only?: readonly string[],
  clock: () => number = Date.now,
): Promise<Announcement[]> {
  const started = clock();
  const jobs = deps.db.collection(ANNOUNCEMENTS_COLLECTION);
  const sending = only
    ? (await deps.db.getAll(...only.map((id) => jobs.doc(id)))).filter(
        (doc) => doc.get('status') === 'sending',
      )
    : (await jobs.where('status', '==', 'sending').limit(5).get()).docs;
  const finished: Announcement[] = [];
  for (const job of sending) {
    try {
      while (clock() - started < RUN_BUDGET_MS) {
        const { announcement } = await sendNextBatch(job.id, actor, { ...deps, now: clock() });
        if (announcement.status === 'done') finished.push(announcement);
        // Done, paused (by an admin, or because it sends for a revoked one) or canceled.
        if (announcement.status !== 'sending') break;
      }
    } catch (error) {
      logger.error('announcement batch failed', { id: job.id, error: (error as Error).message });
    }
  }
  return finished;
}
