import type { Firestore } from 'firebase-admin/firestore';
import { ledgerRef } from './store';

/** Firestore bills a query one read per document, and one for a query that finds none. */
export interface CurrenciesRead {
  currencies: string[];
  reads: number;
}

/**
 * Every currency the affiliate's ledger has an entry in, alphabetically, without reading their
 * entries: one query per currency for the next currency after the last one found (index
 * `affiliateLedger (affiliateUid, currency)`), so it costs the number of currencies plus one read
 * however long the history. Sums per currency then come from aggregations.
 */
export async function ledgerCurrencies(
  db: Firestore,
  affiliateUid: string,
): Promise<CurrenciesRead> {
  const currencies: string[] = [];
  let reads = 0;
  for (;;) {
    let query = ledgerRef(db).where('affiliateUid', '==', affiliateUid);
    const last = currencies.at(-1);
    if (last !== undefined) query = query.where('currency', '>', last);
    const snap = await query.orderBy('currency').select('currency').limit(1).get();
    reads += 1;
    const currency = snap.docs[0]?.get('currency') as unknown;
    if (typeof currency !== 'string') return { currencies, reads };
    currencies.push(currency);
  }
}
