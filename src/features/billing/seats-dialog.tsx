import type { BillingInterval } from '@contracts/billing';
import { seatsInUse } from '@contracts/seats';
import { useState } from 'react';
import { BillingErrorAlert } from '@/lib/billing/billing-error-alert';
import { createCheckout } from '@/lib/billing/billing-api';
import { formatMoney, INTERVAL_WORDS, seatsText, type Plan } from '@/lib/billing/plans';
import { usePaymentRedirect } from '@/lib/billing/use-payment-redirect';
import { callableFieldIssue } from '@/lib/firebase/callable-errors';
import type { Company } from '@/lib/companies/company-model';
import { usePendingInvitations } from '@/lib/companies/use-pending-invitations';
import { Alert } from '@/lib/ui/alert';
import { Button } from '@/lib/ui/button';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { fieldAria, FormField } from '@/lib/ui/form-field';
import { Input } from '@/lib/ui/input';
import { LoadingBlocks } from '@/lib/ui/skeleton';
import { IntervalToggle } from './interval-toggle';

export interface SeatBounds {
  /** Seats in use (members plus pending email invitations), at least 1: fewer cannot be bought. */
  min: number;
  /** The plan's limit. */
  max: number;
  /** What the field starts with: the seats in use, at least one. */
  initial: number;
}

/** Seats that may be bought: from those in use (at least 1) up to the plan's limit. */
export function seatBounds(inUse: number, planLimit: number): SeatBounds {
  const min = Math.max(inUse, 1);
  return { min, max: planLimit, initial: min };
}

/** Why a typed seat count cannot be bought, or null when it can. */
export function seatsProblem(value: string, bounds: SeatBounds, planName: string): string | null {
  const seats = Number(value);
  if (value.trim() === '' || !Number.isInteger(seats)) return 'Enter a whole number of seats.';
  if (seats < bounds.min) {
    return bounds.min > 1
      ? `Your company already uses ${seatsText(bounds.min)} (members and pending invitations): choose at least ${bounds.min}.`
      : 'Choose at least 1 seat.';
  }
  if (seats > bounds.max) return `${planName} allows at most ${seatsText(bounds.max)}.`;
  return null;
}

const stepClass = 'size-10 shrink-0 text-lg';

/**
 * Choosing seats for a plan (owner or admin): from the seats in use up to the plan's limit, the
 * total per billing period, then the provider's checkout. The dialog stays open and busy until
 * the browser has left, and shows a refusal in place.
 */
export function SeatsDialog({
  plan,
  interval,
  company,
  onClose,
  onIntervalChange,
}: {
  plan: Plan;
  interval: BillingInterval;
  company: Company;
  onClose: () => void;
  onIntervalChange: (interval: BillingInterval) => void;
}) {
  const redirect = usePaymentRedirect();
  const pending = usePendingInvitations(company.id, true);
  // Pending invitations expire days from now: the time the dialog opened is precise enough.
  const [now] = useState(() => Date.now());
  const [typed, setTyped] = useState<string | null>(null);
  const [promoCode, setPromoCode] = useState('');

  const ready = pending.status === 'ready';
  const inUse = seatsInUse(company.memberCount, pending.invitations, now);
  const bounds = seatBounds(inUse, plan.limits.seats);
  const fits = bounds.min <= bounds.max;
  const value = typed ?? String(bounds.initial);
  const problem = seatsProblem(value, bounds, plan.name);
  const seats = Number(value);
  const price = plan.prices[interval];
  const words = INTERVAL_WORDS[interval];
  const promo = promoCode.trim();
  const canBuy = ready && fits && !problem && !!price;
  const shownProblem = typed !== null ? (problem ?? undefined) : undefined;
  // The server checks the code (this chunk carries none of the promo codes' contract): its
  // refusal (malformed, unknown, no longer valid) belongs to the field.
  const promoRefusal = callableFieldIssue(redirect.error, ['promoCode'] as const);
  const shownPromoProblem = promoRefusal?.message ?? undefined;

  const buy = () => {
    if (!canBuy || redirect.busy) return;
    void redirect.go(() =>
      createCheckout({
        companyId: company.id,
        planId: plan.id,
        interval,
        seats,
        ...(promo ? { promoCode: promo } : {}),
      }),
    );
  };
  const step = (delta: number) => {
    const base = Number.isInteger(seats) ? seats : bounds.initial;
    setTyped(String(Math.min(bounds.max, Math.max(bounds.min, base + delta))));
  };

  let content;
  if (pending.status === 'error') {
    content = (
      <Alert
        variant="destructive"
        className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"
      >
        <span>We could not count the seats your company uses.</span>
        <Button size="sm" variant="outline" onClick={pending.retry}>
          Try again
        </Button>
      </Alert>
    );
  } else if (!ready) {
    content = (
      <LoadingBlocks
        label="Counting the seats in use"
        className="space-y-3"
        blocks={['h-10 w-full', 'h-10 w-40', 'h-20 w-full']}
      />
    );
  } else if (!fits) {
    content = (
      <Alert variant="info">
        {company.name} already uses {seatsText(bounds.min)}, more than {plan.name} allows (
        {seatsText(bounds.max)}). Remove people or pending invitations, or choose a larger plan.
      </Alert>
    );
  } else {
    content = (
      <form
        noValidate
        aria-label={`Seats for ${plan.name}`}
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          buy();
        }}
      >
        <IntervalToggle
          value={interval}
          onChange={onIntervalChange}
          saving={null}
          disabled={redirect.busy}
          className="flex w-full [&>*]:flex-1 [&>*]:justify-center"
        />
        <FormField
          id="checkout-seats"
          label="Seats"
          error={shownProblem}
          hint={`At least ${seatsText(bounds.min)} (members and pending invitations use ${seatsText(inUse)}), at most ${seatsText(bounds.max)}.`}
        >
          <div className="flex items-center gap-2">
            <Button
              type="button"
              variant="outline"
              className={stepClass}
              aria-label="One seat fewer"
              disabled={redirect.busy || !Number.isInteger(seats) || seats <= bounds.min}
              onClick={() => step(-1)}
            >
              −
            </Button>
            <Input
              type="number"
              inputMode="numeric"
              min={bounds.min}
              max={bounds.max}
              step={1}
              className="w-24 text-center"
              value={value}
              disabled={redirect.busy}
              onChange={(event) => setTyped(event.target.value)}
              {...fieldAria('checkout-seats', shownProblem, true)}
            />
            <Button
              type="button"
              variant="outline"
              className={stepClass}
              aria-label="One seat more"
              disabled={redirect.busy || !Number.isInteger(seats) || seats >= bounds.max}
              onClick={() => step(1)}
            >
              +
            </Button>
          </div>
        </FormField>

        {price ? (
          <div className="rounded-lg bg-muted p-4 text-sm" aria-live="polite">
            {problem ? (
              <p className="text-muted-foreground">
                Choose a valid number of seats to see the total.
              </p>
            ) : (
              <>
                <p className="flex items-baseline justify-between gap-4">
                  <span className="font-medium">Total per {words.noun}</span>
                  <span className="text-lg font-semibold" data-testid="checkout-total">
                    {formatMoney(seats * price.amount, plan.currency)}
                  </span>
                </p>
                <p className="mt-1 text-muted-foreground">
                  {seatsText(seats)} × {formatMoney(price.amount, plan.currency)} per seat a{' '}
                  {words.noun}, billed {words.adverb}.
                </p>
              </>
            )}
            {plan.trialDays > 0 && company.entitlements === null ? (
              <p className="mt-2 text-muted-foreground">
                The first {plan.trialDays} days are free: you pay when the trial ends.
              </p>
            ) : null}
          </div>
        ) : (
          <Alert variant="info">
            {plan.name} is not sold with {words.adverb} billing. Choose the other billing period.
          </Alert>
        )}
        <FormField
          id="checkout-promo-code"
          label="Promo code (optional)"
          error={shownPromoProblem}
          hint="A partner's code, if you have one. You can also enter it on the payment page."
        >
          <Input
            className="font-mono uppercase"
            autoComplete="off"
            maxLength={32}
            value={promoCode}
            disabled={redirect.busy}
            onChange={(event) => setPromoCode(event.target.value)}
            {...fieldAria('checkout-promo-code', shownPromoProblem, true)}
          />
        </FormField>
        {promoRefusal ? null : <BillingErrorAlert error={redirect.error} />}
      </form>
    );
  }

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Choose ${plan.name}`}
      description={
        <p>
          For {company.name}. The price is per seat: every member and pending email invitation uses
          one. You can change seats or cancel later in the billing portal.
        </p>
      }
      confirmLabel={redirect.busy ? 'Opening secure checkout…' : 'Continue to payment'}
      busy={redirect.busy}
      confirmDisabled={!canBuy}
      onConfirm={buy}
    >
      {content}
    </ConfirmDialog>
  );
}
