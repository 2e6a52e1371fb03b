import {
  MAIL_KINDS,
  MAIL_TEMPLATE_LABELS,
  MAIL_TEMPLATES,
  type MailLogEntry,
} from '@contracts/admin-mail';
import { useState } from 'react';
import { usePagedOperationQuery } from '@/lib/data/paged-operation-query';
import { Badge } from '@/lib/ui/badge';
import { Button } from '@/lib/ui/button';
import type { ColumnDef } from '@/lib/ui/data-table';
import { FilterBar } from '@/lib/ui/filter-select';
import { ServerListTable } from '@/lib/ui/server-list-table';

type Row = MailLogEntry & { id: string };
const PAGE_SIZE = 25;

const STATUS_OPTIONS = [
  { value: 'all', label: 'Any status' },
  { value: 'sent', label: 'Sent' },
  { value: 'failed', label: 'Failed' },
] as const;
const TEMPLATE_OPTIONS = [
  { value: 'all', label: 'Every template' },
  ...MAIL_TEMPLATES.map((t) => ({ value: t, label: MAIL_TEMPLATE_LABELS[t] })),
];
const KIND_LABELS: Record<(typeof MAIL_KINDS)[number], string> = {
  transactional: 'Transactional',
  announcement: 'Announcement',
  test: 'Test',
};
const KIND_OPTIONS = [
  { value: 'all', label: 'Every kind' },
  ...MAIL_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] })),
];

const templateLabel = (template: string) =>
  (MAIL_TEMPLATE_LABELS as Record<string, string>)[template] ?? template;

const columns: ColumnDef<Row, unknown>[] = [
  {
    accessorKey: 'at',
    header: 'Time',
    enableSorting: false,
    cell: ({ row }) => new Date(row.original.at).toLocaleString(),
  },
  {
    accessorKey: 'template',
    header: 'Template',
    enableSorting: false,
    cell: ({ row }) => templateLabel(row.original.template),
  },
  {
    accessorKey: 'to',
    header: 'Recipient',
    enableSorting: false,
    cell: ({ row }) => <span className="break-all">{row.original.to}</span>,
  },
  {
    accessorKey: 'subject',
    header: 'Subject',
    enableSorting: false,
  },
  {
    accessorKey: 'kind',
    header: 'Kind',
    enableSorting: false,
    cell: ({ row }) => KIND_LABELS[row.original.kind],
  },
  {
    accessorKey: 'status',
    header: 'Status',
    enableSorting: false,
    cell: ({ row }) =>
      row.original.status === 'sent' ? (
        <Badge variant="outline">Sent</Badge>
      ) : (
        <span>
          <Badge variant="warning">Failed</Badge>
          {row.original.error ? (
            <span className="mt-1 block text-xs text-muted-foreground">{row.original.error}</span>
          ) : null}
        </span>
      ),
  },
];

/** Every mail the functions sent or failed to send, newest first, filtered on the server. */
export function MailLogSection() {
  const [status, setStatus] = useState<string>('all');
  const [template, setTemplate] = useState<string>('all');
  const [kind, setKind] = useState<string>('all');
  const list = usePagedOperationQuery('adminMailOperations', 'listLog', {
    ...(status === 'all' ? {} : { status: status as 'sent' | 'failed' }),
    ...(template === 'all' ? {} : { template: template as (typeof MAIL_TEMPLATES)[number] }),
    ...(kind === 'all' ? {} : { kind: kind as (typeof MAIL_KINDS)[number] }),
    limit: PAGE_SIZE,
  });

  return (
    <div>
      <FilterBar
        filters={[
          {
            id: 'log-status',
            label: 'Status',
            value: status,
            options: STATUS_OPTIONS,
            onChange: setStatus,
            className: 'w-44',
          },
          {
            id: 'log-template',
            label: 'Template',
            value: template,
            options: TEMPLATE_OPTIONS,
            onChange: setTemplate,
            className: 'w-52',
          },
          {
            id: 'log-kind',
            label: 'Kind',
            value: kind,
            options: KIND_OPTIONS,
            onChange: setKind,
            className: 'w-44',
          },
        ]}
      >
        <Button
          variant="outline"
          onClick={() => void list.query.refetch()}
          disabled={list.query.isFetching}
        >
          Refresh
        </Button>
      </FilterBar>
      <ServerListTable
        list={list}
        rows={(answer) => answer.entries}
        caption="Mail log"
        columns={columns}
        getRowId={(row) => row.id}
        empty="No mail matches these filters."
      />
    </div>
  );
}
