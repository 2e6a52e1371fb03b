import type { AuditRow } from '@contracts/audit';
import { useState, type FormEvent } from 'react';
import { auditChange } from '@/lib/admin/audit-change';
import { downloadCsv } from '@/lib/csv';
import { usePagedOperationQuery } from '@/lib/data/paged-operation-query';
import { useAction } from '@/lib/data/use-action';
import { Button } from '@/lib/ui/button';
import { fixedColumn, type ColumnDef } from '@/lib/ui/data-table';
import { ExportCsvButton } from '@/lib/ui/export-csv-button';
import { FilterSelect } from '@/lib/ui/filter-select';
import { FormField } from '@/lib/ui/form-field';
import { Input } from '@/lib/ui/input';
import { PageHeader } from '@/lib/ui/page-header';
import { ServerListTable } from '@/lib/ui/server-list-table';
import { auditCsv } from './audit-csv';
import {
  auditFormProblem,
  auditQuery,
  EMPTY_FILTERS,
  TARGET_KIND_LABELS,
  TARGET_KIND_OPTIONS,
  type AuditFilterForm,
} from './audit-filters';
import { allAuditEntries, AUDIT_EXPORT_MAX } from './audit-log-api';

const PAGE_SIZE = 25;

/** Actions operators look for most (the field takes any `area.verb`). */
const COMMON_ACTIONS = [
  'users.requestSuperAdmin',
  'users.startSupportView',
  'users.endSupportView',
  'users.grantSuperAdmin',
  'users.revokeSuperAdmin',
  'users.disable',
  'users.enable',
  'users.delete',
  'policies.publish',
  'email.createAnnouncement',
  'affiliatePayouts.markPaid',
  'affiliates.confirmPayoutDetails',
  'affiliateProgramme.updateSettings',
  'plans.update',
  'subscriptions.grantComplimentary',
];

const columns: ColumnDef<AuditRow, unknown>[] = [
  fixedColumn('at', 'When', (row) => (
    <time dateTime={new Date(row.at).toISOString()} className="whitespace-nowrap">
      {new Date(row.at).toLocaleString()}
    </time>
  )),
  fixedColumn('actor', 'Who', (row) => (
    <span className="break-all">{row.actor.email ?? row.actor.uid}</span>
  )),
  fixedColumn('action', 'Action', (row) => <span className="font-mono text-xs">{row.action}</span>),
  fixedColumn('target', 'Target', (row) => (
    <span>
      <span className="block">{row.target.label ?? row.target.id}</span>
      <span className="block text-xs text-muted-foreground">
        {TARGET_KIND_LABELS[row.target.kind]} · <span className="font-mono">{row.target.id}</span>
      </span>
    </span>
  )),
  fixedColumn('change', 'Change', (row) => (
    <span className="text-muted-foreground">{auditChange(row.before, row.after)}</span>
  )),
];

/**
 * /admin/audit-log: every admin action, newest first, filtered by who, what, which target and
 * when, paged on the server; the CSV export pages through the same filter. Entries cannot be
 * changed (functions write them with the change; rules refuse every client write).
 */
export default function AuditLogPage() {
  const [draft, setDraft] = useState<AuditFilterForm>(EMPTY_FILTERS);
  const [applied, setApplied] = useState<AuditFilterForm>(EMPTY_FILTERS);
  const [problem, setProblem] = useState<string | null>(null);
  const [exported, setExported] = useState(0);
  const filter = auditQuery(applied);
  const list = usePagedOperationQuery('adminAuditOperations', 'list', {
    ...filter,
    limit: PAGE_SIZE,
  });

  const set = (field: keyof AuditFilterForm) => (value: string) =>
    setDraft((form) => ({ ...form, [field]: value }));
  const apply = (next: AuditFilterForm) => {
    const found = auditFormProblem(next);
    setProblem(found);
    if (found) return;
    setApplied(next);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };

  const exporting = useAction(
    async () => {
      const { rows, truncated } = await allAuditEntries(filter, setExported);
      downloadCsv(auditCsv(rows), `audit-log-${new Date().toISOString().slice(0, 10)}.csv`);
      return { count: rows.length, truncated };
    },
    {
      success: ({ count, truncated }) =>
        truncated
          ? `Exported the newest ${count} entries (the most one export holds, ${AUDIT_EXPORT_MAX}). Narrow the dates for the rest.`
          : `Exported ${count} ${count === 1 ? 'entry' : 'entries'}.`,
    },
  );

  const text = (field: keyof AuditFilterForm, label: string, props: object = {}) => (
    <FormField id={`audit-${field}`} label={label}>
      <Input
        id={`audit-${field}`}
        value={draft[field]}
        onChange={(event) => set(field)(event.target.value)}
        {...props}
      />
    </FormField>
  );

  return (
    <>
      <PageHeader
        title="Audit log"
        description="Every admin action, newest first: who did what to which target, and what changed."
      />
      <form
        role="search"
        aria-label="Filter the audit log"
        noValidate
        onSubmit={onSubmit}
        className="mb-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        {text('actorEmail', 'Admin email', { type: 'email', placeholder: 'admin@example.com' })}
        {text('action', 'Action', { list: 'audit-actions', placeholder: 'users.disable' })}
        <datalist id="audit-actions">
          {COMMON_ACTIONS.map((action) => (
            <option key={action} value={action} />
          ))}
        </datalist>
        <FilterSelect
          id="audit-target-kind"
          label="Target"
          value={draft.targetKind}
          options={TARGET_KIND_OPTIONS}
          onChange={set('targetKind')}
          className="w-full"
        />
        {text('targetId', 'Target id', { placeholder: 'A user id, plan id…' })}
        {text('fromDay', 'From (UTC day)', { type: 'date' })}
        {text('toDay', 'To (UTC day, included)', { type: 'date' })}
        <div className="flex flex-wrap items-center gap-2 sm:col-span-2 lg:col-span-3">
          <Button type="submit">Apply filters</Button>
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              setDraft(EMPTY_FILTERS);
              apply(EMPTY_FILTERS);
            }}
          >
            Clear
          </Button>
          <span className="ml-auto">
            {exporting.pending ? (
              <Button variant="outline" disabled>
                Exporting… {exported}
              </Button>
            ) : (
              <ExportCsvButton
                disabled={list.query.isPending}
                onClick={() => {
                  setExported(0);
                  exporting.run(undefined);
                }}
              />
            )}
          </span>
        </div>
        {problem ? (
          <p role="alert" className="text-sm text-destructive sm:col-span-2 lg:col-span-3">
            {problem}
          </p>
        ) : null}
      </form>
      <ServerListTable
        list={list}
        rows={(answer) => answer.entries}
        caption="Audit log, newest first"
        columns={columns}
        getRowId={(row) => row.id}
        empty="No admin action matches these filters."
      />
    </>
  );
}
