import { db } from '../lib/admin';
import { validatedOperations } from '../lib/validated-on-call';
import { listAudit } from '../services/admin-audit/list-audit';

/** `/admin/audit-log`: every audit entry, filtered and paged on the server. */
export const adminAuditOperations = validatedOperations('adminAuditOperations', {
  list: (payload) => listAudit(payload, db),
});
