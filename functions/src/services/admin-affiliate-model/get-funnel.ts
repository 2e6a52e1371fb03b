import type { Firestore } from 'firebase-admin/firestore';
import { AggregateField } from 'firebase-admin/firestore';
import type { Funnel, FunnelInput } from '../../contracts/admin-affiliate-model';
import { collections as affiliateCollections } from '../affiliate/store';
import { getReport } from '../admin-reports/get-report';
import { dayKey, dayStart } from '../admin-reports/summarize';
import { parseProgrammeSettings, programmeSettingsRef } from '../affiliate-programme/settings';
import { summarizeFunnel } from './summarize-funnel';

const DAY_MS = 86_400_000;

export interface FunnelDeps {
  db: Firestore;
  now: number;
}

/**
 * The unique sessions of a range of days, from the affiliate day rollups: one sum aggregation
 * over the sealed days (index `affiliateRollups (day, uniqueSessions)`) plus the shards the
 * affiliate programme has not sealed yet (only their counter read), in one read-only
 * transaction, so a seal running meanwhile is counted once.
 */
export async function sumUniqueSessions(db: Firestore, from: string, to: string): Promise<number> {
  return db.runTransaction(
    async (tx) => {
      const inRange = (collection: string) =>
        db.collection(collection).where('day', '>=', from).where('day', '<=', to);
      const [sealed, shards] = await Promise.all([
        tx.get(
          inRange(affiliateCollections.rollups).aggregate({
            total: AggregateField.sum('uniqueSessions'),
          }),
        ),
        tx.get(inRange(affiliateCollections.rollupShards).select('uniqueSessions')),
      ]);
      let total = sealed.data().total ?? 0;
      for (const shard of shards.docs) {
        total += (shard.get('uniqueSessions') as number | undefined) ?? 0;
      }
      return total;
    },
    { readOnly: true },
  );
}

/**
 * The real funnel of the `days` UTC days ending `to` (today by default), for the modelling page:
 * - visits, sign-ups, paying referred companies, churn and the snapshots come from the report
 *   summaries' `getReport` (sealed `reportDays`, counted once by aggregations, then kept), so a
 *   repeated view reads one document per day;
 * - unique sessions: `sumUniqueSessions` (one aggregation plus unsealed shards);
 * - the programme settings (`affiliateProgramme/settings`, the defaults when absent) and a
 *   count of approved affiliates.
 * Never a scan of visits. Read-only apart from the report's sealing: not audited.
 */
export async function getFunnel(input: FunnelInput, deps: FunnelDeps): Promise<Funnel> {
  const { db, now } = deps;
  const to = input.to ?? dayKey(now);
  const from = dayKey(dayStart(to) - (input.days - 1) * DAY_MS);
  const [report, uniqueSessions, settingsDoc, approved] = await Promise.all([
    // Validates the range too (a future `to` is invalid-argument).
    getReport({ from, to }, { db, now }),
    sumUniqueSessions(db, from, to),
    programmeSettingsRef(db).get(),
    db.collection(affiliateCollections.affiliates).where('status', '==', 'approved').count().get(),
  ]);
  return summarizeFunnel({
    report,
    days: input.days,
    uniqueSessions,
    settings: parseProgrammeSettings(settingsDoc.exists ? settingsDoc.data() : undefined),
    settingsStored: settingsDoc.exists,
    approvedAffiliates: approved.data().count,
    now,
  });
}
