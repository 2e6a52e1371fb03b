import type { AdjustInput } from '@contracts/admin-affiliates';
import type { AdjustmentType } from '@contracts/affiliate-programme';
import { useState, type FormEvent } from 'react';
import { useOperation } from '@/lib/data/use-action';
import { callableMessage } from '@/lib/firebase/callable-errors';
import { formatMinorUnits } from '@/lib/money';
import { Alert } from '@/lib/ui/alert';
import { Button } from '@/lib/ui/button';
import { Dialog } from '@/lib/ui/dialog';
import { fieldAria, FormField } from '@/lib/ui/form-field';
import { Input, Textarea } from '@/lib/ui/input';
import { SelectField } from '@/lib/ui/select-field';
import { Spinner } from '@/lib/ui/spinner';
import {
  currencyOptions,
  parseAdjustment,
  type AdjustmentCurrency,
  type AdjustmentField,
} from './adjustment-form';

const TYPES: { value: AdjustmentType; label: string; hint: string }[] = [
  { value: 'bonus', label: 'Bonus', hint: 'Adds to their balance' },
  { value: 'clawback', label: 'Clawback', hint: 'Takes from their balance' },
];

/** What confirming does, in words, for the review step. */
function consequence(payload: AdjustInput, name: string): { title: string; text: string } {
  const amount = formatMinorUnits(payload.amountCents, payload.currency);
  const code = payload.currency.toUpperCase();
  return payload.type === 'bonus'
    ? {
        title: `Add a bonus of ${amount} to ${name}?`,
        text: `It is payable at once, in the next ${code} payout that reaches the ${code} minimum.`,
      }
    : {
        title: `Claw back ${amount} from ${name}?`,
        text: `It lowers their ${code} balance at once, below zero if need be: no ${code} payout is made until it is positive again. Other currencies are not touched.`,
      };
}

/**
 * "Adjust balance": a bonus or clawback with its amount, currency and reason, reviewed before it
 * is written. The affiliate sees the line ("Bonus" / "Adjustment (clawback)") and the reason on
 * their earnings; the server writes it with its audit entry and refreshes this page.
 */
export function AdjustBalanceDialog({
  uid,
  name,
  open,
  onOpenChange,
}: {
  uid: string;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [type, setType] = useState<AdjustmentType>('bonus');
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState<AdjustmentCurrency>('usd');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<AdjustmentField, string>>>({});
  const [review, setReview] = useState<AdjustInput | null>(null);
  const adjust = useOperation('adminAffiliateOperations', 'adjust', {
    errorToast: false,
    success: (_answer, input) => (input.type === 'bonus' ? 'Bonus added.' : 'Clawback recorded.'),
    onSuccess: () => finish(),
  });

  /** Clears the form and closes (also after success, while the call still counts as pending). */
  function finish() {
    setType('bonus');
    setAmount('');
    setCurrency('usd');
    setReason('');
    setErrors({});
    setReview(null);
    adjust.reset();
    onOpenChange(false);
  }
  const close = (next: boolean) => {
    if (!next && !adjust.pending) finish();
  };

  const onReview = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseAdjustment(uid, { type, amount, currency, reason });
    if ('errors' in parsed) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    setReview(parsed.payload);
  };

  const title = `Adjust ${name}'s balance`;
  if (review) {
    const { title: question, text } = consequence(review, name);
    return (
      <Dialog open={open} onOpenChange={close} title={question} description={text}>
        <div className="space-y-3 text-sm">
          <p>
            They see it on their earnings as{' '}
            <strong>{review.type === 'bonus' ? 'Bonus' : 'Adjustment (clawback)'}</strong> with your
            reason: “{review.reason.trim()}”. It is recorded in the audit log.
          </p>
          {adjust.error ? (
            <Alert variant="destructive">{callableMessage(adjust.error)}</Alert>
          ) : null}
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <Button
              variant="outline"
              // The form that had focus is gone: start the review on the way back, not on the money.
              autoFocus
              disabled={adjust.pending}
              onClick={() => {
                adjust.reset();
                setReview(null);
              }}
            >
              Back
            </Button>
            <Button
              variant={review.type === 'clawback' ? 'destructive' : 'default'}
              disabled={adjust.pending}
              onClick={() => adjust.run(review)}
            >
              {adjust.pending ? <Spinner label="Saving" /> : null}
              {review.type === 'bonus' ? 'Add bonus' : 'Claw back'}
            </Button>
          </div>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={title}
      description="A bonus or a clawback outside any invoice, with the reason the affiliate will read."
    >
      <form onSubmit={onReview} className="space-y-4" noValidate>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">Type</legend>
          <div className="grid grid-cols-2 gap-2">
            {TYPES.map((option) => (
              <label
                key={option.value}
                className="flex cursor-pointer items-start gap-2 rounded-md border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
              >
                <input
                  type="radio"
                  name="adjustment-type"
                  value={option.value}
                  checked={type === option.value}
                  onChange={() => setType(option.value)}
                  className="mt-0.5 accent-primary"
                />
                <span>
                  <span className="block font-medium">{option.label}</span>
                  <span className="block text-xs text-muted-foreground">{option.hint}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField id="adjust-amount" label="Amount" error={errors.amount}>
            <Input
              {...fieldAria('adjust-amount', errors.amount)}
              inputMode="decimal"
              autoComplete="off"
              placeholder="25.00"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
          </FormField>
          <SelectField
            id="adjust-currency"
            label="Currency"
            value={currency}
            options={currencyOptions}
            onValueChange={setCurrency}
          />
        </div>
        <FormField
          id="adjust-reason"
          label="Reason"
          error={errors.reason}
          hint="3 to 500 characters. The affiliate sees it with the line; it is kept in the audit log."
        >
          <Textarea
            {...fieldAria('adjust-reason', errors.reason, true)}
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </FormField>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button type="submit">Review</Button>
        </div>
      </form>
    </Dialog>
  );
}
