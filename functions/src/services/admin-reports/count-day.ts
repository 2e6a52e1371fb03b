import {
  AggregateField,
  type Firestore,
  type Query,
  type Transaction,
} from 'firebase-admin/firestore';
import type { ReportFlow, ReportSnapshot } from '../../contracts/admin-reports';
import { collections as affiliateCollections } from '../affiliate/store';
import { collections as companyCollections } from '../companies/store';
import { reportBillingEventConverter, reportCollections } from './store';
import { countPerDay, dayEnd, dayStart, emptyFlow, type ReportBillingKind } from './summarize';

const count = async (query: Query): Promise<number> => (await query.count().get()).data().count;

const BILLING_FIGURES: Record<ReportBillingKind, keyof ReportFlow> = {
  trialStarted: 'trialsStarted',
  trialConverted: 'trialsConverted',
  trialCanceled: 'trialsCanceled',
  paidStarted: 'paidStarted',
  churned: 'churned',
};

/**
 * The flow figures of consecutive days from the source documents, in one read-only transaction
 * (one consistent snapshot), by range queries and count/sum aggregations split by bisection
 * (`countPerDay`: quiet stretches cost one query):
 * - sign-ups: users with the mirror's `createdAt` (ms) in the day; new companies:
 *   `companies.createdAt`;
 * - billing: `reportBillingEvents` per kind and day;
 * - affiliate visits and sign-ups: sums over the sealed `affiliateRollups`, plus the shards the
 *   affiliate programme has not sealed yet. Shard counters are not indexed (each visit
 *   increments one), so those shards are read, with only their day and two counters. Both in the
 *   same snapshot: the affiliate seal moves shards into the day document;
 * - affiliate paying: the `paidStarted` records of these days (the only records read: new paying
 *   companies are few) whose owner's affiliate attribution says attributed.
 */
export async function countFlowDays(
  db: Firestore,
  days: string[],
): Promise<Map<string, ReportFlow>> {
  const first = days[0];
  const last = days.at(-1);
  const flows = new Map(days.map((day) => [day, emptyFlow()]));
  if (first === undefined || last === undefined) return flows;

  await db.runTransaction(
    async (tx: Transaction) => {
      const txCount = async (query: Query) => (await tx.get(query.count())).data().count;
      const created = (collection: string) => (from: string, to: string) =>
        txCount(
          db
            .collection(collection)
            .where('createdAt', '>=', dayStart(from))
            .where('createdAt', '<', dayEnd(to)),
        );
      const billing = (kind: ReportBillingKind) => (from: string, to: string) =>
        txCount(
          db
            .collection(reportCollections.billingEvents)
            .where('kind', '==', kind)
            .where('day', '>=', from)
            .where('day', '<=', to),
        );
      const sealedSum = (field: 'visits' | 'signups') => async (from: string, to: string) =>
        (
          await tx.get(
            db
              .collection(affiliateCollections.rollups)
              .where('day', '>=', from)
              .where('day', '<=', to)
              .aggregate({ total: AggregateField.sum(field) }),
          )
        ).data().total ?? 0;

      const set = (figure: keyof ReportFlow) => (values: number[]) => {
        values.forEach((value, i) => {
          const flow = flows.get(days[i] as string);
          if (flow) flow[figure] += value;
        });
      };
      const inRange = (collection: string) =>
        db.collection(collection).where('day', '>=', first).where('day', '<=', last);

      const [shards, paid] = await Promise.all([
        tx.get(inRange(affiliateCollections.rollupShards).select('day', 'visits', 'signups')),
        tx.get(
          inRange(reportCollections.billingEvents)
            .where('kind', '==', 'paidStarted')
            .withConverter(reportBillingEventConverter),
        ),
        countPerDay(days, created(companyCollections.users)).then(set('signups')),
        countPerDay(days, created(companyCollections.companies)).then(set('newCompanies')),
        countPerDay(days, sealedSum('visits')).then(set('affiliateVisits')),
        countPerDay(days, sealedSum('signups')).then(set('affiliateSignups')),
        ...(Object.keys(BILLING_FIGURES) as ReportBillingKind[]).map((kind) =>
          countPerDay(days, billing(kind)).then(set(BILLING_FIGURES[kind])),
        ),
      ]);

      for (const shard of shards.docs) {
        const flow = flows.get(shard.get('day') as string);
        if (!flow) continue;
        flow.affiliateVisits += (shard.get('visits') as number | undefined) ?? 0;
        flow.affiliateSignups += (shard.get('signups') as number | undefined) ?? 0;
      }

      const records = paid.docs.map((doc) => doc.data());
      const owners = [
        ...new Set(
          records
            .map((record) => record.ownerUid)
            .filter((uid): uid is string => typeof uid === 'string' && uid !== ''),
        ),
      ];
      if (owners.length === 0) return;
      const attributions = await tx.getAll(
        ...owners.map((uid) => db.collection(affiliateCollections.attributions).doc(uid)),
      );
      const referred = new Set(
        attributions.filter((doc) => doc.get('attributed') === true).map((doc) => doc.id),
      );
      for (const record of records) {
        const flow = flows.get(record.day);
        if (flow && referred.has(record.ownerUid ?? '')) flow.affiliatePaying += 1;
      }
    },
    { readOnly: true },
  );
  return flows;
}

/**
 * The point-in-time figures now, by aggregations over `companies`: all of them, the paying ones
 * (`entitlements.mrrCents` > 0) with their seats and MRR, the trialing ones.
 */
export async function takeSnapshot(db: Firestore, now: number): Promise<ReportSnapshot> {
  const companies = db.collection(companyCollections.companies);
  const paying = companies.where('entitlements.mrrCents', '>', 0);
  const [all, revenue, seats, trialing] = await Promise.all([
    count(companies),
    paying
      .aggregate({
        count: AggregateField.count(),
        mrrCents: AggregateField.sum('entitlements.mrrCents'),
      })
      .get(),
    // A sum of another field than the filter's: served by the (mrrCents, seats) index.
    paying.aggregate({ seats: AggregateField.sum('entitlements.seats') }).get(),
    count(companies.where('entitlements.status', '==', 'trialing')),
  ]);
  return {
    companies: all,
    payingCompanies: revenue.data().count,
    trialingCompanies: trialing,
    seats: seats.data().seats ?? 0,
    mrrCents: revenue.data().mrrCents ?? 0,
    takenAt: now,
  };
}
