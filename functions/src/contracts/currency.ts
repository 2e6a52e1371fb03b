/**
 * Money as the payment provider (Stripe) counts it: an integer of the currency's minor unit. The
 * exponent is Stripe's, which is not always Intl's (CLDR): ISK, HUF, IDR, COP and PKR are
 * two-decimal in Stripe's API (ISK 500 is 5 krónur) while Intl formats them without decimals, so
 * amounts are divided by Stripe's exponent and only then formatted by Intl. Imports nothing: the
 * app, the functions and the mail templates share it.
 */

/** Stripe's zero-decimal currencies (docs.stripe.com/currencies#zero-decimal). */
const ZERO_DECIMAL = new Set([
  'bif',
  'clp',
  'djf',
  'gnf',
  'jpy',
  'kmf',
  'krw',
  'mga',
  'pyg',
  'rwf',
  'ugx',
  'vnd',
  'vuv',
  'xaf',
  'xof',
  'xpf',
]);
/** Stripe's three-decimal currencies. */
const THREE_DECIMAL = new Set(['bhd', 'jod', 'kwd', 'omr', 'tnd']);

/** The digits of a currency's minor unit in the provider's amounts: 0 (JPY), 3 (KWD) or 2. */
export function minorUnitExponent(currency: string): number {
  const code = currency.toLowerCase();
  if (ZERO_DECIMAL.has(code)) return 0;
  if (THREE_DECIMAL.has(code)) return 3;
  return 2;
}

/**
 * Minor units as people read them: 12,345 USD → "$123.45", 1,500 JPY → "¥1,500", 500 ISK →
 * "ISK 5". Intl gives the symbol and its usual digits; a fraction it would hide is kept, with
 * all the provider's digits (24,680 HUF → "HUF 246.80", never "246.8").
 */
export function formatMinorUnits(amount: number, currency: string): string {
  const exponent = minorUnitExponent(currency);
  const major = amount / 10 ** exponent;
  const hasFraction = Math.round(amount) % 10 ** exponent !== 0;
  try {
    const usual = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: currency.toUpperCase(),
    }).resolvedOptions().maximumFractionDigits;
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: currency.toUpperCase(),
      minimumFractionDigits: hasFraction ? exponent : Math.min(usual ?? exponent, exponent),
      maximumFractionDigits: exponent,
    }).format(major);
  } catch {
    return `${major.toFixed(exponent)} ${currency.toUpperCase()}`;
  }
}

/**
 * A face value in another currency: 5,000 cents of USD ($50.00) → 50 major units of `to` in its
 * minor units (5,000 EUR cents, 50 JPY, 50,000 KWD fils). No exchange rate: the same number.
 */
export function sameFaceValue(amount: number, from: string, to: string): number {
  return Math.round((amount / 10 ** minorUnitExponent(from)) * 10 ** minorUnitExponent(to));
}

/**
 * Currencies in the order pages list them: `first` (the programme's), then alphabetically.
 */
export function byCurrency(first: string) {
  return (a: string, b: string): number =>
    a === b ? 0 : a === first ? -1 : b === first ? 1 : a.localeCompare(b);
}
