import type { VisitAnalytics } from '../../contracts/affiliate';
import type { RollupDoc } from './store';

const TOP = 10;

function addInto(target: Map<string, number>, counts: Record<string, number> | undefined) {
  for (const [key, count] of Object.entries(counts ?? {}))
    target.set(key, (target.get(key) ?? 0) + count);
}

function top(counts: Map<string, number>) {
  return [...counts.entries()]
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, TOP)
    .map(([key, count]) => ({ key, count }));
}

/** Folds the rollup shards of a date range into the analytics answer (pure). */
export function summarizeRollups(days: string[], docs: RollupDoc[]): VisitAnalytics {
  const perDay = new Map(
    days.map((day) => [day, { day, visits: 0, uniqueSessions: 0, signups: 0 }]),
  );
  const lists = {
    topPages: new Map<string, number>(),
    topReferrers: new Map<string, number>(),
    utmSources: new Map<string, number>(),
    utmMediums: new Map<string, number>(),
    utmCampaigns: new Map<string, number>(),
  };
  for (const doc of docs) {
    const day = perDay.get(doc.day);
    if (!day) continue;
    day.visits += doc.visits ?? 0;
    day.uniqueSessions += doc.uniqueSessions ?? 0;
    day.signups += doc.signups ?? 0;
    addInto(lists.topPages, doc.pages);
    addInto(lists.topReferrers, doc.referrers);
    addInto(lists.utmSources, doc.utmSources);
    addInto(lists.utmMediums, doc.utmMediums);
    addInto(lists.utmCampaigns, doc.utmCampaigns);
  }
  const rows = [...perDay.values()];
  const totals = rows.reduce(
    (sum, row) => ({
      visits: sum.visits + row.visits,
      uniqueSessions: sum.uniqueSessions + row.uniqueSessions,
      signups: sum.signups + row.signups,
    }),
    { visits: 0, uniqueSessions: 0, signups: 0 },
  );
  return {
    from: days[0] ?? '',
    to: days.at(-1) ?? '',
    totals: {
      ...totals,
      conversionRate: totals.uniqueSessions ? totals.signups / totals.uniqueSessions : 0,
    },
    perDay: rows,
    topPages: top(lists.topPages),
    topReferrers: top(lists.topReferrers),
    utmSources: top(lists.utmSources),
    utmMediums: top(lists.utmMediums),
    utmCampaigns: top(lists.utmCampaigns),
  };
}
