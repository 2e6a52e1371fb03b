import { payoutDetailsTokenSchema, type PayoutDetails } from '@contracts/affiliate-payout-details';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/companies/dates';
import { useOperationQuery } from '@/lib/data/operation-query';
import { useOperation } from '@/lib/data/use-action';
import { callableMessage } from '@/lib/firebase/callable-errors';
import { Alert } from '@/lib/ui/alert';
import { Button } from '@/lib/ui/button';
import { LinkButton } from '@/lib/ui/link-button';
import { PageHeader } from '@/lib/ui/page-header';
import { RetryAlert } from '@/lib/ui/retry-alert';
import { LoadingBlocks } from '@/lib/ui/skeleton';
import { Spinner } from '@/lib/ui/spinner';
import { PayoutDetailsList } from './payout-details-view';

const backToDashboard = (
  <LinkButton to={paths.affiliateDashboard.path} variant="outline">
    Back to the dashboard
  </LinkButton>
);

/**
 * /affiliate/confirm-payout-details?token=…: the mailed link. Opening it changes nothing (mail
 * scanners open links too): the page shows the change waiting and the affiliate confirms it with
 * the button. The token leaves the address bar once it is used.
 */
export default function ConfirmPayoutDetailsPage() {
  const [params, setParams] = useSearchParams();
  const token = params.get('token') ?? '';
  const tokenOk = payoutDetailsTokenSchema.safeParse(token).success;
  const state = useOperationQuery('affiliateEarningsOperations', 'getPayoutDetails', {});
  const [confirmed, setConfirmed] = useState<PayoutDetails | null>(null);
  const confirming = useOperation('affiliateEarningsOperations', 'confirmPayoutDetailsChange', {
    success: 'Your payout details are updated.',
    errorToast: false,
    onSuccess: ({ details }) => {
      setConfirmed(details);
      setParams({}, { replace: true });
    },
  });
  const pending = state.data?.pending ?? null;

  return (
    <>
      <PageHeader
        title="Confirm payout details"
        description="Check where your affiliate payouts will go, then confirm."
      />
      <div className="max-w-2xl space-y-4">
        {confirmed ? (
          <>
            <Alert variant="info">Done: your payouts now go to the details below.</Alert>
            <div className="rounded-xl border bg-card p-4 sm:p-6">
              <PayoutDetailsList details={confirmed} label="Confirmed payout details" />
            </div>
            {backToDashboard}
          </>
        ) : !tokenOk ? (
          <>
            <Alert variant="destructive">
              This link is incomplete. Open it again from the mail, or save your payout details
              again on the dashboard for a new one.
            </Alert>
            {backToDashboard}
          </>
        ) : state.status === 'error' ? (
          <RetryAlert onRetry={() => void state.refetch()} className="mb-0">
            {callableMessage(state.error)}
          </RetryAlert>
        ) : state.isPending ? (
          <LoadingBlocks label="Loading the change" blocks={['h-32 w-full rounded-xl']} />
        ) : !pending ? (
          <>
            <Alert>
              No change of payout details is waiting for confirmation: it was confirmed already, or
              its link expired. Your dashboard shows the details in force.
            </Alert>
            {backToDashboard}
          </>
        ) : (
          <>
            <div className="rounded-xl border bg-card p-4 sm:p-6">
              <PayoutDetailsList details={pending.details} label="New payout details" />
              <p className="mt-2 text-xs text-muted-foreground">
                Asked for on {formatDateTime(pending.requestedAt)}; this link works until{' '}
                {formatDateTime(pending.expiresAt)}.
              </p>
            </div>
            {confirming.error ? (
              <Alert variant="destructive">{callableMessage(confirming.error)}</Alert>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <Button disabled={confirming.pending} onClick={() => confirming.run({ token })}>
                {confirming.pending ? <Spinner label="Confirming" /> : null}
                Confirm payout details
              </Button>
              {backToDashboard}
            </div>
          </>
        )}
      </div>
    </>
  );
}
