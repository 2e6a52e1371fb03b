import { z } from 'zod';

/** What an admin action acted on. */
export const AUDIT_TARGET_KINDS = [
  'user',
  'plan',
  'company',
  'policy',
  'mail',
  'affiliate',
  'settings',
  'payout',
] as const;
export const auditTargetSchema = z.object({
  kind: z.enum(AUDIT_TARGET_KINDS),
  id: z.string(),
  /** A label people recognise (an email, a plan name), kept even if the target is deleted. */
  label: z.string().nullable(),
});
export type AuditTarget = z.infer<typeof auditTargetSchema>;

/**
 * auditLog/{id}: one entry per admin mutation, written in the same transaction as the change,
 * never updated or deleted. Super admins read it; nobody writes it from a client.
 */
export const auditEntrySchema = z.object({
  actor: z.object({ uid: z.string(), email: z.string().nullable() }),
  /** `area.verb`, e.g. `users.disable`, `plans.update`. */
  action: z.string(),
  target: auditTargetSchema,
  /** The fields the action changed, as they were and as they became (null: created/deleted). */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  at: z.number(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** The longest page of the audit log one call answers. */
export const AUDIT_PAGE_MAX = 100;

/**
 * Filters of the audit log (`/admin/audit-log`): each one narrows, all together combine. Dates
 * are milliseconds: `from` inclusive, `to` exclusive.
 */
export const auditFilterSchema = z.object({
  actorEmail: z.string().trim().min(1).max(320).optional(),
  action: z
    .string()
    .trim()
    .regex(/^[a-zA-Z]+\.[a-zA-Z]+$/, 'An action looks like "users.disable".')
    .max(80)
    .optional(),
  targetKind: z.enum(AUDIT_TARGET_KINDS).optional(),
  targetId: z.string().trim().min(1).max(200).optional(),
  from: z.number().int().nonnegative().optional(),
  to: z.number().int().positive().optional(),
});
export type AuditFilter = z.infer<typeof auditFilterSchema>;

export const auditRowSchema = auditEntrySchema.extend({ id: z.string() });
export type AuditRow = z.infer<typeof auditRowSchema>;
