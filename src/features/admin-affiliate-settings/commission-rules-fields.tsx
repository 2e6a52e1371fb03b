import { MAX_RATE_TIERS } from '@contracts/commission-rules';
import { Controller, useFieldArray, type UseFormReturn } from 'react-hook-form';
import { isFreePlan } from '@/lib/billing/plans';
import { usePlans } from '@/lib/billing/use-plans';
import { Button } from '@/lib/ui/button';
import { fieldAria, FormField } from '@/lib/ui/form-field';
import { Input } from '@/lib/ui/input';
import type { SettingsForm } from './settings-form';

/**
 * Per-plan rates and volume tiers (percentage commissions only). Which applies is the one rule of
 * docs/domains/affiliate-programme.md "Rates": an affiliate's override rate wins; otherwise the
 * plan's rate (or the programme's), raised to a tier's rate when their paying referrals reach it.
 */
export function CommissionRulesFields({ form }: { form: UseFormReturn<SettingsForm> }) {
  const catalogue = usePlans();
  const tiers = useFieldArray({ control: form.control, name: 'tiers' });
  const { errors } = form.formState;
  const stored = Object.keys(form.getValues('planRates'));
  // Every paid plan on offer, then any plan the settings name that is no longer offered.
  const offered = catalogue.status === 'ready' ? catalogue.plans.filter((p) => !isFreePlan(p)) : [];
  const plans = [
    ...offered.map((p) => ({ id: p.id, name: p.name })),
    ...stored.filter((id) => !offered.some((p) => p.id === id)).map((id) => ({ id, name: id })),
  ];

  return (
    <>
      <div className="space-y-3">
        <h3 className="text-sm font-medium">Rate per plan</h3>
        <p className="text-xs text-muted-foreground">
          Leave a plan empty to pay the rate above on it.
        </p>
        {catalogue.status === 'loading' ? (
          <p className="text-xs text-muted-foreground">Loading the plans…</p>
        ) : null}
        {catalogue.status === 'error' ? (
          <p className="text-xs text-destructive">
            The plans could not be loaded.{' '}
            <button type="button" className="underline" onClick={catalogue.retry}>
              Try again
            </button>
          </p>
        ) : null}
        {plans.map((plan) => {
          const id = `settings-planRate-${plan.id}`;
          const error = errors.planRates?.[plan.id]?.message;
          return (
            <FormField key={plan.id} id={id} label={`${plan.name} (%)`} error={error}>
              {/* Controlled: a plan the settings do not name stays absent until typed in. */}
              <Controller
                control={form.control}
                name={`planRates.${plan.id}`}
                render={({ field }) => (
                  <Input
                    inputMode="decimal"
                    placeholder="Programme rate"
                    {...fieldAria(id, error)}
                    name={field.name}
                    ref={field.ref}
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                )}
              />
            </FormField>
          );
        })}
      </div>
      <div className="space-y-3">
        <h3 className="text-sm font-medium">Volume tiers</h3>
        <p className="text-xs text-muted-foreground">
          From the given paying referral on (referred companies with at least one commission,
          counting the one paying), an affiliate earns at least the tier&apos;s rate.
        </p>
        {tiers.fields.map((field, i) => {
          const fromId = `settings-tier-${i}-from`;
          const rateId = `settings-tier-${i}-rate`;
          const fromError = errors.tiers?.[i]?.from?.message;
          const rateError = errors.tiers?.[i]?.ratePercent?.message;
          return (
            <div key={field.id} className="flex flex-wrap items-start gap-3">
              <FormField
                id={fromId}
                label={`Tier ${i + 1}: from paying referral`}
                error={fromError}
              >
                <Input
                  inputMode="numeric"
                  {...fieldAria(fromId, fromError)}
                  {...form.register(`tiers.${i}.from`)}
                />
              </FormField>
              <FormField id={rateId} label={`Tier ${i + 1}: rate (%)`} error={rateError}>
                <Input
                  inputMode="decimal"
                  {...fieldAria(rateId, rateError)}
                  {...form.register(`tiers.${i}.ratePercent`)}
                />
              </FormField>
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="mt-7"
                onClick={() => tiers.remove(i)}
              >
                Remove tier {i + 1}
              </Button>
            </div>
          );
        })}
        {tiers.fields.length < MAX_RATE_TIERS ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => {
              const last = form.getValues('tiers').at(-1);
              tiers.append({
                from: String(last ? Number(last.from) + 10 : 11),
                ratePercent: last ? String(Number(last.ratePercent) + 5) : '',
              });
            }}
          >
            Add a tier
          </Button>
        ) : null}
      </div>
    </>
  );
}
