import { formatMinorUnits } from '../../../contracts/currency';

/**
 * Minor units in the provider's digits for the currency (cents of USD, whole yen, hundredths of
 * ISK), for mails: the same helper the app and the ledger use (contracts/currency.ts).
 */
export function formatMoney(amount: number, currency: string): string {
  return formatMinorUnits(amount, currency);
}
