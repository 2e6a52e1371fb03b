import type { RecentVisit, VisitAnalytics } from '@contracts/affiliate';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { queryClient } from '@/lib/query-client';
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

async function loadResults(affiliateUid: string, rangeDays: RangeDays) {
  const [analytics, visits] = await Promise.all([
    fetchAnalytics(affiliateUid, lastDays(rangeDays)),
    fetchRecentVisits(affiliateUid),
  ]);
  return { analytics, visits };
}

/** Analytics and recent visits for a range, refreshed on demand and every minute, no page reload. */
export function useAffiliateResults(affiliateUid: string, rangeDays: RangeDays): AffiliateResults {
  const query = useQuery(
    {
      queryKey: ['affiliate', affiliateUid, 'results', rangeDays],
      queryFn: () => loadResults(affiliateUid, rangeDays),
      // Another range shows the last one's figures (marked as loading) until its own arrive.
      placeholderData: keepPreviousData,
      // Only while the tab is visible (refetchIntervalInBackground is off).
      refetchInterval: REFRESH_EVERY_MS,
    },
    queryClient,
  );
  // Set by Refresh and Try again (not by the timer) until that read is over.
  const [refreshing, setRefreshing] = useState(false);
  // The time of the figures last shown: kept while another range loads.
  const [updatedAt, setUpdatedAt] = useState<number | null>(null);
  const fetchedAt = query.isPlaceholderData ? 0 : query.dataUpdatedAt;
  if (fetchedAt && fetchedAt !== updatedAt) setUpdatedAt(fetchedAt);

  return {
    analytics: query.data?.analytics ?? null,
    visits: query.data?.visits ?? null,
    error:
      query.isError && !refreshing
        ? 'We could not load your results. Check your connection and try again.'
        : null,
    updatedAt: fetchedAt || updatedAt,
    loading: refreshing || query.isPending || query.isPlaceholderData,
    refresh: () => {
      setRefreshing(true);
      void query.refetch().finally(() => setRefreshing(false));
    },
  };
}
