import { ADMIN_REASON_MAX, ADMIN_REASON_MIN } from '@contracts/admin-affiliates';
import { useState } from 'react';
import { useOperation } from '@/lib/data/use-action';
import { callableMessage } from '@/lib/firebase/callable-errors';
import { Alert } from '@/lib/ui/alert';
import { Button } from '@/lib/ui/button';
import { Dialog } from '@/lib/ui/dialog';
import { fieldAria, FormField } from '@/lib/ui/form-field';
import { Textarea } from '@/lib/ui/input';
import { Spinner } from '@/lib/ui/spinner';
import { AffiliatePicker, type PickedAffiliate } from './affiliate-picker';

/** The company whose referral moves, and the affiliate it credits now. */
export interface ReferralToMove {
  companyId: string;
  companyLabel: string;
  fromUid: string;
  fromName: string;
}

/**
 * "Reassign referral": the new affiliate (or none) and a reason, then a review saying what moves
 * and what stays, then the call. The server refuses a suspended affiliate and one who runs the
 * company (shown in place); both affiliates get a line on their earnings, without the reason.
 */
export function ReassignReferralDialog({
  referral,
  onClose,
}: {
  referral: ReferralToMove | null;
  onClose: () => void;
}) {
  const [picked, setPicked] = useState<PickedAffiliate | null>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const reassign = useOperation('adminAffiliateOperations', 'reassignReferral', {
    errorToast: false,
    success: (answer) =>
      answer.affiliateUid ? 'Referral reassigned.' : 'Referral removed: no affiliate now.',
    onSuccess: () => finish(),
  });

  /** Clears the choice and closes (also after success, while the call still counts as pending). */
  function finish() {
    setPicked(null);
    setReason('');
    setProblem(null);
    setReviewing(false);
    reassign.reset();
    onClose();
  }
  const close = (next: boolean) => {
    if (!next && !reassign.pending) finish();
  };

  const onReview = () => {
    if (!picked) {
      setProblem('Choose the new affiliate, or No affiliate.');
      return;
    }
    if (reason.trim().length < ADMIN_REASON_MIN) {
      setProblem(`Give a reason of at least ${ADMIN_REASON_MIN} characters.`);
      return;
    }
    setProblem(null);
    setReviewing(true);
  };

  if (!referral) return null;
  const { companyLabel, fromName } = referral;

  if (reviewing && picked) {
    return (
      <Dialog
        open
        onOpenChange={close}
        title={
          picked.uid
            ? `Move the referral of ${companyLabel} to ${picked.label}?`
            : `Remove the referral of ${companyLabel}?`
        }
        description={`${
          picked.uid
            ? `Commissions from its next paid invoice go to ${picked.label}, within what is left of the company's commission period.`
            : 'From its next paid invoice, the company earns nobody a commission.'
        } Entries already in the ledger stay with ${fromName}.`}
      >
        <div className="space-y-3 text-sm">
          <p>
            {fromName}
            {picked.uid ? ` and ${picked.label} each see` : ' sees'} a line on their earnings naming
            the company, not your reason. The change and the reason are recorded in the audit log.
          </p>
          {reassign.error ? (
            <Alert variant="destructive">{callableMessage(reassign.error)}</Alert>
          ) : null}
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <Button
              variant="outline"
              // The form that had focus is gone: start the review on the way back.
              autoFocus
              disabled={reassign.pending}
              onClick={() => {
                reassign.reset();
                setReviewing(false);
              }}
            >
              Back
            </Button>
            <Button
              variant={picked.uid ? 'default' : 'destructive'}
              disabled={reassign.pending}
              onClick={() =>
                reassign.run({
                  companyId: referral.companyId,
                  affiliateUid: picked.uid,
                  reason: reason.trim(),
                })
              }
            >
              {reassign.pending ? <Spinner label="Saving" /> : null}
              {picked.uid ? 'Reassign referral' : 'Remove referral'}
            </Button>
          </div>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog
      open
      onOpenChange={close}
      title={`Reassign the referral of ${companyLabel}`}
      description={`It credits ${fromName} now. Choose who it credits from now on.`}
    >
      <div className="space-y-4">
        <AffiliatePicker picked={picked} onPick={setPicked} exclude={referral.fromUid} />
        <FormField
          id="reassign-reason"
          label="Reason"
          hint={`${ADMIN_REASON_MIN} to ${ADMIN_REASON_MAX} characters, kept in the audit log (the affiliates do not see it).`}
        >
          <Textarea
            {...fieldAria('reassign-reason', undefined, true)}
            rows={3}
            maxLength={ADMIN_REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </FormField>
        {problem ? <Alert variant="destructive">{problem}</Alert> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button onClick={onReview}>Review</Button>
        </div>
      </div>
    </Dialog>
  );
}
