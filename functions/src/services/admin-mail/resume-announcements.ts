import { logger } from 'firebase-functions';
import { ANNOUNCEMENTS_COLLECTION, type Announcement } from '../../contracts/admin-mail';
import { ANNOUNCEMENTS_SYSTEM_UID } from './announcement-controls';
import { jobs, parseJob } from './announcement-store';
import { sendNextBatch } from './announcements';
import type { Actor, AdminMailDeps } from './deps';

export const SYSTEM_ACTOR_UID = ANNOUNCEMENTS_SYSTEM_UID;
const systemActor: Actor = { uid: SYSTEM_ACTOR_UID, claims: {} };

/**
 * How long one scheduled run starts new batches. The job may run 300 s; a batch is claimed
 * recipient by recipient before each send, so a run cut off mid-batch would leave claimed
 * recipients unmailed. Stopping well before the limit leaves the rest to the next run.
 */
export const RUN_BUDGET_MS = 150_000;

/**
 * How long the call that creates or resumes an announcement goes on sending it (the callable
 * may run 70 s: CALLABLE_TIMEOUT_MS). Most announcements are done by then; a larger one goes on
 * with the every-minute job, and the page follows its progress either way.
 */
export const CALL_BUDGET_MS = 40_000;

/**
 * Sends one announcement batch after batch until it is no longer `sending` (done, paused by an
 * admin or because it sends for a revoked one, canceled) or `budgetMs` has passed since
 * `started`; at least one batch is sent. Returns its latest state.
 */
export async function driveAnnouncement(
  id: string,
  deps: AdminMailDeps,
  {
    actor = systemActor,
    budgetMs = CALL_BUDGET_MS,
    clock = Date.now,
    started = clock(),
  }: { actor?: Actor; budgetMs?: number; clock?: () => number; started?: number } = {},
): Promise<Announcement> {
  let current: Announcement;
  do {
    ({ announcement: current } = await sendNextBatch(id, actor, { ...deps, now: clock() }));
  } while (current.status === 'sending' && clock() - started < budgetMs);
  return current;
}

/**
 * What the call that created or resumed `id` answers: the job after sending for up to
 * CALL_BUDGET_MS in the caller's name. A batch that fails does not fail the call (the job is
 * written; the every-minute job goes on with it): it is logged and the job answered as it stands.
 */
export async function sendWithinCall(
  id: string,
  actor: Actor,
  deps: AdminMailDeps,
): Promise<Announcement> {
  try {
    return await driveAnnouncement(id, deps, { actor });
  } catch (error) {
    logger.error('announcement batch failed', { id, error: (error as Error).message });
    return parseJob(id, (await jobs(deps.db).doc(id).get()).data());
  }
}

/**
 * The every-minute driver of announcements: every announcement still `sending` goes on, batch by
 * batch (the call that created or resumed it sends its first CALL_BUDGET_MS; a recipient is
 * claimed before each send, so two drivers never mail anyone twice). A send interrupted by a
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
    if (clock() - started >= RUN_BUDGET_MS) break;
    try {
      const last = await driveAnnouncement(job.id, deps, {
        budgetMs: RUN_BUDGET_MS,
        clock,
        started,
      });
      if (last.status === 'done') finished.push(last);
    } catch (error) {
      logger.error('announcement batch failed', { id: job.id, error: (error as Error).message });
    }
  }
  return finished;
}
