import {
  describePayoutDetails,
  PAYOUT_METHOD_LABELS,
  PAYOUT_METHODS,
  WISE_CURRENCIES,
  type PayoutDetails,
} from '@contracts/affiliate-payout-details';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useOperation } from '@/lib/data/use-action';
import { callableMessage } from '@/lib/firebase/callable-errors';
import { Button } from '@/lib/ui/button';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { SelectField } from '@/lib/ui/select-field';
import { formFields, TextField } from '@/lib/ui/text-field';
import {
  formValuesOf,
  payoutDetailsResolver,
  type PayoutDetailsFormValues,
} from './payout-details-form-model';

const currencyNames = new Intl.DisplayNames(['en'], { type: 'currency' });
const CURRENCY_OPTIONS = WISE_CURRENCIES.map((code) => ({
  value: code,
  label: `${code}: ${currencyNames.of(code) ?? code}`,
}));

function RadioChoice<V extends string>({
  name,
  legend,
  options,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="size-4 accent-primary"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * New payout details, checked by the server's own schema. Saving asks first, then mails the
 * confirmation link: the details take effect only once the affiliate opens it.
 */
export function PayoutDetailsForm({
  current,
  accountEmail,
  onDone,
}: {
  current: PayoutDetails | null;
  /** Where the link goes (the signed-in account's address), to say so before sending. */
  accountEmail: string | null;
  onDone: () => void;
}) {
  const form = useForm<PayoutDetailsFormValues, unknown, PayoutDetails>({
    resolver: payoutDetailsResolver,
    defaultValues: formValuesOf(current),
  });
  const field = formFields(form, 'payout');
  const method = useWatch({ control: form.control, name: 'method' });
  const destination = useWatch({ control: form.control, name: 'wiseDestination' });
  const [asking, setAsking] = useState<PayoutDetails | null>(null);
  const requesting = useOperation('affiliateEarningsOperations', 'requestPayoutDetailsChange', {
    success: ({ emailSent, pending }) =>
      emailSent
        ? `Check your inbox: we sent a confirmation link to ${pending.sentTo}.`
        : 'Saved, but the confirmation mail could not be sent. Save again in a minute for a new link.',
    // Refused in the dialog, where it was asked.
    errorToast: false,
    onSuccess: () => {
      setAsking(null);
      onDone();
    },
  });

  return (
    <form
      noValidate
      aria-labelledby="payout-form-title"
      className="space-y-5 rounded-xl border bg-card p-4 sm:p-6"
      onSubmit={form.handleSubmit((details) => {
        requesting.reset();
        setAsking(details);
      })}
    >
      <h3 id="payout-form-title" className="text-lg font-semibold">
        {current ? 'Change payout details' : 'Add payout details'}
      </h3>
      <RadioChoice
        name="payout-method"
        legend="Payout method"
        options={PAYOUT_METHODS.map((value) => ({ value, label: PAYOUT_METHOD_LABELS[value] }))}
        value={method}
        onChange={(value) => form.setValue('method', value)}
      />
      {method === 'paypal' ? (
        <TextField
          {...field('paypalEmail')}
          label="PayPal email"
          hint="The email address of the PayPal account that receives your payouts."
          type="email"
          autoComplete="email"
        />
      ) : (
        <div className="space-y-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              {...field('accountHolderName')}
              label="Account holder name"
              hint="As it appears on the bank account."
              autoComplete="name"
            />
            <Controller
              control={form.control}
              name="currency"
              render={({ field: currency }) => (
                <SelectField
                  id="payout-currency"
                  label="Currency you receive"
                  value={currency.value}
                  onValueChange={currency.onChange}
                  options={CURRENCY_OPTIONS}
                />
              )}
            />
          </div>
          <RadioChoice
            name="payout-wise-destination"
            legend="How Wise reaches you"
            options={[
              { value: 'email', label: 'By email (Wise asks for your bank details)' },
              { value: 'iban', label: 'To my IBAN' },
            ]}
            value={destination}
            onChange={(value) => form.setValue('wiseDestination', value)}
          />
          {destination === 'email' ? (
            <TextField
              {...field('wiseEmail')}
              label="Wise recipient email"
              type="email"
              autoComplete="email"
            />
          ) : (
            <TextField
              {...field('iban')}
              label="IBAN"
              hint="Starts with your country code, e.g. DE89 3704 0044 0532 0130 00."
              autoCapitalize="characters"
              spellCheck={false}
            />
          )}
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit">Save payout details</Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title="Confirm by email?"
        description={
          <>
            <p>
              Payouts will go to <strong>{asking ? describePayoutDetails(asking) : ''}</strong> once
              you open the link we mail to {accountEmail ?? 'your account address'}. The link works
              for 24 hours; until then, your payouts go where they go now.
            </p>
            {requesting.error ? (
              <p role="alert" className="text-destructive">
                {callableMessage(requesting.error)}
              </p>
            ) : null}
          </>
        }
        confirmLabel="Send the link"
        busy={requesting.pending}
        onConfirm={() => asking && requesting.run({ details: asking })}
      />
    </form>
  );
}
