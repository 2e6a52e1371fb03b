import {
  REFERRAL_STAGE_LABELS,
  REFERRAL_STAGES,
  type ReferralRow,
  type ReferralStage,
} from '@contracts/affiliate-referral-stages';
import { useState } from 'react';
import { usePagedOperationQuery } from '@/lib/data/paged-operation-query';
import { callableMessage } from '@/lib/firebase/callable-errors';
import { formatMinorUnits } from '@/lib/money';
import { cn } from '@/lib/cn';
import { Badge } from '@/lib/ui/badge';
import { DataTable, type ColumnDef } from '@/lib/ui/data-table';
import { RetryAlert } from '@/lib/ui/retry-alert';
import { formatLedgerDay } from '@/lib/affiliate-programme/ledger-day';

export const REFERRALS_PAGE_SIZE = 20;

const STAGE_BADGE: Record<ReferralStage, 'default' | 'warning' | 'outline'> = {
  signedUp: 'outline',
  trial: 'warning',
  paying: 'default',
  churned: 'outline',
};

const columns: ColumnDef<ReferralRow, unknown>[] = [
  {
    id: 'referral',
    header: 'Referral',
    cell: ({ row }) =>
      row.original.companyName || (
        <span className="text-muted-foreground">A sign-up, no company yet</span>
      ),
  },
  {
    id: 'referredAt',
    header: 'Referred',
    cell: ({ row }) => formatLedgerDay(row.original.referredAt),
  },
  {
    id: 'stage',
    header: 'Stage',
    cell: ({ row }) => (
      <Badge variant={STAGE_BADGE[row.original.stage]}>
        {REFERRAL_STAGE_LABELS[row.original.stage]}
      </Badge>
    ),
  },
  {
    id: 'earned',
    header: 'Earned',
    cell: ({ row }) =>
      row.original.earned.length === 0 ? (
        '—'
      ) : (
        // One line per currency: two currencies are never added together.
        <span className="inline-flex flex-col tabular-nums">
          {row.original.earned.map((money) => (
            <span key={money.currency}>{formatMinorUnits(money.amountCents, money.currency)}</span>
          ))}
        </span>
      ),
  },
];

/**
 * "Referrals": how many of the affiliate's referrals are in each stage (signed up → trial →
 * paying → churned), each a filter, and the referrals themselves with what each earned. Companies
 * by name only; a sign-up without a company is not named (read through
 * affiliateEarningsOperations.listReferrals).
 */
export function ReferralsSection() {
  const [stage, setStage] = useState<ReferralStage | null>(null);
  const { query, pagination } = usePagedOperationQuery(
    'affiliateEarningsOperations',
    'listReferrals',
    { pageSize: REFERRALS_PAGE_SIZE, ...(stage ? { stage } : {}) },
  );
  const counts = query.data?.stageCounts;
  return (
    <section aria-labelledby="referrals-heading" className="space-y-4">
      <div>
        <h2 id="referrals-heading" className="text-xl font-semibold">
          Referrals
        </h2>
        <p className="text-sm text-muted-foreground">
          The companies and sign-ups credited to you, where each one is now, and what it earned you.
        </p>
      </div>
      {query.status === 'error' ? (
        <RetryAlert onRetry={() => void query.refetch()} className="mb-0">
          {callableMessage(query.error)}
        </RetryAlert>
      ) : null}
      <div role="group" aria-label="Show referrals by stage" className="grid gap-2 sm:grid-cols-4">
        {REFERRAL_STAGES.map((s, i) => (
          <button
            key={s}
            type="button"
            aria-pressed={stage === s}
            onClick={() => setStage(stage === s ? null : s)}
            className={cn(
              'rounded-xl border bg-card p-4 text-left focus-visible:outline-2 focus-visible:outline-ring',
              stage === s && 'border-primary ring-1 ring-primary',
            )}
          >
            <span className="block text-sm text-muted-foreground">
              {i > 0 ? <span aria-hidden>→ </span> : null}
              {REFERRAL_STAGE_LABELS[s]}
            </span>
            <span className="block text-2xl font-semibold tabular-nums" data-testid={`stage-${s}`}>
              {counts ? counts[s] : '…'}
            </span>
          </button>
        ))}
      </div>
      <DataTable
        caption={
          stage
            ? `Your referrals at the ${REFERRAL_STAGE_LABELS[stage]} stage, newest first`
            : 'Your referrals, newest first'
        }
        columns={columns}
        rows={query.data?.rows ?? []}
        getRowId={(row) => row.id}
        loading={query.isPending}
        empty={
          stage
            ? `No referral is at the ${REFERRAL_STAGE_LABELS[stage]} stage.`
            : 'No referrals yet. Share your link: every sign-up through it shows here.'
        }
        pagination={pagination}
      />
    </section>
  );
}
