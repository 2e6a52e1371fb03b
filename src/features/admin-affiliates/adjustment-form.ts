import { adjustInputSchema, type AdjustInput } from '@contracts/admin-affiliates';
import type { AdjustmentType } from '@contracts/affiliate-programme';
import { minorUnitExponent } from '@contracts/currency';

/**
 * The "Adjust balance" form's pure part: the currencies offered, the amount as typed turned into
 * minor units of its currency, and the fields checked by the contract's own schema.
 */

/** The currencies offered: each is paid out in its own payouts, never mixed with another. */
export const ADJUSTMENT_CURRENCIES = ['usd', 'eur', 'gbp', 'cad', 'aud', 'jpy', 'krw'] as const;
export type AdjustmentCurrency = (typeof ADJUSTMENT_CURRENCIES)[number];

export const currencyOptions = ADJUSTMENT_CURRENCIES.map((code) => ({
  value: code,
  label: code.toUpperCase(),
  description: `With the next ${code.toUpperCase()} payout`,
}));

/** The currency's minor digits as the payment provider counts them (JPY and KRW have none). */
export const minorDigits = minorUnitExponent;

/**
 * "1,234.5" USD → 123450; "1500" JPY → 1500. Null when it is not a plain positive amount or has
 * more decimals than the currency (no rounding: money typed is money meant).
 */
export function minorUnitsOf(text: string, currency: string): number | null {
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text.trim().replace(/,/g, ''));
  if (!match) return null;
  const digits = minorDigits(currency);
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  const units = Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return Number.isSafeInteger(units) ? units : null;
}

export interface AdjustmentFields {
  type: AdjustmentType;
  amount: string;
  currency: AdjustmentCurrency;
  reason: string;
}
export type AdjustmentField = 'amount' | 'reason';

/** The payload, or each field's problem in the words the contract gives (else ours). */
export function parseAdjustment(
  uid: string,
  fields: AdjustmentFields,
): { payload: AdjustInput } | { errors: Partial<Record<AdjustmentField, string>> } {
  const amountCents = minorUnitsOf(fields.amount, fields.currency);
  const parsed = adjustInputSchema.safeParse({
    uid,
    type: fields.type,
    amountCents: amountCents ?? Number.NaN,
    currency: fields.currency,
    reason: fields.reason,
  });
  const errors: Partial<Record<AdjustmentField, string>> = {};
  if (amountCents === null) {
    errors.amount =
      minorDigits(fields.currency) === 0
        ? `Enter a whole amount of ${fields.currency.toUpperCase()}, such as 1500.`
        : `Enter an amount such as 25.00 (at most ${minorDigits(fields.currency)} decimals).`;
  }
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (field === 'reason') errors.reason ??= issue.message;
      else if (field === 'amountCents') errors.amount ??= issue.message;
    }
  }
  if (parsed.success && Object.keys(errors).length === 0) return { payload: parsed.data };
  return { errors };
}
