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
