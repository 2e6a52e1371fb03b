import type { RecentVisit, VisitAnalytics } from '@contracts/affiliate';
import { useEffect, useState } from 'react';
import { fetchAnalytics, fetchRecentVisits } from './dashboard-api';
import { lastDays, type RangeDays } from './date-range';

/** The dashboard refreshes itself this often while the tab is visible. */
export const REFRESH_EVERY_MS = 60_000;

export interface AffiliateResults {
  analytics: VisitAnalytics | null;
  visits: RecentVisit[] | null;
  error: string | null;
  loading: boolean;
  updatedAt: number | null;
  refresh: () => void;
}

interface Loaded {
  analytics: VisitAnalytics | null;
  visits: RecentVisit[] | null;
  error: string | null;
  /** Which range the data belongs to: a different range means it is being loaded. */
  range: RangeDays | null;
  refreshing: boolean;
  updatedAt: number | null;
}

/** Analytics and recent visits for a range, refreshed on demand and every minute, no page reload. */
export function useAffiliateResults(affiliateUid: string, rangeDays: RangeDays): AffiliateResults {
  const [state, setState] = useState<Loaded>({
    analytics: null,
    visits: null,
    error: null,
    range: null,
    refreshing: false,
    updatedAt: null,
  });
  const [tick, setTick] = useState(0);

  useEffect(() => {
    let current = true;
    const run = () =>
      Promise.all([
        fetchAnalytics(affiliateUid, lastDays(rangeDays)),
        fetchRecentVisits(affiliateUid),
      ]).then(
        ([analytics, visits]) => {
          if (current) {
            setState({
              analytics,
              visits,
              error: null,
              range: rangeDays,
              refreshing: false,
              updatedAt: Date.now(),
            });
          }
        },
        () => {
          if (current) {
            setState((s) => ({
              ...s,
              range: rangeDays,
              refreshing: false,
              error: 'We could not load your results. Check your connection and try again.',
            }));
          }
        },
      );
    void run();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void run();
    }, REFRESH_EVERY_MS);
    return () => {
      // A newer range or refresh supersedes this one: its late answer is dropped.
      current = false;
      clearInterval(timer);
    };
  }, [affiliateUid, rangeDays, tick]);

  return {
    analytics: state.analytics,
    visits: state.visits,
    error: state.error,
    updatedAt: state.updatedAt,
    loading: state.refreshing || state.range !== rangeDays,
    refresh: () => {
      setState((s) => ({ ...s, refreshing: true, error: null }));
      setTick((t) => t + 1);
    },
  };
}
