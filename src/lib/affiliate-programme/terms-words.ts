import type { ProgrammeSettings } from '@contracts/affiliate-programme';
import { formatMoney } from '@/lib/billing/plans';

/** The programme's terms in words, for the public pages, the apply page and the admin editor. */

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "20% of every payment" / "$50 per new paying customer". */
export function commissionText(s: ProgrammeSettings): string {
  return s.commissionType === 'percentage'
    ? `${s.ratePercent}% of every payment`
    : `${formatMoney(s.flatAmountCents, s.currency)} per new paying customer`;
}

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
export function termsRows(s: ProgrammeSettings): { label: string; value: string }[] {
  return [
    { label: 'Commission', value: commissionText(s) },
    { label: 'Duration', value: durationText(s) },
    { label: 'Hold', value: holdText(s) },
    { label: 'Minimum payout', value: minimumPayoutText(s) },
    { label: 'Payouts', value: payoutDayText(s) },
    { label: 'Attribution', value: attributionText(s) },
  ];
}
