import { z } from 'zod';
import { AUDIT_PAGE_MAX, auditFilterSchema, auditRowSchema } from './audit';
import { operation, operations } from './operation';

export const adminAuditOperations = operations({
  /**
   * The audit log, newest first, narrowed by the filters; cursor = the last entry's id. Reads
   * only: entries are written with the change they record and never edited (rules deny every
   * client write).
   */
  list: operation({
    input: auditFilterSchema
      .extend({
        cursor: z.string().min(1).max(200).nullish(),
        limit: z.number().int().min(1).max(AUDIT_PAGE_MAX).optional(),
      })
      .refine((filter) => !filter.from || !filter.to || filter.from < filter.to, {
        message: 'The start date must be before the end date.',
        path: ['to'],
      }),
    output: z.object({ entries: z.array(auditRowSchema), nextCursor: z.string().nullable() }),
    access: 'superAdmin',
  }),
});
