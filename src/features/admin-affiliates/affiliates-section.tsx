import type { AffiliateRow } from '@contracts/admin-affiliates';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { hrefs } from '@/config/paths';
import { usePagedOperationQuery } from '@/lib/data/paged-operation-query';
import { Badge } from '@/lib/ui/badge';
import { type ColumnDef, fixedColumn } from '@/lib/ui/data-table';
import { filter, FilterBar } from '@/lib/ui/filter-select';
import { SearchField } from '@/lib/ui/search-field';
import { TitledSection } from '@/lib/ui/titled-section';
import { AmountsByCurrency } from './amounts-by-currency';
import { ServerListTable } from '@/lib/ui/server-list-table';

const PAGE_SIZE = 25;
const STATUS_OPTIONS = [
  { value: 'all', label: 'Any status' },
  { value: 'approved', label: 'Approved' },
  { value: 'suspended', label: 'Suspended' },
] as const;
type StatusFilter = (typeof STATUS_OPTIONS)[number]['value'];

const number = (value: number) => new Intl.NumberFormat().format(value);

export function StatusBadge({ status }: { status: string }) {
  return status === 'approved' ? (
    <Badge variant="outline">Approved</Badge>
  ) : status === 'suspended' ? (
    <Badge variant="warning">Suspended</Badge>
  ) : (
    <Badge variant="outline">{status}</Badge>
  );
}

const columns: ColumnDef<AffiliateRow, unknown>[] = [
  fixedColumn('username', 'Affiliate', (row) => (
    <Link
      to={hrefs.adminAffiliate(row.uid)}
      className="font-medium text-primary underline-offset-4 hover:underline"
    >
      {row.username || row.uid}
    </Link>
  )),
  fixedColumn('email', 'Email', (row) => row.email ?? '—'),
  fixedColumn('status', 'Status', (row) => <StatusBadge status={row.status} />),
  fixedColumn('agreement', 'Agreement', (row) =>
    row.agreementVersion === null ? 'Not accepted' : `v${row.agreementVersion}`,
  ),
  fixedColumn('visits', 'Visits', (row) => number(row.stats.visits)),
  fixedColumn('signups', 'Sign-ups', (row) => number(row.stats.signups)),
  fixedColumn('paying', 'Paying companies', (row) => number(row.stats.payingCompanies)),
  // One line per currency: amounts of two currencies are never added together.
  fixedColumn('lifetime', 'Lifetime earnings', (row) => (
    <AmountsByCurrency
      amounts={row.stats.money.map((m) => ({ currency: m.currency, amountCents: m.lifetimeCents }))}
    />
  )),
  fixedColumn('balance', 'Balance', (row) => (
    <AmountsByCurrency
      amounts={row.stats.money.map((m) => ({ currency: m.currency, amountCents: m.balanceCents }))}
    />
  )),
  fixedColumn('flags', 'Open flags', (row) =>
    row.stats.openFlags > 0 ? <Badge variant="warning">{row.stats.openFlags}</Badge> : '0',
  ),
];

/** The affiliates table: search by username prefix, filter by status, paged on the server. */
export function AffiliatesSection() {
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const list = usePagedOperationQuery('adminAffiliateOperations', 'list', {
    search,
    status: status === 'all' ? null : status,
    pageSize: PAGE_SIZE,
  });

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft.trim().toLowerCase());
  };

  return (
    <TitledSection id="affiliates-heading" title="Affiliates" titleClassName="sr-only">
      <FilterBar
        leading={
          <form onSubmit={onSearch} role="search" className="min-w-64 flex-1">
            <SearchField
              id="affiliates-search"
              label="Username starts with"
              value={draft}
              placeholder="alex"
              onChange={setDraft}
            />
          </form>
        }
        filters={[
          filter({
            id: 'affiliates-status',
            label: 'Status',
            value: status,
            options: STATUS_OPTIONS,
            onChange: setStatus,
          }),
        ]}
      />
      <ServerListTable
        list={list}
        rows={(answer) => answer.rows}
        caption="Affiliates"
        columns={columns}
        getRowId={(row) => row.uid}
        empty={
          search ? `No affiliate's username starts with “${search}”.` : 'No affiliate matches.'
        }
      />
    </TitledSection>
  );
}
