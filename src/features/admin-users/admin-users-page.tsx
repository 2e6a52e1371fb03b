import type { UserRow, UserSearchField } from '@contracts/admin-users';
import { Download } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { hrefs } from '@/config/paths';
import { formatDate } from '@/lib/companies/dates';
import { downloadCsv } from '@/lib/csv';
import { usePagedOperationQuery } from '@/lib/data/paged-operation-query';
import { useAction } from '@/lib/data/use-action';
import { Badge } from '@/lib/ui/badge';
import { Button } from '@/lib/ui/button';
import { type ColumnDef, fixedColumn } from '@/lib/ui/data-table';
import { PageHeader } from '@/lib/ui/page-header';
import { SearchField } from '@/lib/ui/search-field';
import { filter, FilterBar, FilterSelect } from '@/lib/ui/filter-select';
import { allUsers, type UsersQuery } from './admin-users-api';
import { GrantRequestsPanel } from './grant-requests-panel';
import { SyncMirrorButton } from './sync-mirror-button';
import { usersCsv } from './users-csv';
import { SIGN_IN_METHODS, signInMethodName } from '@/lib/auth/social-providers';
import { ServerListTable } from '@/lib/ui/server-list-table';

const PAGE_SIZE = 25;
type Tri = 'all' | 'yes' | 'no';
const triValue = (value: Tri) => (value === 'all' ? null : value === 'yes');

const SEARCH_BY = [
  { value: 'email', label: 'Email starts with' },
  { value: 'name', label: 'Name starts with' },
] as const;
const ROLE_OPTIONS = [
  { value: 'all', label: 'Everyone' },
  { value: 'yes', label: 'Super admins' },
  { value: 'no', label: 'Not super admins' },
] as const;
const STATUS_OPTIONS = [
  { value: 'all', label: 'Any status' },
  { value: 'no', label: 'Enabled' },
  { value: 'yes', label: 'Disabled' },
] as const;
const PROVIDER_OPTIONS = [
  { value: 'all', label: 'Any provider' },
  ...SIGN_IN_METHODS.map(({ id, name }) => ({ value: id, label: name })),
];

const dateOrDash = (ms: number | null) => (ms === null ? '—' : formatDate(ms));

/**
 * /admin/users: the users mirror, newest first or searched by email or name prefix, filtered
 * by role, status and provider, paged on the server; each row opens the user's page. The CSV
 * export pages through the same list on the client.
 */
export default function AdminUsersPage() {
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [searchBy, setSearchBy] = useState<UserSearchField>('email');
  const [role, setRole] = useState<Tri>('all');
  const [status, setStatus] = useState<Tri>('all');
  const [provider, setProvider] = useState('all');
  // Users read so far, while an export runs.
  const [exported, setExported] = useState(0);
  const matching = {
    search,
    searchBy,
    superAdmin: triValue(role),
    disabled: triValue(status),
    provider: provider === 'all' ? null : provider,
  };
  const list = usePagedOperationQuery('adminUserOperations', 'list', {
    ...matching,
    pageSize: PAGE_SIZE,
  });

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft.trim());
  };

  const exporting = useAction(
    async (matching: Omit<UsersQuery, 'cursor' | 'pageSize'>) => {
      const rows = await allUsers(matching, setExported);
      downloadCsv(usersCsv(rows), `users-${new Date().toISOString().slice(0, 10)}.csv`);
      return rows.length;
    },
    { success: (count) => `Exported ${count} ${count === 1 ? 'user' : 'users'}.` },
  );
  const onExport = () => {
    setExported(0);
    exporting.run(matching);
  };

  const columns: ColumnDef<UserRow, unknown>[] = [
    fixedColumn('user', 'User', (row) => (
      <Link
        to={hrefs.adminUser(row.uid)}
        className="font-medium text-primary underline-offset-4 hover:underline"
      >
        {row.email ?? row.uid}
      </Link>
    )),
    fixedColumn('name', 'Name', (row) => row.displayName ?? '—'),
    fixedColumn(
      'providers',
      'Sign-in',
      (row) => row.providers.map(signInMethodName).join(', ') || '—',
    ),
    fixedColumn('status', 'Status', (row) => (
      <span className="flex flex-wrap gap-1">
        {row.disabled ? <Badge variant="warning">Disabled</Badge> : null}
        {row.superAdmin ? <Badge>Super admin</Badge> : null}
        {!row.disabled && !row.superAdmin ? <Badge variant="outline">Active</Badge> : null}
      </span>
    )),
    fixedColumn('createdAt', 'Signed up', (row) => dateOrDash(row.createdAt)),
    fixedColumn('lastSignInAt', 'Last sign-in', (row) => dateOrDash(row.lastSignInAt)),
  ];

  return (
    <>
      <PageHeader
        title="Users"
        description="Every account, newest first. Search by the start of an email address or a name."
        actions={<SyncMirrorButton />}
      />
      <GrantRequestsPanel />
      <form onSubmit={onSearch} role="search" className="mb-4 flex flex-wrap items-end gap-4">
        <FilterSelect
          id="users-search-by"
          label="Search by"
          value={searchBy}
          options={[...SEARCH_BY]}
          onChange={setSearchBy}
        />
        <SearchField
          id="users-search"
          label="Search"
          className="min-w-64 flex-1"
          value={draft}
          placeholder={searchBy === 'email' ? 'ada@' : 'Ada'}
          onChange={setDraft}
        />
      </form>
      <FilterBar
        filters={[
          filter({
            id: 'users-role',
            label: 'Role',
            value: role,
            options: ROLE_OPTIONS,
            onChange: setRole,
          }),
          filter({
            id: 'users-status',
            label: 'Status',
            value: status,
            options: STATUS_OPTIONS,
            onChange: setStatus,
          }),
          {
            id: 'users-provider',
            label: 'Provider',
            value: provider,
            options: PROVIDER_OPTIONS,
            onChange: setProvider,
          },
        ]}
      >
        <Button
          variant="outline"
          className="ml-auto"
          disabled={exporting.pending}
          onClick={onExport}
        >
          <Download aria-hidden />
          {exporting.pending ? `Exporting… ${exported}` : 'Export CSV'}
        </Button>
      </FilterBar>
      <ServerListTable
        list={list}
        rows={(answer) => answer.users}
        caption="Users"
        columns={columns}
        getRowId={(row) => row.uid}
        empty={
          search
            ? `No user's ${searchBy} starts with “${search}”.`
            : 'No user matches these filters.'
        }
      />
    </>
  );
}
