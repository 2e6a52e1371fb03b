import { db } from '../lib/admin';
import { validatedOperations } from '../lib/validated-on-call';
import { getReport } from '../services/admin-reports/get-report';

/**
 * Report summaries for super admins. `get` only reads (sealing finished days is a side effect
 * of reading), so it writes no audit entry: only mutations are audited.
 */
export const adminReportOperations = validatedOperations('adminReportOperations', {
  get: (payload) => getReport(payload, { db, now: Date.now() }),
});
