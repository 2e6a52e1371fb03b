import {
  CONFIRM_PAYOUT_DETAILS_PARAM,
  payoutDetailsTokenSchema,
  type PayoutDetails,
} from '@contracts/affiliate-payout-details';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '@/lib/companies/dates';
import { useOperationQuery } from '@/lib/data/operation-query';
import { useOperation } from '@/lib/data/use-action';
import { callableMessage } from '@/lib/firebase/callable-errors';
import { Alert } from '@/lib/ui/alert';
import { Button } from '@/lib/ui/button';
import { RetryAlert } from '@/lib/ui/retry-alert';
import { LoadingBlocks } from '@/lib/ui/skeleton';
import { Spinner } from '@/lib/ui/spinner';
import { PayoutDetailsList } from './payout-details-view';

/**
 * The mailed link lands on the dashboard with `?confirmPayoutDetails=<token>`: this card shows
 * the change waiting and confirms it with its button. Opening the link changes nothing (mail
 * scanners open links too). The token leaves the address bar once it is used or dismissed.
 */
export function ConfirmPayoutDetailsCard() {
  const [params, setParams] = useSearchParams();
  // Kept from the first render: the address bar loses it once used.
  const [token] = useState(() => params.get(CONFIRM_PAYOUT_DETAILS_PARAM));
  const [closed, setClosed] = useState(false);
  const [confirmed, setConfirmed] = useState<PayoutDetails | null>(null);
  const tokenOk = payoutDetailsTokenSchema.safeParse(token).success;
  const state = useOperationQuery(
    'affiliateEarningsOperations',
    'getPayoutDetails',
    {},
    { enabled: token !== null },
  );
  const forgetToken = () => {
    const next = new URLSearchParams(params);
    next.delete(CONFIRM_PAYOUT_DETAILS_PARAM);
    setParams(next, { replace: true });
  };
  const confirming = useOperation('affiliateEarningsOperations', 'confirmPayoutDetailsChange', {
    success: 'Your payout details are updated.',
    errorToast: false,
    onSuccess: ({ details }) => {
      setConfirmed(details);
      forgetToken();
    },
  });
  if (token === null || closed) return null;
  const close = () => {
    setClosed(true);
    forgetToken();
  };
  const pending = state.data?.pending ?? null;
  const closeButton = (
    <Button variant="outline" onClick={close}>
      Close
    </Button>
  );

  return (
    <section
      aria-labelledby="confirm-payout-details-heading"
      className="space-y-4 rounded-xl border border-primary/40 bg-card p-4 sm:p-6"
    >
      <h2 id="confirm-payout-details-heading" className="text-xl font-semibold">
        Confirm payout details
      </h2>
      {confirmed ? (
        <>
          <Alert variant="info">Done: your payouts now go to these details.</Alert>
          <PayoutDetailsList details={confirmed} label="Confirmed payout details" />
          {closeButton}
        </>
      ) : !tokenOk ? (
        <>
          <Alert variant="destructive">
            This link is incomplete. Open it again from the mail, or save your payout details again
            below for a new one.
          </Alert>
          {closeButton}
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
            its link expired. The details in force are below.
          </Alert>
          {closeButton}
        </>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            Check where your affiliate payouts will go, then confirm. Asked for on{' '}
            {formatDateTime(pending.requestedAt)}; this link works until{' '}
            {formatDateTime(pending.expiresAt)}.
          </p>
          <PayoutDetailsList details={pending.details} label="New payout details" />
          {confirming.error ? (
            <Alert variant="destructive">{callableMessage(confirming.error)}</Alert>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button
              disabled={confirming.pending}
              onClick={() => token && confirming.run({ token })}
            >
              {confirming.pending ? <Spinner label="Confirming" /> : null}
              Confirm payout details
            </Button>
            {closeButton}
          </div>
        </>
      )}
    </section>
  );
}
