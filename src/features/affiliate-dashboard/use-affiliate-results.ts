import type { RecentVisit, VisitAnalytics } from '@contracts/affiliate';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useOperationQuery } from '@/lib/data/operation-query';
import { useAction } from '@/lib/data/use-action';
import { lastDays, type RangeDays } from './date-range';

/** The dashboard refreshes itself this often while the tab is visible. */
export const REFRESH_EVERY_MS = 60_000;

/** How many of the latest visits the table shows. */
export const RECENT_VISITS_LIMIT = 50;

export interface AffiliateResults {
  analytics: VisitAnalytics | null;
  visits: RecentVisit[] | null;
  error: string | null;
  loading: boolean;
  updatedAt: number | null;
  refresh: () => void;
}

/** Analytics and recent visits for a range, refreshed on demand and every minute, no page reload. */
export function useAffiliateResults(affiliateUid: string, rangeDays: RangeDays): AffiliateResults {
  // Each read again every minute, only while the tab is visible (refetchIntervalInBackground is off).
  const analytics = useOperationQuery(
    'affiliateOperations',
    'getVisitAnalytics',
    { affiliateUserId: affiliateUid, dateRange: lastDays(rangeDays) },
    {
      // Another range shows the last one's figures (marked as loading) until its own arrive.
      placeholderData: keepPreviousData,
      refetchInterval: REFRESH_EVERY_MS,
    },
  );
  const recent = useOperationQuery(
    'affiliateOperations',
    'getRecentVisits',
    { affiliateUserId: affiliateUid, limit: RECENT_VISITS_LIMIT },
    { refetchInterval: REFRESH_EVERY_MS },
  );
  // Refresh and Try again (not the timer) show as loading until that read is over.
  const refreshing = useAction(() => Promise.all([analytics.refetch(), recent.refetch()]), {
    errorToast: false,
  });
  // Shown together, as one set of results.
  const shown =
    analytics.data && recent.data
      ? { analytics: analytics.data, visits: recent.data.visits }
      : null;
  // The time of the figures last shown: kept while another range loads.
  const [updatedAt, setUpdatedAt] = useState<number | null>(null);
  const fetchedAt =
    shown && !analytics.isPlaceholderData
      ? Math.min(analytics.dataUpdatedAt, recent.dataUpdatedAt)
      : 0;
  if (fetchedAt && fetchedAt !== updatedAt) setUpdatedAt(fetchedAt);

  return {
    analytics: shown?.analytics ?? null,
    visits: shown?.visits ?? null,
    error:
      (analytics.isError || recent.isError) && !refreshing.pending
        ? 'We could not load your results. Check your connection and try again.'
        : null,
    updatedAt: fetchedAt || updatedAt,
    loading:
      refreshing.pending || analytics.isPending || recent.isPending || analytics.isPlaceholderData,
    refresh: () => refreshing.run(undefined),
  };
}
