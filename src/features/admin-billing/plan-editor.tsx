import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminPlan } from '@contracts/admin-billing';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useOperation } from '@/lib/data/use-action';
import { callableFieldIssue, callableMessage } from '@/lib/firebase/callable-errors';
import { Alert } from '@/lib/ui/alert';
import { Button } from '@/lib/ui/button';
import { FormField, fieldAria } from '@/lib/ui/form-field';
import { Input, Textarea } from '@/lib/ui/input';
import { Spinner } from '@/lib/ui/spinner';
import { SwitchField } from '@/lib/ui/switch';
import { planFormSchema, planFormValues, toPlanInput, type PlanForm } from './plan-form';

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

/**
 * Every field of a plan: id (new plans only), name, description, features (one per line), seat
 * limit, the price per seat of each interval in dollars with its provider price id, trial days,
 * order and whether it is offered. Saving calls `savePlan`; the server's refusals show at their
 * field (any other above the button).
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
  const { register, formState, control, setValue } = form;
  const errors = formState.errors;
  const [monthEnabled, yearEnabled, active] = useWatch({
    control,
    name: ['month.enabled', 'year.enabled', 'active'],
  });

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

  const num = { valueAsNumber: true } as const;
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
          <FormField
            id={`plan-${interval}-dollars`}
            label={`${label} price (USD per seat)`}
            error={errors[interval]?.dollars?.message}
          >
            <Input
              inputMode="decimal"
              {...fieldAria(`plan-${interval}-dollars`, errors[interval]?.dollars?.message)}
              {...register(`${interval}.dollars`)}
            />
          </FormField>
          <FormField
            id={`plan-${interval}-price-id`}
            label={`${label} provider price id`}
            error={errors[interval]?.providerPriceId?.message}
            hint="Stripe's price_… id; test mode makes one up when empty."
          >
            <Input
              {...fieldAria(
                `plan-${interval}-price-id`,
                errors[interval]?.providerPriceId?.message,
                true,
              )}
              {...register(`${interval}.providerPriceId`)}
            />
          </FormField>
        </div>
      ) : null}
    </fieldset>
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="space-y-4" noValidate>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id="plan-id" label="Plan id" error={errors.planId?.message}>
          <Input
            readOnly={!!plan}
            {...fieldAria('plan-id', errors.planId?.message)}
            {...register('planId')}
          />
        </FormField>
        <FormField id="plan-name" label="Name" error={errors.name?.message}>
          <Input {...fieldAria('plan-name', errors.name?.message)} {...register('name')} />
        </FormField>
      </div>
      <FormField id="plan-description" label="Description" error={errors.description?.message}>
        <Input
          {...fieldAria('plan-description', errors.description?.message)}
          {...register('description')}
        />
      </FormField>
      <FormField
        id="plan-features"
        label="Features"
        hint="One per line."
        error={errors.features?.message}
      >
        <Textarea
          rows={4}
          {...fieldAria('plan-features', errors.features?.message, true)}
          {...register('features')}
        />
      </FormField>
      <div className="grid gap-3 sm:grid-cols-4">
        <FormField id="plan-seats" label="Seat limit" error={errors.limits?.seats?.message}>
          <Input
            type="number"
            min={1}
            {...fieldAria('plan-seats', errors.limits?.seats?.message)}
            {...register('limits.seats', num)}
          />
        </FormField>
        <FormField id="plan-trial" label="Trial days" error={errors.trialDays?.message}>
          <Input
            type="number"
            min={0}
            {...fieldAria('plan-trial', errors.trialDays?.message)}
            {...register('trialDays', num)}
          />
        </FormField>
        <FormField id="plan-order" label="Order" error={errors.order?.message}>
          <Input
            type="number"
            min={0}
            {...fieldAria('plan-order', errors.order?.message)}
            {...register('order', num)}
          />
        </FormField>
        <FormField id="plan-currency" label="Currency" error={errors.currency?.message}>
          <Input
            {...fieldAria('plan-currency', errors.currency?.message)}
            {...register('currency')}
          />
        </FormField>
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
