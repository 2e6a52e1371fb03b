import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  REPORT_MAX_DAYS,
  type Report,
  type ReportDayDoc,
  type ReportFlow,
  type ReportSeriesDay,
  type ReportSnapshot,
} from '../../contracts/admin-reports';
import { countFlowDays, takeSnapshot } from './count-day';
import { readChurnedSubscriptions } from './read-churned';
import { reportCollections, reportDayConverter, reportDayRef } from './store';
import {
  contiguousRuns,
  dayKey,
  daysBetween,
  previousDay,
  sealable,
  summarizeReport,
} from './summarize';

/** A finished day is sealed once it ended this long ago (late writers land first). */
export const REPORT_SEAL_AFTER_MS = 60 * 60 * 1000;

export interface ReportDeps {
  db: Firestore;
  now: number;
  sealAfterMs?: number;
}

/**
 * The report of a range, from `reportDays` (one document per day):
 * 1. the range's day documents are read (at most 366);
 * 2. the days without sealed flow figures are counted from the source documents
 *    (`countFlowDays`: aggregations, by bisection); finished days (ended `REPORT_SEAL_AFTER_MS` ago) are then
 *    stored sealed, so the next view reads them. Today is counted live and never sealed;
 * 3. point-in-time figures: today's are live; yesterday's snapshot is taken by the maintenance
 *    job soon after midnight (close-yesterday.ts), or at a view before it ran (whatever the
 *    range); older days have the snapshot taken then, or none;
 * 4. the monthly churn: the range's churn records with the day each started paying
 *    (read-churned.ts) and the snapshot of the day before the range (the first month's base).
 * Sealing and snapshots are side effects of reading: not audited.
 */
export async function getReport(
  input: { from: string; to: string },
  deps: ReportDeps,
): Promise<Report> {
  const { db, now } = deps;
  const sealAfterMs = deps.sealAfterMs ?? REPORT_SEAL_AFTER_MS;
  const { from, to } = input;
  const today = dayKey(now);
  if (from > to) throw new HttpsError('invalid-argument', 'The date range starts after it ends.');
  if (to > today) throw new HttpsError('invalid-argument', 'The date range ends in the future.');
  const days = daysBetween(from, to);
  if (days.length > REPORT_MAX_DAYS) {
    throw new HttpsError('invalid-argument', `Choose a range of at most ${REPORT_MAX_DAYS} days.`);
  }

  const yesterday = previousDay(today);
  const dayBefore = previousDay(from);
  const stored = new Map<string, ReportDayDoc>();
  const [inRange, churned] = await Promise.all([
    // From the day before: its snapshot is what the first month of the churn starts from.
    db
      .collection(reportCollections.days)
      .where('day', '>=', dayBefore)
      .where('day', '<=', to)
      .withConverter(reportDayConverter)
      .get(),
    readChurnedSubscriptions(db, from, to),
  ]);
  for (const doc of inRange.docs) stored.set(doc.id, doc.data());
  if (!days.includes(yesterday)) {
    const doc = await reportDayRef(db, yesterday).withConverter(reportDayConverter).get();
    const data = doc.data();
    if (data) stored.set(yesterday, data);
  }

  const counted = new Map<string, ReportFlow>();
  for (const run of contiguousRuns(days.filter((day) => !stored.get(day)?.flow))) {
    for (const [day, flow] of await countFlowDays(db, run)) counted.set(day, flow);
  }

  const needsLive = to === today || !stored.get(yesterday)?.snapshot;
  const live: ReportSnapshot | null = needsLive ? await takeSnapshot(db, now) : null;

  const batch = db.batch();
  let writes = 0;
  for (const [day, flow] of counted) {
    if (!sealable(day, now, sealAfterMs)) continue;
    batch.set(reportDayRef(db, day), { day, flow, sealedAt: now }, { merge: true });
    writes += 1;
  }
  if (live && !stored.get(yesterday)?.snapshot) {
    batch.set(reportDayRef(db, yesterday), { day: yesterday, snapshot: live }, { merge: true });
    stored.set(yesterday, { ...stored.get(yesterday), day: yesterday, snapshot: live });
    writes += 1;
  }
  if (writes > 0) await batch.commit();

  const series: ReportSeriesDay[] = days.map((day) => {
    const doc = stored.get(day);
    const sealedFlow = doc?.flow;
    return {
      day,
      flow: sealedFlow ?? counted.get(day) ?? countedMissing(day),
      snapshot: day === today ? live : (doc?.snapshot ?? null),
      sealed: sealedFlow !== undefined,
    };
  });
  const before = stored.get(dayBefore)?.snapshot;
  return summarizeReport(from, to, series, now, {
    churned,
    before: before ? { day: dayBefore, snapshot: before } : null,
  });
}

function countedMissing(day: string): never {
  throw new Error(`report: day ${day} was neither sealed nor counted`);
}
