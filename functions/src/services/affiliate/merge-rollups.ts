import type { RollupDoc } from './store';

const COUNTERS = ['visits', 'uniqueSessions', 'signups'] as const;
const BREAKDOWNS = ['pages', 'referrers', 'utmSources', 'utmMediums', 'utmCampaigns'] as const;

/**
 * Keys one breakdown of a sealed day keeps: the most counted, the rest summed into OTHER_KEY.
 * Visits are anonymous, so anyone can send new referrers or campaigns; without a cap a day's
 * document could grow past Firestore's 1 MiB and its affiliate's analytics and every seal would
 * fail. 200 keys of at most 120 characters keep a day under 150 KB.
 */
export const MAX_KEYS_PER_BREAKDOWN = 200;
export const OTHER_KEY = '(other)';

/** The counts with at most `max` keys: the largest kept, the others summed into OTHER_KEY. */
export function capKeys(counts: Record<string, number>, max = MAX_KEYS_PER_BREAKDOWN) {
  const entries = Object.entries(counts);
  if (entries.length <= max) return counts;
  const other = counts[OTHER_KEY] ?? 0;
  const ranked = entries
    .filter(([key]) => key !== OTHER_KEY)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const kept = ranked.slice(0, max - 1);
  const folded = ranked.slice(max - 1).reduce((sum, [, count]) => sum + count, other);
  return { ...Object.fromEntries(kept), [OTHER_KEY]: folded };
}

/**
 * The sum of several rollup documents of one affiliate and day (pure; missing fields are 0),
 * each breakdown capped (capKeys): sealing is additive, so folding keys loses their names but
 * never a count.
 */
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
    for (const counter of COUNTERS) merged[counter] += numberOr0(doc[counter]);
    for (const breakdown of BREAKDOWNS) {
      const target = merged[breakdown];
      for (const [key, count] of Object.entries(doc[breakdown] ?? {}))
        target[key] = (target[key] ?? 0) + numberOr0(count);
    }
  }
  for (const breakdown of BREAKDOWNS) merged[breakdown] = capKeys(merged[breakdown]);
  return merged;
}

/** A stored counter that is not a number (a document written by hand) counts as nothing. */
const numberOr0 = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;
