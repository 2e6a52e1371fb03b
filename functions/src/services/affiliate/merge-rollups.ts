import type { RollupDoc } from './store';

const COUNTERS = ['visits', 'uniqueSessions', 'signups'] as const;
const BREAKDOWNS = ['pages', 'referrers', 'utmSources', 'utmMediums', 'utmCampaigns'] as const;

/** The sum of several rollup documents of one affiliate and day (pure; missing fields are 0). */
export function mergeRollups(
  affiliateUid: string,
  day: string,
  docs: (RollupDoc | undefined)[],
): RollupDoc {
  const merged: Required<RollupDoc> = {
    affiliateUid,
    day,
    visits: 0,
    uniqueSessions: 0,
    signups: 0,
    pages: {},
    referrers: {},
    utmSources: {},
    utmMediums: {},
    utmCampaigns: {},
  };
  for (const doc of docs) {
    if (!doc) continue;
    for (const counter of COUNTERS) merged[counter] += doc[counter] ?? 0;
    for (const breakdown of BREAKDOWNS) {
      const target = merged[breakdown];
      for (const [key, count] of Object.entries(doc[breakdown] ?? {}))
        target[key] = (target[key] ?? 0) + count;
    }
  }
  return merged;
}
