/**
 * Money as people read it, from minor units of an ISO 4217 currency: cents of USD (12,345 →
 * $123.45), whole yen of JPY (1,500 → ¥1,500). Intl knows each currency's minor digits, so
 * zero-decimal currencies are not divided by 100. An unknown code falls back to two digits.
 */
export function formatMinorUnits(amount: number, currency: string): string {
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: currency.toUpperCase(),
    });
  } catch {
    return `${(amount / 100).toFixed(2)} ${currency.toUpperCase()}`;
  }
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}

/** The digits after the decimal point of a currency (ISO 4217 via Intl; unknown codes: 2). */
export function minorUnitDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: currency.toUpperCase(),
      }).resolvedOptions().maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/**
 * Minor units as a plain amount for files (12,345 USD → "123.45", 1,500 JPY → "1500"): the
 * currency's own digits, a point, no grouping or symbol. Integer arithmetic, so no float drift.
 */
export function minorToMajor(amount: number, currency: string): string {
  const digits = minorUnitDigits(currency);
  const sign = amount < 0 ? '-' : '';
  const whole = String(Math.abs(Math.round(amount)));
  if (digits === 0) return sign + whole;
  const padded = whole.padStart(digits + 1, '0');
  return `${sign}${padded.slice(0, -digits)}.${padded.slice(-digits)}`;
}
