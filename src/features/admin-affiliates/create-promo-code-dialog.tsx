import { PROMO_CODE_RULE } from '@contracts/affiliate-promo-code-format';
import { useState, type FormEvent } from 'react';
import { useOperation } from '@/lib/data/use-action';
import { callableFieldIssue, callableMessage } from '@/lib/firebase/callable-errors';
import { Alert } from '@/lib/ui/alert';
import { Button } from '@/lib/ui/button';
import { Dialog } from '@/lib/ui/dialog';
import { fieldAria, FormField } from '@/lib/ui/form-field';
import { Input } from '@/lib/ui/input';
import { Spinner } from '@/lib/ui/spinner';
import {
  EMPTY_PROMO_CODE_FIELDS,
  parsePromoCodeForm,
  type PromoCodeField,
  type PromoCodeFields,
} from './promo-code-form';

const FIELDS: readonly PromoCodeField[] = [
  'code',
  'percentOff',
  'durationMonths',
  'stripePromotionCodeId',
];

/**
 * "New promo code" for an approved affiliate: the code (unique across all), an optional discount
 * for the customer, and the Stripe promotion code that gives it there. A refusal is shown at its
 * field (a code already taken) or above the buttons.
 */
export function CreatePromoCodeDialog({
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
  const [fields, setFields] = useState<PromoCodeFields>(EMPTY_PROMO_CODE_FIELDS);
  const [errors, setErrors] = useState<Partial<Record<PromoCodeField, string>>>({});
  const create = useOperation('adminAffiliateOperations', 'createPromoCode', {
    errorToast: false,
    success: (answer) => `${answer.code} is ready to share.`,
    onSuccess: () => finish(),
  });

  function finish() {
    setFields(EMPTY_PROMO_CODE_FIELDS);
    setErrors({});
    create.reset();
    onOpenChange(false);
  }
  const close = (next: boolean) => {
    if (!next && !create.pending) finish();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parsePromoCodeForm(uid, fields);
    if ('errors' in parsed) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    create.run(parsed.payload);
  };

  const serverIssue = callableFieldIssue(create.error, FIELDS);
  const errorOf = (field: PromoCodeField) =>
    errors[field] ?? (serverIssue?.field === field ? serverIssue.message : undefined);
  const set = (field: PromoCodeField) => (value: string) =>
    setFields((current) => ({ ...current, [field]: value }));

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={`New promo code for ${name}`}
      description="A checkout paid with it refers the company to this affiliate when nothing referred it before. It is recorded in the audit log."
    >
      <form onSubmit={onSubmit} className="space-y-4" noValidate>
        <FormField
          id="promo-code"
          label="Code"
          error={errorOf('code')}
          hint={`${PROMO_CODE_RULE} Stored in capitals; never given to anyone else.`}
        >
          <Input
            {...fieldAria('promo-code', errorOf('code'), true)}
            autoComplete="off"
            className="font-mono uppercase"
            maxLength={32}
            placeholder="PODCAST-10"
            value={fields.code}
            onChange={(event) => set('code')(event.target.value)}
          />
        </FormField>
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium">Customer discount (optional)</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField
              id="promo-percent"
              label="Percent off"
              error={errorOf('percentOff')}
              hint="1 to 100; empty: no discount."
            >
              <Input
                {...fieldAria('promo-percent', errorOf('percentOff'), true)}
                inputMode="numeric"
                autoComplete="off"
                value={fields.percentOff}
                onChange={(event) => set('percentOff')(event.target.value)}
              />
            </FormField>
            <FormField
              id="promo-months"
              label="For how many months"
              error={errorOf('durationMonths')}
              hint="Empty: every payment."
            >
              <Input
                {...fieldAria('promo-months', errorOf('durationMonths'), true)}
                inputMode="numeric"
                autoComplete="off"
                value={fields.durationMonths}
                onChange={(event) => set('durationMonths')(event.target.value)}
              />
            </FormField>
          </div>
        </fieldset>
        <FormField
          id="promo-stripe"
          label="Stripe promotion code id (optional)"
          error={errorOf('stripePromotionCodeId')}
          hint="promo_… of the promotion code you created in Stripe for this discount. Without it, Stripe cannot give the discount."
        >
          <Input
            {...fieldAria('promo-stripe', errorOf('stripePromotionCodeId'), true)}
            autoComplete="off"
            className="font-mono"
            value={fields.stripePromotionCodeId}
            onChange={(event) => set('stripePromotionCodeId')(event.target.value)}
          />
        </FormField>
        {create.error && !serverIssue ? (
          <Alert variant="destructive">{callableMessage(create.error)}</Alert>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={create.pending}>
            {create.pending ? <Spinner label="Creating" /> : null}
            Create code
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
