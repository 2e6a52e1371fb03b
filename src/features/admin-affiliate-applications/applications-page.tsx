import { APPLICATION_STATUSES, type ApplicationStatus } from '@contracts/affiliate-programme';
import type { ApplicationRow } from '@contracts/affiliate-applications';
import { useState } from 'react';
import { formatDate } from '@/lib/companies/dates';
import { usePagedOperationQuery } from '@/lib/data/paged-operation-query';
import { Badge } from '@/lib/ui/badge';
import { Button } from '@/lib/ui/button';
import { type ColumnDef, fixedColumn } from '@/lib/ui/data-table';
import { filter, FilterBar } from '@/lib/ui/filter-select';
import { PageHeader } from '@/lib/ui/page-header';
import { ServerListTable } from '@/lib/ui/server-list-table';
import { ReviewDialog } from './review-dialog';

const PAGE_SIZE = 25;
type Filter = ApplicationStatus | 'all';
const STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};
const FILTER_OPTIONS = [
  ...APPLICATION_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
  { value: 'all' as const, label: 'Every status' },
];

function StatusBadge({ status }: { status: ApplicationStatus }) {
  return (
    <Badge
      variant={status === 'pending' ? 'warning' : status === 'approved' ? 'default' : 'outline'}
    >
      {STATUS_LABELS[status]}
    </Badge>
  );
}

/**
 * /admin/affiliates/applications: the review queue, pending first (the default filter), newest
 * first within a status, paged on the server. Each row opens the application with the
 * applicant's account facts, to approve or reject.
 */
export default function ApplicationsPage() {
  const [status, setStatus] = useState<Filter>('pending');
  const [reviewing, setReviewing] = useState<ApplicationRow | null>(null);
  const list = usePagedOperationQuery('adminAffiliateApplicationOperations', 'list', {
    status: status === 'all' ? null : status,
    pageSize: PAGE_SIZE,
  });

  const columns: ColumnDef<ApplicationRow, unknown>[] = [
    fixedColumn('applicant', 'Applicant', (row) => (
      <div className="min-w-48">
        <p className="font-medium">{row.application.name}</p>
        <p className="break-all text-xs text-muted-foreground">
          {row.applicant.email ?? row.application.accountEmail ?? '—'}
          {row.applicant.emailVerified ? ' · verified' : ' · not verified'}
        </p>
      </div>
    )),
    fixedColumn('username', 'Username', (row) => <code>{row.application.username}</code>),
    fixedColumn('account', 'Account', (row) => {
      const f = row.applicant;
      return (
        <div className="text-xs text-muted-foreground">
          <p>Since {f.createdAt ? formatDate(f.createdAt) : '—'}</p>
          <p>{f.providers.join(', ') || 'no sign-in'}</p>
          <p>
            {f.companies} {f.companies === 1 ? 'company' : 'companies'}
            {f.referredBy
              ? ` · referred by ${f.referredBy.username ?? f.referredBy.affiliateUid}`
              : ''}
          </p>
        </div>
      );
    }),
    fixedColumn('applied', 'Applied', (row) => formatDate(row.application.createdAt)),
    fixedColumn('status', 'Status', (row) => <StatusBadge status={row.application.status} />),
    fixedColumn('actions', 'Actions', (row) => (
      <Button
        size="sm"
        variant={row.application.status === 'pending' ? 'default' : 'outline'}
        onClick={() => setReviewing(row)}
        aria-label={`Review the application of ${row.application.name}`}
      >
        {row.application.status === 'pending' ? 'Review' : 'View'}
      </Button>
    )),
  ];

  return (
    <>
      <PageHeader
        title="Affiliate applications"
        description="Review who wants to promote Parley. Approving creates their affiliate account; both decisions email the applicant."
      />
      <FilterBar
        filters={[
          filter({
            id: 'applications-status',
            label: 'Status',
            value: status,
            options: FILTER_OPTIONS,
            onChange: setStatus,
          }),
        ]}
      />
      <ServerListTable
        list={list}
        rows={(answer) => answer.rows}
        caption="Affiliate applications"
        columns={columns}
        getRowId={(row) => row.application.id}
        empty={
          status === 'pending'
            ? 'No application is waiting for review.'
            : 'No application matches this filter.'
        }
      />
      {reviewing ? (
        <ReviewDialog
          row={reviewing}
          onClose={() => setReviewing(null)}
          onDecided={() => setReviewing(null)}
        />
      ) : null}
    </>
  );
}
