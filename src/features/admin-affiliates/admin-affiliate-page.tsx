import {
  AFFILIATE_DETAIL_LIST_LIMIT,
  type AffiliateDetail,
  type LedgerEntryRow,
  type PayoutRow,
} from '@contracts/admin-affiliates';
import {
  AFFILIATE_FLAG_LABELS,
  type LedgerKind,
  type RateOverride,
} from '@contracts/affiliate-programme';
import { ruleWords } from '@contracts/commission-rule-words';
import { ArrowLeft } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { formatDate, formatDateTime } from '@/lib/companies/dates';
import { formatMinorUnits } from '@/lib/money';
import { callableMessage } from '@/lib/firebase/callable-errors';
import { useOperationQuery } from '@/lib/data/operation-query';
import { usePagedOperationQuery } from '@/lib/data/paged-operation-query';
import { useAction } from '@/lib/data/use-action';
import { Badge } from '@/lib/ui/badge';
import { Button } from '@/lib/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/lib/ui/card';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { DataTable, type ColumnDef, fixedColumn } from '@/lib/ui/data-table';
import { PageHeader } from '@/lib/ui/page-header';
import { RetryAlert } from '@/lib/ui/retry-alert';
import { Skeleton } from '@/lib/ui/skeleton';
import { TitledSection } from '@/lib/ui/titled-section';
import { ServerListTable } from '@/lib/ui/server-list-table';
import {
  dismissFlag,
  LEDGER_PAGE_SIZE,
  reactivateAffiliate,
  releaseCurrencyHold,
  setRateOverride,
  suspendAffiliate,
} from './admin-affiliates-api';
import { AdjustBalanceDialog } from './adjust-balance-dialog';
import { StatusBadge } from './affiliates-section';
import { AmountsByCurrency } from './amounts-by-currency';
import { RateOverrideForm } from './rate-override-form';
import { PromoCodesSection } from './promo-codes-section';
import { ReferralsSection } from './referrals-section';

const KIND_LABELS: Record<LedgerKind, string> = {
  commission: 'Commission',
  refund: 'Refund',
  dispute: 'Dispute',
  adjustment: 'Adjustment',
  referralMoved: 'Referral moved',
};

const kindLabel = (entry: LedgerEntryRow) =>
  entry.adjustmentType === 'bonus'
    ? 'Bonus'
    : entry.adjustmentType === 'clawback'
      ? 'Adjustment (clawback)'
      : entry.referralMove === 'movedAway'
        ? 'Referral moved away'
        : entry.referralMove === 'assigned'
          ? 'Referral assigned'
          : KIND_LABELS[entry.kind];
const FLAG_LABELS: Record<string, string> = AFFILIATE_FLAG_LABELS;

interface PendingAction {
  title: string;
  description: string;
  confirmLabel: string;
  destructive: boolean;
  /** Asks for a reason (suspension, releasing a hold), with what becomes of it. */
  needsReason?: boolean;
  reasonLabel?: string;
  reasonHint?: string;
  run: (reason: string) => Promise<unknown>;
  done: string;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-1.5 text-sm sm:grid-cols-3 sm:gap-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="sm:col-span-2">{children}</dd>
    </div>
  );
}

function entryState(
  entry: LedgerEntryRow,
  now: number,
  onRelease: (entry: LedgerEntryRow) => void,
) {
  if (entry.kind === 'referralMoved') return <Badge variant="outline">Notice</Badge>;
  if (entry.payoutId) return <Badge variant="outline">In a payout</Badge>;
  if (entry.heldReason === 'currencyReview') {
    // Held before every currency was paid: only an admin who knows it was not settled by hand
    // releases it.
    return (
      <span className="inline-flex flex-col items-start gap-1">
        <Badge variant="warning">
          Held: {entry.currency.toUpperCase()}, from before payouts in every currency
        </Badge>
        <Button
          size="sm"
          variant="outline"
          aria-label={`Release ${entry.id}`}
          onClick={() => onRelease(entry)}
        >
          Release
        </Button>
      </span>
    );
  }
  if (entry.heldReason) return <Badge variant="warning">Held</Badge>;
  if (entry.availableAt > now) return <Badge variant="outline">On hold</Badge>;
  return <Badge>Payable</Badge>;
}

/**
 * /admin/affiliates/management/:uid: one affiliate's figures, status (suspend with a reason,
 * reactivate), commission override, balance adjustments (bonus or clawback), ledger (paged),
 * payouts, referred companies (reassign), promo codes and open review flags. Every change is confirmed,
 * audited on the server and refreshes the page.
 */
export default function AdminAffiliatePage() {
  const { uid = '' } = useParams();
  const detail = useOperationQuery('adminAffiliateOperations', 'get', { uid });
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [adjusting, setAdjusting] = useState(false);
  const [reason, setReason] = useState('');
  // Every change of this page: confirmed in the dialog, which shows a refusal in place.
  const change = useAction((action: PendingAction) => action.run(reason.trim()), {
    // The affiliate, their ledger and the list's figures (every read of this callable).
    invalidates: [['adminAffiliateOperations']],
    success: (_answer, action) => action.done,
    errorToast: false,
    onSuccess: () => close(),
  });
  const close = () => {
    setPending(null);
    setReason('');
    change.reset();
  };

  const back = (
    <Link
      to={paths.adminAffiliateManagement.path}
      className="mb-4 inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden className="size-4" />
      All affiliates
    </Link>
  );

  if (detail.status === 'pending') {
    return (
      <>
        {back}
        <p className="sr-only">Loading the affiliate…</p>
        <Skeleton className="mb-4 h-8 w-64" />
        <Skeleton className="h-48 w-full" />
      </>
    );
  }
  if (detail.status === 'error') {
    return (
      <>
        {back}
        <RetryAlert onRetry={() => void detail.refetch()} className="mb-0">
          {callableMessage(detail.error)}
        </RetryAlert>
      </>
    );
  }

  const data = detail.data;
  const { row } = data;
  const name = row.username || row.uid;
  const statusAction: PendingAction | null =
    row.status === 'approved'
      ? {
          title: `Suspend ${name}?`,
          description:
            'Their link stops counting visits and sign-ups at once, and no payout is generated for them while suspended. Their ledger stays; you can reactivate them.',
          confirmLabel: 'Suspend',
          destructive: true,
          needsReason: true,
          run: (why) => suspendAffiliate(uid, why),
          done: `${name} is suspended.`,
        }
      : row.status === 'suspended'
        ? {
            title: `Reactivate ${name}?`,
            description: 'Their link counts again and their balance is paid in the next batch.',
            confirmLabel: 'Reactivate',
            destructive: false,
            run: () => reactivateAffiliate(uid),
            done: `${name} is active again.`,
          }
        : null;

  return (
    <>
      {back}
      <PageHeader
        title={name}
        description={row.email ?? undefined}
        actions={
          statusAction ? (
            <Button
              variant={statusAction.destructive ? 'destructive' : 'default'}
              onClick={() => setPending(statusAction)}
            >
              {statusAction.confirmLabel}
            </Button>
          ) : undefined
        }
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Account</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="divide-y">
              <Fact label="Status">
                <StatusBadge status={row.status} />
              </Fact>
              {row.status === 'suspended' ? (
                <Fact label="Suspended">
                  {data.suspendedAt ? formatDateTime(data.suspendedAt) : '—'}:{' '}
                  {data.suspendedReason ?? 'no reason given'}
                </Fact>
              ) : null}
              <Fact label="Approved">{data.approvedAt ? formatDate(data.approvedAt) : '—'}</Fact>
              <Fact label="Payout email">{row.payoutEmail ?? row.email ?? '—'}</Fact>
              <Fact label="Agreement">
                {row.agreementVersion === null
                  ? 'Not accepted'
                  : `Version ${row.agreementVersion}${data.agreementAcceptedAt ? `, ${formatDate(data.agreementAcceptedAt)}` : ''}`}
                {data.currentAgreementVersion !== null &&
                row.agreementVersion !== data.currentAgreementVersion ? (
                  <Badge variant="warning" className="ml-2">
                    Current is v{data.currentAgreementVersion}: not paid until accepted
                  </Badge>
                ) : null}
              </Fact>
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <div className="flex items-start justify-between gap-4">
              <CardTitle>Results</CardTitle>
              <Button size="sm" variant="outline" onClick={() => setAdjusting(true)}>
                Adjust balance
              </Button>
            </div>
          </CardHeader>
          <CardContent>
            <dl className="divide-y">
              <Fact label="Visits">{row.stats.visits}</Fact>
              <Fact label="Sign-ups">{row.stats.signups}</Fact>
              <Fact label="Paying companies">{row.stats.payingCompanies}</Fact>
              <Fact label="Lifetime earnings">
                <AmountsByCurrency
                  amounts={row.stats.money.map((m) => ({
                    currency: m.currency,
                    amountCents: m.lifetimeCents,
                  }))}
                />
              </Fact>
              <Fact label="Unpaid balance">
                <AmountsByCurrency
                  amounts={row.stats.money.map((m) => ({
                    currency: m.currency,
                    amountCents: m.balanceCents,
                  }))}
                />
              </Fact>
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Commission override</CardTitle>
            <CardDescription>
              Terms for this affiliate only; empty fields use the programme&apos;s. Applies to
              commissions written from now on.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <RateOverrideForm
              value={data.rateOverride}
              onSave={(next: RateOverride | null) =>
                setPending({
                  title: next ? `Change ${name}'s commission terms?` : `Remove ${name}'s override?`,
                  description: next
                    ? 'New commissions use these terms; commissions already in the ledger keep their amounts.'
                    : 'New commissions use the programme terms again.',
                  confirmLabel: next ? 'Save override' : 'Remove override',
                  destructive: false,
                  run: () => setRateOverride(uid, next),
                  done: next ? 'Commission override saved.' : 'Commission override removed.',
                })
              }
            />
          </CardContent>
        </Card>
        <FlagsCard
          data={data}
          onDismiss={(flagId, label) =>
            setPending({
              title: `Dismiss "${label}"?`,
              description: 'The flag is closed after your review; it stays in the audit log.',
              confirmLabel: 'Dismiss flag',
              destructive: false,
              run: () => dismissFlag(flagId),
              done: 'Flag dismissed.',
            })
          }
        />
      </div>
      <PayoutsTable payouts={data.payouts} />
      <LedgerTable
        uid={uid}
        onRelease={(entry) =>
          setPending({
            title: `Release ${formatMinorUnits(entry.amountCents, entry.currency)} held for its currency?`,
            description:
              'It was held before payouts were made in every currency, to be settled by hand. Release it only if it was not: it and the entries of its invoice held with it become payable in their currency, in the next payout that reaches its minimum.',
            confirmLabel: 'Release',
            destructive: false,
            needsReason: true,
            reasonLabel: 'Reason (kept in the audit log)',
            reasonHint:
              'At least 3 characters. Kept in the audit log; the affiliate does not see it.',
            run: (why) => releaseCurrencyHold(entry.id, why),
            done: 'Released: payable in its currency.',
          })
        }
      />
      <ReferralsSection uid={uid} name={name} />
      <PromoCodesSection uid={uid} name={name} approved={row.status === 'approved'} />
      <AdjustBalanceDialog uid={uid} name={name} open={adjusting} onOpenChange={setAdjusting} />
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && close()}
        title={pending?.title ?? ''}
        description={
          <>
            <p>{pending?.description}</p>
            {change.error ? (
              <p role="alert" className="text-destructive">
                {callableMessage(change.error)}
              </p>
            ) : null}
          </>
        }
        confirmLabel={pending?.confirmLabel ?? ''}
        destructive={pending?.destructive}
        busy={change.pending}
        confirmDisabled={Boolean(pending?.needsReason) && reason.trim().length < 3}
        onConfirm={() => pending && change.run(pending)}
      >
        {pending?.needsReason ? (
          <div className="space-y-2">
            <label htmlFor="suspend-reason" className="text-sm font-medium">
              {pending.reasonLabel ?? 'Reason (kept with the record and the audit log)'}
            </label>
            <textarea
              id="suspend-reason"
              aria-describedby="suspend-reason-hint"
              value={reason}
              maxLength={500}
              rows={3}
              onChange={(event) => setReason(event.target.value)}
              className="w-full rounded-md border bg-background px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-ring"
            />
            <p id="suspend-reason-hint" className="text-xs text-muted-foreground">
              {pending.reasonHint ??
                'At least 3 characters. The affiliate is told their account is suspended, not why.'}
            </p>
          </div>
        ) : null}
      </ConfirmDialog>
    </>
  );
}

function FlagsCard({
  data,
  onDismiss,
}: {
  data: AffiliateDetail;
  onDismiss: (flagId: string, label: string) => void;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Open flags</CardTitle>
        <CardDescription>Unusual activity to review.</CardDescription>
      </CardHeader>
      <CardContent>
        {data.flags.length === 0 ? (
          <p className="text-sm text-muted-foreground">No open flag.</p>
        ) : (
          <ul className="divide-y">
            {data.flags.map((flag) => {
              const label = FLAG_LABELS[flag.kind] ?? flag.kind;
              return (
                <li key={flag.id} className="flex items-center justify-between gap-4 py-2 text-sm">
                  <span>
                    <span className="font-medium">{label}</span>
                    <span className="block text-muted-foreground">
                      {flag.day}: {flag.count}
                    </span>
                  </span>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Dismiss ${label} of ${flag.day}`}
                    onClick={() => onDismiss(flag.id, label)}
                  >
                    Dismiss
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

const payoutColumns: ColumnDef<PayoutRow, unknown>[] = [
  fixedColumn('createdAt', 'Created', (row) => formatDate(row.createdAt)),
  fixedColumn('amount', 'Amount', (row) => formatMinorUnits(row.amountCents, row.currency)),
  fixedColumn('status', 'Status', (row) =>
    row.status === 'paid' ? (
      <Badge variant="outline">Paid {row.paidAt ? formatDate(row.paidAt) : ''}</Badge>
    ) : (
      <Badge variant="warning">Pending</Badge>
    ),
  ),
  fixedColumn('reference', 'Reference', (row) => row.reference ?? '—'),
];

function PayoutsTable({ payouts }: { payouts: PayoutRow[] }) {
  return (
    <TitledSection
      id="affiliate-payouts"
      title="Payouts"
      className="mt-8 space-y-3"
      titleClassName="text-lg font-semibold"
    >
      <DataTable
        caption="Payouts"
        columns={payoutColumns}
        rows={payouts}
        getRowId={(row) => row.id}
        empty="No payout yet."
      />
      {payouts.length >= AFFILIATE_DETAIL_LIST_LIMIT ? (
        <p className="text-sm text-muted-foreground">
          The latest {AFFILIATE_DETAIL_LIST_LIMIT} payouts. The ledger below has every entry, with
          the payout that paid it.
        </p>
      ) : null}
    </TitledSection>
  );
}

function LedgerTable({
  uid,
  onRelease,
}: {
  uid: string;
  onRelease: (entry: LedgerEntryRow) => void;
}) {
  const ledger = usePagedOperationQuery('adminAffiliateOperations', 'listLedger', {
    uid,
    pageSize: LEDGER_PAGE_SIZE,
  });
  const [now] = useState(() => Date.now());
  const columns: ColumnDef<LedgerEntryRow, unknown>[] = [
    fixedColumn('createdAt', 'Date', (row) => formatDate(row.createdAt)),
    fixedColumn('kind', 'Kind', (row) => kindLabel(row)),
    fixedColumn('amount', 'Amount', (row) => formatMinorUnits(row.amountCents, row.currency)),
    fixedColumn('company', 'Company', (row) => row.companyId || '—'),
    fixedColumn('note', 'Note', (row) => row.reason ?? row.note ?? ''),
    // The commission's rule as recorded when its invoice was paid.
    fixedColumn('rule', 'Rule', (row) => (row.rule ? ruleWords(row.rule, 'admin') : '')),
    fixedColumn('availableAt', 'Available', (row) => formatDate(row.availableAt)),
    fixedColumn('state', 'State', (row) => entryState(row, now, onRelease)),
  ];
  return (
    <TitledSection
      id="affiliate-ledger"
      title="Ledger"
      className="mt-8 space-y-3"
      titleClassName="text-lg font-semibold"
    >
      <ServerListTable
        list={ledger}
        rows={(answer) => answer.entries}
        errorClassName="mb-0"
        caption="Ledger entries"
        columns={columns}
        getRowId={(row) => row.id}
        empty="No ledger entry yet."
      />
    </TitledSection>
  );
}
