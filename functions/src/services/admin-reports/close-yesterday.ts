import type { Firestore } from 'firebase-admin/firestore';
import { getReport } from './get-report';
import { reportDayRef } from './store';
import { dayKey, previousDay } from './summarize';

/**
 * Takes yesterday's closing snapshot (companies, seats, MRR at the day's end) and seals its
 * flows soon after midnight UTC, instead of at the first admin's view of the reports, which may
 * come days later and would record that later state as yesterday's. Reading the report of
 * yesterday and today does both (get-report.ts). Returns whether a snapshot was taken now.
 */
export async function closeYesterday(db: Firestore, now: number): Promise<boolean> {
  const today = dayKey(now);
  const yesterday = previousDay(today);
  const had = Boolean((await reportDayRef(db, yesterday).get()).get('snapshot'));
  if (had) return false;
  await getReport({ from: yesterday, to: today }, { db, now });
  return true;
}
