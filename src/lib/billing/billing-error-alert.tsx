import { CallableErrorText } from '../companies/error-toast';
import { Alert } from '../ui/alert';
import { billingErrorMessage, isBillingNotice } from './billing-errors';

/** A failed billing call: a calm notice for refusals, an alert for failures. */
export function BillingErrorAlert({ error, className }: { error: unknown; className?: string }) {
  if (!error) return null;
  if (isBillingNotice(error)) {
    return (
      <Alert variant="info" className={className}>
        {billingErrorMessage(error)}
      </Alert>
    );
  }
  return (
    <Alert variant="destructive" className={className}>
      <CallableErrorText error={error} />
    </Alert>
  );
}
