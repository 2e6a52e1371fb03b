import type { AuditRow } from '@contracts/audit';
import type { ActionAnswer, ActionPayload } from '@contracts/callables';
import { callOperation } from '@/lib/firebase/functions';

export type AuditQuery = ActionPayload<'adminAuditOperations', 'list'>;
export type AuditFilterQuery = Omit<AuditQuery, 'cursor' | 'limit'>;

/** The most rows one export reads (a year of a busy team's actions is far fewer). */
export const AUDIT_EXPORT_MAX = 10_000;

/**
 * Every entry matching the filters, by paging through `list` (100 a call) on the client, up to
 * AUDIT_EXPORT_MAX: the export reads what the table reads, with the same access checks.
 */
export async function allAuditEntries(
  filter: AuditFilterQuery,
  onProgress?: (count: number) => void,
): Promise<{ rows: AuditRow[]; truncated: boolean }> {
  const rows: AuditRow[] = [];
  let cursor: string | null = null;
  do {
    const page: ActionAnswer<'adminAuditOperations', 'list'> = await callOperation(
      'adminAuditOperations',
      'list',
      {
        ...filter,
        limit: 100,
        cursor,
      },
    );
    rows.push(...page.entries);
    onProgress?.(rows.length);
    cursor = page.nextCursor;
  } while (cursor && rows.length < AUDIT_EXPORT_MAX);
  return { rows: rows.slice(0, AUDIT_EXPORT_MAX), truncated: cursor !== null };
}
