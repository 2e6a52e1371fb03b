import type { CurrencyBalanceRow } from '@contracts/affiliate-earnings';
import { formatMinorUnits } from '@/lib/money';

function Total({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <div className="rounded-xl border bg-card p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums">{value}</dd>
      <dd className="mt-1 text-xs text-muted-foreground">{hint}</dd>
    </div>
  );
}

/** Why this currency's payable balance waits for a later payout, in the affiliate's words. */
export function rolloverText(balance: CurrencyBalanceRow): string | null {
  const code = balance.currency.toUpperCase();
  const money = (cents: number) => formatMinorUnits(cents, balance.currency);
  switch (balance.rollover) {
    case 'belowMinimum':
      return `Your ${code} balance ${money(balance.payableCents)} is under the ${money(balance.minimumPayoutCents)} minimum; it rolls over to the next payout.`;
    case 'notPositive':
      return `Your ${code} balance is ${money(balance.payableCents)}: refunds or adjustments exceed what is payable, so nothing is paid in ${code} until new earnings cover it.`;
    case null:
      return null;
  }
}

/**
 * One set of totals per currency (pending with held, payable, paid), never added together, each
 * with why it rolls over when it does.
 */
export function CurrencyBalances({ balances }: { balances: CurrencyBalanceRow[] }) {
  return (
    <div className="space-y-4" aria-label="Earnings totals" role="group">
      {balances.map((balance) => {
        const code = balance.currency.toUpperCase();
        const money = (cents: number) => formatMinorUnits(cents, balance.currency);
        const why = rolloverText(balance);
        return (
          <section key={balance.currency} aria-label={`${code} balance`} className="space-y-2">
            <h3 className="text-sm font-semibold tracking-wide text-muted-foreground">{code}</h3>
            <dl className="grid gap-4 sm:grid-cols-3">
              <Total
                label="Pending"
                value={money(balance.pendingCents + balance.heldCents)}
                hint="In the refund window or held; payable later."
              />
              <Total
                label="Payable"
                value={money(balance.payableCents)}
                hint={`Paid once it reaches ${money(balance.minimumPayoutCents)}.`}
              />
              <Total label="Paid" value={money(balance.paidCents)} hint="Already in a payout." />
            </dl>
            {why ? (
              <p className="text-sm text-muted-foreground" data-testid="balance-rollover">
                {why}
              </p>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
