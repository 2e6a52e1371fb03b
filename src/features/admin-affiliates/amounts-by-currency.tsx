import { formatMinorUnits } from '@/lib/money';

/** An amount of one currency, in its minor units. */
export interface CurrencyAmount {
  currency: string;
  amountCents: number;
}

/** "€55.00, $158.00": several currencies side by side, never summed. */
export const amountsText = (amounts: readonly CurrencyAmount[], empty = '—'): string =>
  amounts.length === 0
    ? empty
    : amounts.map((a) => formatMinorUnits(a.amountCents, a.currency)).join(', ');

/** Amounts of several currencies, one per line, never added together. */
export function AmountsByCurrency({
  amounts,
  empty = '—',
}: {
  amounts: readonly CurrencyAmount[];
  empty?: string;
}) {
  if (amounts.length === 0) return <>{empty}</>;
  return (
    <span className="inline-flex flex-col tabular-nums">
      {amounts.map((a) => (
        <span key={a.currency}>{formatMinorUnits(a.amountCents, a.currency)}</span>
      ))}
    </span>
  );
}
