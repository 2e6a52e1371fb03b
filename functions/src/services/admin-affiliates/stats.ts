import { AggregateField, type Firestore, type Query } from 'firebase-admin/firestore';
import type { AffiliateStats } from '../../contracts/admin-affiliates';
import { LEDGER_CURRENCY, programmeCollections } from '../../contracts/affiliate-programme';
import { collections } from '../affiliate/store';
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
 * One affiliate's figures from a fixed set of queries, whatever their history: visits and
 * sign-ups as sums over their sealed day rollups and live shards (never raw visits), lifetime
 * and unpaid net as sums over the ledger, open flags and paying companies (companies with a
 * commission, the ledger's affiliateLedgerCompanies) as counts. Answers what it cost in billed reads.
 */
export async function affiliateStats(
  db: Firestore,
  uid: string,
): Promise<{ stats: AffiliateStats; reads: number }> {
  // Dollars only: entries in another currency are held for review, never added to these.
  const ledger = db
    .collection(programmeCollections.ledger)
    .where('affiliateUid', '==', uid)
    .where('currency', '==', LEDGER_CURRENCY);
  const rollups = db.collection(collections.rollups).where('affiliateUid', '==', uid);
  const shards = db.collection(collections.rollupShards).where('affiliateUid', '==', uid);
  // One summed field per query: each is served by its own (affiliateUid, field) index.
  const [sealedVisits, sealedSignups, liveVisits, liveSignups, lifetime, unpaid, flags, paying] =
    await Promise.all([
      sums(rollups, ['visits'] as const),
      sums(rollups, ['signups'] as const),
      sums(shards, ['visits'] as const),
      sums(shards, ['signups'] as const),
      sums(ledger, ['amountCents'] as const),
      sums(ledger.where('payoutId', '==', null), ['amountCents'] as const),
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
      lifetimeCents: lifetime.values.amountCents,
      balanceCents: unpaid.values.amountCents,
      openFlags,
    },
    reads:
      sealedVisits.reads +
      sealedSignups.reads +
      liveVisits.reads +
      liveSignups.reads +
      lifetime.reads +
      unpaid.reads +
      aggregationReads(openFlags) +
      aggregationReads(paying.data().count),
  };
}
