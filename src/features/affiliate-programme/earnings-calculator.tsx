import type { ProgrammeSettings } from '@contracts/affiliate-programme';
import { useId, useState } from 'react';
import { formatMoney, isFreePlan, monthlySeatPrice, type Plan } from '@/lib/billing/plans';
import { usePlans } from '@/lib/billing/use-plans';
import { Input } from '@/lib/ui/input';
import { useHydrated } from '@/lib/use-hydrated';
import { Label } from '@/lib/ui/label';
import { estimateEarnings } from './earnings';

const CUSTOM = 'custom';

/** Paid plans with a monthly price per seat, as calculator presets. */
function presets(plans: Plan[]) {
  return plans.flatMap((plan) => {
    const cents = isFreePlan(plan) ? null : monthlySeatPrice(plan, 'month');
    return cents ? [{ id: plan.id, name: plan.name, cents, currency: plan.currency }] : [];
  });
}

/**
 * Referred customers a month × what they pay → the commission in the first month, in month 12
 * and over the first year, under the live terms. Plan prices come from the pricing page's
 * catalogue; "Custom" takes any price.
 */
export function EarningsCalculator({
  settings,
  plans: givenPlans,
}: {
  settings: ProgrammeSettings;
  /** Tests pass plans; the page reads the catalogue. */
  plans?: Plan[];
}) {
  const id = useId();
  // Rendered into the page's HTML: typing before the app runs would be lost when React adopts it.
  const hydrated = useHydrated();
  const catalogue = usePlans();
  const plans = givenPlans ?? (catalogue.status === 'ready' ? catalogue.plans : []);
  const options = presets(plans);
  const [customers, setCustomers] = useState('5');
  const [choice, setChoice] = useState<string | null>(null);
  const [customPrice, setCustomPrice] = useState('29');
  const selected = choice ?? options[0]?.id ?? CUSTOM;
  const preset = options.find((o) => o.id === selected);
  const priceCents = preset ? preset.cents : Math.round(Number(customPrice) * 100);
  const result = estimateEarnings(settings, {
    customersPerMonth: Number(customers),
    monthlyPriceCents: Number.isFinite(priceCents) ? priceCents : 0,
  });
  const money = (cents: number) => formatMoney(cents, settings.currency);

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm"
    >
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        Earnings calculator
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        An estimate under today&apos;s terms; real commissions follow what customers pay.
      </p>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor={`${id}-customers`}>Referred customers per month</Label>
          <Input
            id={`${id}-customers`}
            type="number"
            inputMode="numeric"
            min={0}
            max={10000}
            step={1}
            value={customers}
            disabled={!hydrated}
            onChange={(event) => setCustomers(event.target.value)}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${id}-plan`}>Average plan price</Label>
          <select
            id={`${id}-plan`}
            value={selected}
            disabled={!hydrated}
            onChange={(event) => setChoice(event.target.value)}
            className="flex h-10 w-full rounded-md border border-input bg-card px-3 py-2 text-sm shadow-sm focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50"
          >
            {options.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name} — {formatMoney(o.cents, o.currency)} a month
              </option>
            ))}
            <option value={CUSTOM}>Custom price</option>
          </select>
        </div>
        {selected === CUSTOM ? (
          <div className="space-y-2 sm:col-start-2">
            <Label htmlFor={`${id}-price`}>Price a month (USD)</Label>
            <Input
              id={`${id}-price`}
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              value={customPrice}
              disabled={!hydrated}
              onChange={(event) => setCustomPrice(event.target.value)}
            />
          </div>
        ) : null}
      </div>
      <dl className="mt-6 grid gap-4 sm:grid-cols-3" aria-live="polite">
        <div className="rounded-lg bg-muted/50 p-4">
          <dt className="text-sm text-muted-foreground">First month</dt>
          <dd className="mt-1 text-2xl font-semibold" data-testid="earnings-first-month">
            {money(result.firstMonthCents)}
          </dd>
        </div>
        <div className="rounded-lg bg-muted/50 p-4">
          <dt className="text-sm text-muted-foreground">Per month after a year</dt>
          <dd className="mt-1 text-2xl font-semibold" data-testid="earnings-month-twelve">
            {money(result.monthTwelveCents)}
          </dd>
        </div>
        <div className="rounded-lg bg-primary/10 p-4">
          <dt className="text-sm text-muted-foreground">First year in total</dt>
          <dd
            className="mt-1 text-2xl font-semibold text-primary"
            data-testid="earnings-first-year"
          >
            {money(result.firstYearCents)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
