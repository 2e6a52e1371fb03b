import type { Firestore } from 'firebase-admin/firestore';
import type { ReportSnapshot } from '../../functions/src/contracts/admin-reports';
import { takeSnapshot } from '../../functions/src/services/admin-reports/count-day';
import type { ReportBillingEventDoc } from '../../functions/src/services/admin-reports/store';
import {
  dayKey,
  dayStart,
  daysBetween,
  type ReportBillingKind,
} from '../../functions/src/services/admin-reports/summarize';

const DAY_MS = 86_400_000;
/** How far back the demo history goes. */
const HISTORY_DAYS = 120;
const DEMO_AFFILIATE = 'demo-affiliate';
/** Owners the demo affiliate referred, so the funnel's last step shows. */
const REFERRED_OWNERS = ['demo-referred-owner-1', 'demo-referred-owner-2'];

/** A small deterministic wobble in [-1, 1] for day `i` (no randomness: the seed is repeatable). */
const wobble = (i: number, salt: number) => Math.sin(i * 1.7 + salt) * Math.cos(i * 0.31 + salt);

/** The billing transitions of the history's day `i` (deterministic). */
function demoBillingKinds(i: number): ReportBillingKind[] {
  const kinds: ReportBillingKind[] = [];
  const trials = Math.max(0, Math.round(1.5 + 1.5 * wobble(i, 6)));
  for (let n = 0; n < trials; n++) kinds.push('trialStarted');
  if (i % 3 === 0) kinds.push('trialConverted', 'paidStarted');
  if (i % 5 === 2) kinds.push('trialCanceled');
  if (i % 4 === 1) kinds.push('paidStarted');
  // One churn in 40 days: the demo has a handful of paying companies.
  if (i % 40 === 4) kinds.push('churned');
  return kinds;
}

const demoSubscription = (day: string, n: number) => ({
  subscriptionId: `sub_demo_${day}_${n}`,
  companyId: `demo-report-company-${day}-${n}`,
});

/**
 * The subscription a churn on day `i` ends: the one that started paying at least 45 days
 * earlier in the history, or, that early in the history, one from before it.
 */
function churnedSubscription(days: string[], i: number) {
  for (let j = i - 45; j >= 0; j -= 1) {
    const n = demoBillingKinds(j).indexOf('paidStarted');
    const day = days[j];
    if (n >= 0 && day) return demoSubscription(day, n);
  }
  return demoSubscription(days[i] ?? 'before', 99);
}

/**
 * Demo history for /admin/report-summaries, so the charts show shapes on `npm start`:
 * - daily snapshots (point-in-time figures cannot be recounted) from 120 days ago to the day
 *   before yesterday, growing towards today's real figures and ending on them exactly (so the
 *   charts have no cliff where the live data begins); yesterday's is left to the first view, as
 *   in production. Days that already have a snapshot keep it;
 * - billing transitions (`reportBillingEvents`, the report's own source records) on those days,
 *   each churn ending a subscription that started paying before it;
 * - sealed affiliate rollups of the demo affiliate on the days that have none, and two referred
 *   owners' attributions.
 * Flow figures are not written: the first view counts them from these sources, so they match a
 * recount. Idempotent and deterministic for a given state (ids are per day).
 */
export async function seedAdminReports(db: Firestore): Promise<void> {
  const now = Date.now();
  const days = daysBetween(dayKey(now - HISTORY_DAYS * DAY_MS), dayKey(now - 2 * DAY_MS));
  const first = days[0] ?? dayKey(now);
  const last = days.at(-1) ?? first;

  // The history ends on today's real figures: a floor or a wobble on the last day would show as a
  // cliff between the last seeded snapshot and the first real one.
  const current = await takeSnapshot(db, now);
  const [reportDays, rollups] = await Promise.all([
    db.collection('reportDays').where('day', '>=', first).where('day', '<=', last).get(),
    db
      .collection('affiliateRollups')
      .where('affiliateUid', '==', DEMO_AFFILIATE)
      .where('day', '>=', first)
      .where('day', '<=', last)
      .get(),
  ]);
  const hasSnapshot = new Set(reportDays.docs.filter((d) => d.get('snapshot')).map((d) => d.id));
  const hasRollup = new Set(rollups.docs.map((d) => d.get('day') as string));

  let batch = db.batch();
  let writes = 0;
  const flush = async () => {
    if (writes === 0) return;
    await batch.commit();
    batch = db.batch();
    writes = 0;
  };
  const write = async (apply: () => void) => {
    apply();
    writes += 1;
    if (writes >= 400) await flush();
  };

  for (const [i, day] of days.entries()) {
    const growth = 0.45 + 0.55 * ((i + 1) / days.length);
    // The wobble fades out towards the last day, which lands on today's figures exactly.
    const fade = (days.length - 1 - i) / days.length;
    const scaled = (value: number, salt: number) =>
      Math.max(0, Math.round(value * growth * (1 + 0.04 * fade * wobble(i, salt))));
    if (!hasSnapshot.has(day)) {
      const snapshot: ReportSnapshot = {
        companies: scaled(current.companies, 1),
        payingCompanies: scaled(current.payingCompanies, 2),
        trialingCompanies: Math.max(
          0,
          Math.round(current.trialingCompanies * (1 + fade * wobble(i, 3))),
        ),
        seats: scaled(current.seats, 4),
        mrrCents: scaled(current.mrrCents, 5),
        takenAt: dayStart(day) + DAY_MS + 9 * 3_600_000,
      };
      await write(() =>
        batch.set(db.doc(`reportDays/${day}`), { day, snapshot, demo: true }, { merge: true }),
      );
    }

    const kinds = demoBillingKinds(i);
    for (const [n, kind] of kinds.entries()) {
      // A churn ends a subscription that started paying in this history (or before it), as a
      // real one does: the reports' monthly churn counts those paying at a month's start.
      const { subscriptionId, companyId } =
        kind === 'churned' ? churnedSubscription(days, i) : demoSubscription(day, n);
      const record: ReportBillingEventDoc = {
        kind,
        day,
        at: dayStart(day) + (8 + n) * 3_600_000,
        companyId,
        subscriptionId,
        ownerUid: kind === 'paidStarted' && i % 6 === 0 ? (REFERRED_OWNERS[i % 2] ?? null) : null,
      };
      await write(() => batch.set(db.doc(`reportBillingEvents/${subscriptionId}_${kind}`), record));
    }

    if (!hasRollup.has(day)) {
      const visits = Math.max(0, Math.round(18 + 12 * wobble(i, 7) + i / 6));
      await write(() =>
        batch.set(db.doc(`affiliateRollups/${DEMO_AFFILIATE}_${day}`), {
          affiliateUid: DEMO_AFFILIATE,
          day,
          visits,
          uniqueSessions: Math.round(visits * 0.7),
          signups: Math.floor(visits / 9),
          pages: { '/': Math.ceil(visits / 2), '/pricing': Math.floor(visits / 2) },
          referrers: {},
          utmSources: {},
          utmMediums: {},
          utmCampaigns: {},
        }),
      );
    }
  }
  for (const uid of REFERRED_OWNERS) {
    await write(() =>
      batch.set(db.doc(`affiliateAttributions/${uid}`), {
        attributed: true,
        outcome: 'attributed',
        affiliateUid: DEMO_AFFILIATE,
        sessionId: `demo-session-${uid}`,
        firstTouchAt: dayStart(first),
        at: dayStart(first) + 3_600_000,
      }),
    );
  }
  await flush();
}
