import { AggregateField, type Firestore, type Query } from 'firebase-admin/firestore';
import type { AffiliateStats, CurrencyMoney } from '../../contracts/admin-affiliates';
import { PROGRAMME_CURRENCY, programmeCollections } from '../../contracts/affiliate-programme';
import { byCurrency } from '../../contracts/currency';
import { collections } from '../affiliate/store';
import { ledgerCurrencies } from '../affiliate-ledger/ledger-currencies';
import { ledgerCollections } from '../affiliate-ledger/store';

/** Firestore bills an aggregation one read per 1,000 index entries it matched (at least one). */
const aggregationReads = (matched: number) => Math.max(1, Math.ceil(matched / 1000));

async function sums<K extends string>(
  query: Query,
  fields: readonly K[],
): Promise<{ values: Record<K, number>; reads: number }> {
  const spec: Record<string, AggregateField<number | null>> = { n: AggregateField.count() };
  for (const field of fields) spec[field] = AggregateField.sum(field);
  const data = (await query.aggregate(spec).get()).data();
  const values = {} as Record<K, number>;
  for (const field of fields) values[field] = data[field] ?? 0;
  return { values, reads: aggregationReads(data.n ?? 0) };
}

/**
 * Lifetime and unpaid net of each currency the affiliate's ledger has: the currencies found
 * without reading entries (ledgerCurrencies), then two sums per currency. Never one sum of two
 * currencies.
 */
async function moneyByCurrency(
  db: Firestore,
  uid: string,
): Promise<{ money: CurrencyMoney[]; reads: number }> {
  const found = await ledgerCurrencies(db, uid);
  const perCurrency = await Promise.all(
    found.currencies.map(async (currency) => {
      const ledger = db
        .collection(programmeCollections.ledger)
        .where('affiliateUid', '==', uid)
        .where('currency', '==', currency);
      const [lifetime, unpaid] = await Promise.all([
        sums(ledger, ['amountCents'] as const),
        sums(ledger.where('payoutId', '==', null), ['amountCents'] as const),
      ]);
      return {
        money: {
          currency,
          lifetimeCents: lifetime.values.amountCents,
          balanceCents: unpaid.values.amountCents,
        },
        reads: lifetime.reads + unpaid.reads,
      };
    }),
  );
  const order = byCurrency(PROGRAMME_CURRENCY);
  return {
    money: perCurrency.map((c) => c.money).sort((a, b) => order(a.currency, b.currency)),
    reads: found.reads + perCurrency.reduce((sum, c) => sum + c.reads, 0),
  };
}

/**
 * One affiliate's figures from a fixed set of queries per currency, whatever their history:
 * visits and sign-ups as sums over their sealed day rollups and live shards (never raw visits),
 * lifetime and unpaid net of each currency as sums over the ledger, open flags and paying
 * companies (companies with a commission, the ledger's affiliateLedgerCompanies) as counts.
 * Answers what it cost in billed reads.
 */
export async function affiliateStats(
  db: Firestore,
  uid: string,
): Promise<{ stats: AffiliateStats; reads: number }> {
  const rollups = db.collection(collections.rollups).where('affiliateUid', '==', uid);
  const shards = db.collection(collections.rollupShards).where('affiliateUid', '==', uid);
  // One summed field per query: each is served by its own (affiliateUid, field) index.
  const [sealedVisits, sealedSignups, liveVisits, liveSignups, money, flags, paying] =
    await Promise.all([
      sums(rollups, ['visits'] as const),
      sums(rollups, ['signups'] as const),
      sums(shards, ['visits'] as const),
      sums(shards, ['signups'] as const),
      moneyByCurrency(db, uid),
      db
        .collection(programmeCollections.flags)
        .where('affiliateUid', '==', uid)
        .where('status', '==', 'open')
        .count()
        .get(),
      // The ledger's per-company record (affiliateLedgerCompanies: first commission) counts them.
      db.collection(ledgerCollections.companies).where('affiliateUid', '==', uid).count().get(),
    ]);
  const openFlags = flags.data().count;
  return {
    stats: {
      visits: sealedVisits.values.visits + liveVisits.values.visits,
      signups: sealedSignups.values.signups + liveSignups.values.signups,
      payingCompanies: paying.data().count,
      money: money.money,
      openFlags,
    },
    reads:
      sealedVisits.reads +
      sealedSignups.reads +
      liveVisits.reads +
      liveSignups.reads +
      money.reads +
      aggregationReads(openFlags) +
      aggregationReads(paying.data().count),
  };
}
