import type { Firestore } from 'firebase-admin/firestore';
import { getReport, REPORT_SEAL_AFTER_MS } from './get-report';
import { reportDayConverter, reportDayRef } from './store';
import { dayKey, previousDay, sealable } from './summarize';

/**
 * Closes yesterday for the reports soon after midnight UTC, instead of at the first admin's view,
 * which may come days later: its closing snapshot (companies, seats, MRR at the day's end) on the
 * first run after midnight, and its flows sealed once the day ended `REPORT_SEAL_AFTER_MS` ago
 * (late writers land first). Reading the report of yesterday and today does both
 * (get-report.ts). Answers what this run did.
 */
export async function closeYesterday(
  db: Firestore,
  now: number,
): Promise<{ snapshot: boolean; sealed: boolean }> {
  const today = dayKey(now);
  const yesterday = previousDay(today);
  const stored = (await reportDayRef(db, yesterday).withConverter(reportDayConverter).get()).data();
  const snapshot = !stored?.snapshot;
  const sealed = !stored?.flow && sealable(yesterday, now, REPORT_SEAL_AFTER_MS);
  if (snapshot || sealed) await getReport({ from: yesterday, to: today }, { db, now });
  return { snapshot, sealed };
}
