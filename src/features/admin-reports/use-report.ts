import { keepPreviousData } from '@tanstack/react-query';
import { useOperationQuery } from '@/lib/data/operation-query';
import type { DayRange } from './report-model';

/**
 * The report of a range (read-only; the server seals finished days as it reads them); another
 * range keeps the last one on screen while it loads.
 */
export function useReport(range: DayRange) {
  return useOperationQuery(
    'adminReportOperations',
    'get',
    { from: range.from, to: range.to },
    { placeholderData: keepPreviousData },
  );
}
