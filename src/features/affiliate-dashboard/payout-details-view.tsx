import {
  formatIban,
  PAYOUT_METHOD_LABELS,
  type PayoutDetails,
} from '@contracts/affiliate-payout-details';
import { DescriptionRow } from '@/lib/ui/description-row';

/** Payout details as rows of a description list (method, where, for whom, in what). */
export function PayoutDetailsList({ details, label }: { details: PayoutDetails; label: string }) {
  return (
    <dl aria-label={label} className="divide-y">
      <DescriptionRow label="Method" value={PAYOUT_METHOD_LABELS[details.method]} />
      {details.method === 'paypal' ? (
        <DescriptionRow label="PayPal email" value={details.email} />
      ) : (
        <>
          <DescriptionRow label="Account holder" value={details.accountHolderName} />
          <DescriptionRow label="Currency you receive" value={details.currency} />
          {details.iban ? (
            <DescriptionRow label="IBAN" value={formatIban(details.iban)} />
          ) : (
            <DescriptionRow label="Wise recipient email" value={details.recipientEmail} />
          )}
        </>
      )}
    </dl>
  );
}
