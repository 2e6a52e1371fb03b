import { keepPreviousData } from '@tanstack/react-query';
import { useOperationQuery } from '@/lib/data/operation-query';

/**
 * The real affiliate funnel of the last `days` UTC days (read-only); another period keeps the
 * last one on screen while it loads.
 */
export function useFunnel(days: number) {
  return useOperationQuery(
    'adminAffiliateModelOperations',
    'getFunnel',
    { days },
    { placeholderData: keepPreviousData },
  );
}
