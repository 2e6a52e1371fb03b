import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';
import { fetchFunnel } from './modeling-api';

/** The funnel of a period; another period keeps the last one on screen while it loads. */
export function useFunnel(days: number) {
  return useQuery(
    {
      queryKey: ['adminAffiliateModel', 'funnel', days],
      queryFn: () => fetchFunnel(days),
      placeholderData: keepPreviousData,
    },
    queryClient,
  );
}
