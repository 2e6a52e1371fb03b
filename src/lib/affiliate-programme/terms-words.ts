import type { ProgrammeSettings } from '@contracts/affiliate-programme';
import { formatMoney, nameFromId } from '@/lib/billing/plans';

/** The programme's terms in words, for the public pages, the apply page and the admin editor. */

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "20% of every payment" / "up to 25% of every payment" / "$50 per new paying customer". */
export function commissionText(s: ProgrammeSettings): string {
  if (s.commissionType === 'flat') {
    return `${formatMoney(s.flatAmountCents, s.currency)} per new paying customer`;
  }
  const best = Math.max(
    s.ratePercent,
    ...Object.values(s.planRates),
    ...s.rateTiers.map((t) => t.ratePercent),
  );
  return best > s.ratePercent
    ? `${s.ratePercent}% of every payment, up to ${best}%`
    : `${s.ratePercent}% of every payment`;
}

/** Plan id → name, for the plans a page could read; others are named from their id. */
export type PlanNames = Readonly<Record<string, string>>;

/** 1 → "1st", 11 → "11th", 22 → "22nd". */
export const ordinal = (n: number) => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th');
  return `${n.toLocaleString('en-US')}${suffix}`;
};

/** "Business: 30%; every other plan: 20%". */
export function planRatesText(s: ProgrammeSettings, names: PlanNames = {}): string {
  const listed = Object.entries(s.planRates)
    .map(([id, rate]) => `${names[id] ?? nameFromId(id)}: ${rate}%`)
    .join('; ');
  return `${listed}; every other plan: ${s.ratePercent}%`;
}

/** "25% from your 11th paying referral; 28% from your 50th". */
export function tiersText(s: ProgrammeSettings): string {
  return s.rateTiers
    .map((t, i) =>
      i === 0
        ? `${t.ratePercent}% from your ${ordinal(t.fromPayingReferrals)} paying referral`
        : `${t.ratePercent}% from your ${ordinal(t.fromPayingReferrals)}`,
    )
    .join('; ');
}

/** The one rule, in words (see docs/domains/affiliate-programme.md "Rates"). */
export const RATE_RULE_TEXT =
  'A paying referral is a company you referred that has paid at least one invoice earning you a commission; the company that reaches a tier earns its rate. You earn the higher of your plan’s rate and your tier’s rate; a personal rate agreed with us replaces both. Each commission uses the terms in force when its invoice was paid, and your earnings show which.';

/** How long a referred customer keeps earning. */
export function durationText(s: ProgrammeSettings): string {
  if (s.commissionType === 'flat') return 'Paid once per customer';
  return s.recurringMonths === null
    ? 'For the lifetime of the customer'
    : `For the first ${plural(s.recurringMonths, 'month')} of each customer`;
}

export const holdText = (s: ProgrammeSettings) =>
  s.holdDays === 0
    ? 'Payable at once'
    : `Payable after a ${plural(s.holdDays, 'day')} hold (refund window)`;

export const minimumPayoutText = (s: ProgrammeSettings) =>
  s.minimumPayoutCents === 0
    ? 'No minimum'
    : `${formatMoney(s.minimumPayoutCents, s.currency)} (smaller balances roll over)`;

/**
 * How a sign-up is credited, exactly as the server decides it: the window runs from a click on
 * an affiliate's link (page views after it do not extend it); first touch credits the earliest
 * click still inside the window, last touch the latest.
 */
export const attributionText = (s: ProgrammeSettings) =>
  `A sign-up within ${plural(s.attributionWindowDays, 'day')} of clicking an affiliate link; ${
    s.attributionModel === 'firstTouch'
      ? 'the first link clicked in that time is credited'
      : 'the last link clicked before signing up is credited'
  }`;

export const payoutDayText = (s: ProgrammeSettings) =>
  `Monthly, on day ${s.payoutDayOfMonth} of the month`;

/** The terms as label/value rows. */
export function termsRows(
  s: ProgrammeSettings,
  planNames: PlanNames = {},
): { label: string; value: string }[] {
  const percentage = s.commissionType === 'percentage';
  const plans = percentage && Object.keys(s.planRates).length > 0;
  const tiers = percentage && s.rateTiers.length > 0;
  return [
    { label: 'Commission', value: commissionText(s) },
    ...(plans ? [{ label: 'Rate per plan', value: planRatesText(s, planNames) }] : []),
    ...(tiers ? [{ label: 'Volume tiers', value: tiersText(s) }] : []),
    ...(plans || tiers ? [{ label: 'Which rate applies', value: RATE_RULE_TEXT }] : []),
    { label: 'Duration', value: durationText(s) },
    { label: 'Hold', value: holdText(s) },
    { label: 'Minimum payout', value: minimumPayoutText(s) },
    { label: 'Payouts', value: payoutDayText(s) },
    { label: 'Attribution', value: attributionText(s) },
  ];
}
