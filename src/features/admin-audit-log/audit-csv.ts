import type { AuditRow } from '@contracts/audit';
import { recordsCsv } from '@/lib/csv';

const json = (value: Record<string, unknown> | null) => (value ? JSON.stringify(value) : '');

/** The CSV of audit entries: one row each, before and after as JSON. */
export function auditCsv(rows: AuditRow[]): string {
  return recordsCsv(
    rows.map((row) => ({
      id: row.id,
      at: new Date(row.at).toISOString(),
      actorUid: row.actor.uid,
      actorEmail: row.actor.email ?? '',
      action: row.action,
      targetKind: row.target.kind,
      targetId: row.target.id,
      targetLabel: row.target.label ?? '',
      before: json(row.before),
      after: json(row.after),
    })),
    [
      'id',
      'at',
      'actorUid',
      'actorEmail',
      'action',
      'targetKind',
      'targetId',
      'targetLabel',
      'before',
      'after',
    ],
  );
}
