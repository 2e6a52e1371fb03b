import type { Funnel } from '@contracts/admin-affiliate-model';
import { callOperation } from '@/lib/firebase/functions';

/** The real affiliate funnel of the last `days` UTC days (read-only). */
export const fetchFunnel = (days: number): Promise<Funnel> =>
  callOperation('adminAffiliateModelOperations', 'getFunnel', { days });
