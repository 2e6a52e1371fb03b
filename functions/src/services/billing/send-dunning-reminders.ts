import { mailDueDunningMark, type DunningMailDeps } from './dunning-mail';
import { dunningCasesRef } from './dunning-store';

/** Cases looked at per run; the rest wait for the next run (every 15 minutes). */
export const DUNNING_CASES_PER_RUN = 25;
/** Time spent sending per run at most (a slow SMTP server must not eat the other tasks' time). */
export const DUNNING_RUN_BUDGET_MS = 60_000;

/**
 * The maintenance job's dunning task: the mails of days 3 and 7 (and day 0 when the webhook
 * could not send it) of every case whose next mail is due, oldest first. Each mark is claimed
 * before its mail goes out (dunning-mail.ts), so overlapping or retried runs send nothing
 * twice; a closed case, or one past its grace, only has its `nextMailAt` cleared. Answers how
 * many mails went out.
 */
export async function sendDunningReminders(
  deps: DunningMailDeps,
  options: { perRun?: number; budgetMs?: number } = {},
): Promise<number> {
  const deadline = Date.now() + (options.budgetMs ?? DUNNING_RUN_BUDGET_MS);
  const due = await dunningCasesRef(deps.db)
    .where('nextMailAt', '<=', deps.now)
    .orderBy('nextMailAt')
    .limit(options.perRun ?? DUNNING_CASES_PER_RUN)
    .get();
  let sent = 0;
  for (const doc of due.docs) {
    if (Date.now() > deadline) break;
    if ((await mailDueDunningMark(doc.id, deps)) === 'sent') sent += 1;
  }
  return sent;
}
