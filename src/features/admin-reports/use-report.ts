import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';
import { fetchReport } from './report-api';
import type { DayRange } from './report-model';

/** The report of a range; another range keeps the last one on screen while it loads. */
export function useReport(range: DayRange | null) {
  return useQuery(
    {
      queryKey: ['adminReports', range?.from, range?.to],
      queryFn: () => fetchReport(range as DayRange),
      enabled: range !== null,
      placeholderData: keepPreviousData,
    },
    queryClient,
  );
}
