import { describePayoutDetails } from '@contracts/affiliate-payout-details';
import { useState } from 'react';
import { useAuthStore } from '@/lib/auth/auth-store';
import { formatDate, formatDateTime } from '@/lib/companies/dates';
import { useOperationQuery } from '@/lib/data/operation-query';
import { callableMessage } from '@/lib/firebase/callable-errors';
import { Alert } from '@/lib/ui/alert';
import { Button } from '@/lib/ui/button';
import { RetryAlert } from '@/lib/ui/retry-alert';
import { LoadingBlocks } from '@/lib/ui/skeleton';
import { PayoutDetailsForm } from './payout-details-form';
import { PayoutDetailsList } from './payout-details-view';

/**
 * "Payout details": where payouts go now, a change waiting for its mailed link, and the form to
 * change them (not offered to a suspended affiliate, whom no payout is made). Read through
 * affiliateEarningsOperations; only functions write them.
 */
export function PayoutDetailsSection({ canChange }: { canChange: boolean }) {
  const accountEmail = useAuthStore((s) => s.user?.email ?? null);
  const state = useOperationQuery('affiliateEarningsOperations', 'getPayoutDetails', {});
  const [editing, setEditing] = useState(false);
  const data = state.data;

  return (
    <section aria-labelledby="payout-details-heading" className="space-y-4">
      <div>
        <h2 id="payout-details-heading" className="text-xl font-semibold">
          Payout details
        </h2>
        <p className="text-sm text-muted-foreground">
          Where your payouts go. A change takes effect once you confirm it from your inbox.
        </p>
      </div>
      {state.status === 'error' ? (
        <RetryAlert onRetry={() => void state.refetch()} className="mb-0">
          {callableMessage(state.error)}
        </RetryAlert>
      ) : null}
      {state.isPending ? (
        <LoadingBlocks label="Loading payout details" blocks={['h-24 w-full rounded-xl']} />
      ) : null}
      {data ? (
        <div className="rounded-xl border bg-card p-4 sm:p-6">
          {data.details ? (
            <>
              <PayoutDetailsList details={data.details} label="Current payout details" />
              {data.confirmedAt ? (
                <p className="mt-2 text-xs text-muted-foreground">
                  Confirmed on {formatDate(data.confirmedAt)}.
                </p>
              ) : null}
            </>
          ) : (
            <p className="text-sm">
              No payout details yet. Add them so your payouts can be sent: a payout made without
              them waits until we hear from you.
            </p>
          )}
        </div>
      ) : null}
      {data?.pending ? (
        <Alert variant="info" data-testid="pending-payout-details">
          <p className="font-medium">Waiting for your confirmation</p>
          <p className="mt-1">
            We mailed a link to {data.pending.sentTo} to send your payouts to{' '}
            <strong>{describePayoutDetails(data.pending.details)}</strong>. It works until{' '}
            {formatDateTime(data.pending.expiresAt)}; until you open it, payouts go to the details
            above.
          </p>
        </Alert>
      ) : null}
      {data && canChange && !editing ? (
        <Button variant="outline" onClick={() => setEditing(true)}>
          {data.details ? 'Change payout details' : 'Add payout details'}
        </Button>
      ) : null}
      {data && canChange && editing ? (
        <PayoutDetailsForm
          current={data.pending?.details ?? data.details}
          accountEmail={accountEmail}
          onDone={() => setEditing(false)}
        />
      ) : null}
    </section>
  );
}
