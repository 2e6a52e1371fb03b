import { ANNOUNCEMENTS_COLLECTION, type Announcement } from '../../contracts/admin-mail';
import { sendNextBatch } from './announcements';
import type { AdminMailDeps } from './deps';

export const SYSTEM_ACTOR_UID = 'system:announcements';
const actor = { uid: SYSTEM_ACTOR_UID, claims: {} };

/** Batches one run sends, at most (each is ANNOUNCEMENT_BATCH_SIZE recipients). */
const BATCHES_PER_RUN = 20;

/**
 * The server's driver of announcements: every announcement still `sending` goes on, batch by
 * batch, whether or not the admin's page is open (the page drives too while it is; a recipient
 * is claimed before each send, so the two never mail anyone twice). A send interrupted by a
 * restart continues at the next run. Its batches are audited with the actor SYSTEM_ACTOR_UID.
 */
export async function resumeAnnouncements(
  deps: AdminMailDeps,
  /** Only these announcements (tests, which share the emulators with other senders). */
  only?: readonly string[],
): Promise<Announcement[]> {
  const sending = await deps.db
    .collection(ANNOUNCEMENTS_COLLECTION)
    .where('status', '==', 'sending')
    .limit(only ? 100 : 5)
    .get();
  const finished: Announcement[] = [];
  let budget = BATCHES_PER_RUN;
  for (const job of sending.docs.filter((doc) => !only || only.includes(doc.id))) {
    for (; budget > 0; budget -= 1) {
      const { announcement } = await sendNextBatch(job.id, actor, { ...deps, now: Date.now() });
      if (announcement.status === 'done') {
        finished.push(announcement);
        break;
      }
    }
  }
  return finished;
}
