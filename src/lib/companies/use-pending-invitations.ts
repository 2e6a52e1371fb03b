import { lazily, useLiveQuery } from '@/lib/data/live-query';
import { queryKeys } from '@/lib/data/keys';
import type { Invitation } from './company-model';

export interface PendingInvitations {
  status: 'idle' | 'loading' | 'ready' | 'error';
  invitations: Invitation[];
  retry: () => void;
}

/**
 * Pending invitations of the company, live from Firestore (the listener loads on demand), held
 * in the query cache (lib/data/live-query.ts); `idle` when the caller may not see them
 * (`enabled` false: only owners and admins may).
 */
export function usePendingInvitations(companyId: string, enabled: boolean): PendingInvitations {
  const invitations = useLiveQuery<Invitation[]>(
    queryKeys.companies.invitations(companyId),
    lazily(async () => {
      const { subscribePendingInvitations } = await import('./invitations-source');
      return (next, fail) => subscribePendingInvitations(companyId, next, fail);
    }),
    enabled,
  );
  return {
    status: !enabled
      ? 'idle'
      : invitations.status === 'pending'
        ? 'loading'
        : invitations.status === 'error'
          ? 'error'
          : 'ready',
    invitations: enabled ? (invitations.data ?? []) : [],
    retry: () => void invitations.refetch(),
  };
}
