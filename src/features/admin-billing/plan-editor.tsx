import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminPlan } from '@contracts/admin-billing';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useOperation } from '@/lib/data/use-action';
import { callableFieldIssue, callableMessage } from '@/lib/firebase/callable-errors';
import { Alert } from '@/lib/ui/alert';
import { Button } from '@/lib/ui/button';
import { Spinner } from '@/lib/ui/spinner';
import { SwitchField } from '@/lib/ui/switch';
import { formFields, TextareaField, TextField } from '@/lib/ui/text-field';
import { planFormSchema, planFormValues, priceUnit, toPlanInput, type PlanForm } from './plan-form';

/** Where a server issue (`payload.prices.month.providerPriceId`) shows in the form. */
const FIELD_OF_ISSUE = {
  planId: 'planId',
  name: 'name',
  description: 'description',
  features: 'features',
  'limits.seats': 'limits.seats',
  currency: 'currency',
  trialDays: 'trialDays',
  order: 'order',
  active: 'active',
  'prices.month.providerPriceId': 'month.providerPriceId',
  'prices.year.providerPriceId': 'year.providerPriceId',
  'prices.month.amount': 'month.dollars',
  'prices.year.amount': 'year.dollars',
} as const satisfies Record<string, FieldPath<PlanForm>>;
type ServerField = keyof typeof FIELD_OF_ISSUE;
const SERVER_FIELDS = Object.keys(FIELD_OF_ISSUE) as ServerField[];
const formField = (path: ServerField): FieldPath<PlanForm> => FIELD_OF_ISSUE[path];

/** The whole-number fields, side by side. */
const NUMBER_FIELDS = [
  { name: 'limits.seats', label: 'Seat limit', min: 1 },
  { name: 'trialDays', label: 'Trial days', min: 0 },
  { name: 'order', label: 'Order', min: 0 },
] as const satisfies readonly {
  name: FieldPath<PlanForm>;
  label: string;
  min: number;
}[];

/**
 * Every field of a plan: id (new plans only), name, description, features (one per line), seat
 * limit, the price per seat of each interval in the plan's currency (the labels name it) with
 * its provider price id, trial days, order and whether it is offered. Saving calls `savePlan`;
 * the server's refusals show at their field (any other above the button).
 */
export function PlanEditor({
  plan,
  nextOrder,
  onSaved,
}: {
  plan: AdminPlan | null;
  nextOrder: number;
  onSaved: (planId: string) => void;
}) {
  const saving = useOperation('adminBillingOperations', 'savePlan', {
    success: ({ planId }) => `Plan ${planId} saved.`,
    errorToast: false,
    onSuccess: ({ planId }) => onSaved(planId),
  });
  const form = useForm<PlanForm>({
    resolver: zodResolver(planFormSchema),
    defaultValues: planFormValues(plan, nextOrder),
  });
  const { formState, control, setValue } = form;
  const errors = formState.errors;
  const [monthEnabled, yearEnabled, active, currency] = useWatch({
    control,
    name: ['month.enabled', 'year.enabled', 'active', 'currency'],
  });
  const unit = priceUnit(currency);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await saving.runAsync(toPlanInput(values));
    } catch (caught) {
      const issue = callableFieldIssue(caught, SERVER_FIELDS);
      if (issue) form.setError(formField(issue.field), { message: issue.message });
    }
  });
  // A refusal that names no field of the form.
  const error =
    saving.error && !callableFieldIssue(saving.error, SERVER_FIELDS)
      ? callableMessage(saving.error)
      : null;

  const field = formFields(form, 'plan');
  const price = (interval: 'month' | 'year', label: string, enabled: boolean) => (
    <fieldset className="space-y-3 rounded-lg border p-3">
      <legend className="px-1 text-sm font-medium">{label} price</legend>
      <SwitchField
        id={`plan-${interval}-enabled`}
        label={`Offer ${label.toLowerCase()} billing`}
        checked={enabled}
        onCheckedChange={(checked) => setValue(`${interval}.enabled`, checked)}
      />
      {enabled ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            {...field(`${interval}.dollars`)}
            label={unit ? `${label} price (${unit} per seat)` : `${label} price (per seat)`}
            inputMode="decimal"
          />
          <TextField
            {...field(`${interval}.providerPriceId`)}
            label={`${label} provider price id`}
            hint="Stripe's price_… id; test mode makes one up when empty."
          />
        </div>
      ) : null}
    </fieldset>
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="space-y-4" noValidate>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField {...field('planId')} label="Plan id" readOnly={!!plan} />
        <TextField {...field('name')} label="Name" />
      </div>
      <TextField {...field('description')} label="Description" />
      <TextareaField {...field('features')} label="Features" hint="One per line." rows={4} />
      <div className="grid gap-3 sm:grid-cols-4">
        {NUMBER_FIELDS.map(({ name, label, min }) => (
          <TextField
            key={name}
            {...field(name, { valueAsNumber: true })}
            label={label}
            type="number"
            min={min}
          />
        ))}
        <TextField {...field('currency')} label="Currency" />
      </div>
      {price('month', 'Monthly', monthEnabled)}
      {price('year', 'Yearly', yearEnabled)}
      <SwitchField
        id="plan-active"
        label="Offered on /pricing"
        description="A retired plan keeps its subscribers; new checkouts are refused."
        checked={active}
        onCheckedChange={(checked) => setValue('active', checked)}
      />
      {errors.active?.message ? <Alert variant="destructive">{errors.active.message}</Alert> : null}
      {error ? <Alert variant="destructive">{error}</Alert> : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? <Spinner label="Saving" /> : null}
          Save plan
        </Button>
      </div>
    </form>
  );
}
