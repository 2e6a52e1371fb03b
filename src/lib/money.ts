import {
  formatMinorUnits as formatWithProviderDigits,
  minorUnitExponent,
} from '@contracts/currency';

/**
 * Money as people read it, from the provider's minor units of an ISO 4217 currency: cents of USD
 * (12,345 → $123.45), whole yen of JPY (1,500 → ¥1,500), ISK in hundredths as Stripe counts it
 * (500 → ISK 5). The exponent is the provider's (@contracts/currency); Intl gives the symbol.
 */
export const formatMinorUnits = formatWithProviderDigits;

/** The digits after the decimal point of a currency's minor unit, as the provider counts them. */
export const minorUnitDigits = minorUnitExponent;

/** The digits Intl shows for a currency (HUF, ISK: none); null for a code it does not know. */
function usualDigits(currency: string): number | null {
  try {
    return (
      new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: currency.toUpperCase(),
      }).resolvedOptions().maximumFractionDigits ?? null
    );
  } catch {
    return null;
  }
}

/**
 * Minor units as a plain amount for files (12,345 USD → "123.45", 1,500 JPY → "1500", 100,000
 * HUF → "1000"): the provider's digits, a point, no grouping or symbol; a zero fraction is left
 * out where the currency is usually written without one. Integer arithmetic, so no float drift.
 */
export function minorToMajor(amount: number, currency: string): string {
  const digits = minorUnitExponent(currency);
  const sign = amount < 0 ? '-' : '';
  const whole = String(Math.abs(Math.round(amount)));
  if (digits === 0) return sign + whole;
  const padded = whole.padStart(digits + 1, '0');
  const units = padded.slice(0, -digits);
  const fraction = padded.slice(-digits);
  const usual = usualDigits(currency);
  if (usual !== null && usual < digits && /^0+$/.test(fraction.slice(usual))) {
    return usual === 0 ? sign + units : `${sign}${units}.${fraction.slice(0, usual)}`;
  }
  return `${sign}${units}.${fraction}`;
}
