/**
 * How many browser error reports one function instance logs: per client address and in all, per
 * minute. In memory, per instance, on purpose: the limit protects the log and its cost from a
 * flood (a loop in a broken release, or someone scripting it), and needs no database write per
 * report. An instance that restarts forgets; Cloud Run's instance cap bounds the total.
 */
export interface ReportLimits {
  perClient: number;
  total: number;
  windowMs: number;
}

export const REPORT_LIMITS: ReportLimits = { perClient: 10, total: 200, windowMs: 60_000 };

export function createReportLimiter(limits: ReportLimits = REPORT_LIMITS) {
  let windowStart = 0;
  let total = 0;
  const perClient = new Map<string, number>();
  return function allow(client: string, now: number): boolean {
    if (now - windowStart >= limits.windowMs) {
      windowStart = now;
      total = 0;
      perClient.clear();
    }
    const mine = perClient.get(client) ?? 0;
    if (total >= limits.total || mine >= limits.perClient) return false;
    total += 1;
    perClient.set(client, mine + 1);
    return true;
  };
}
