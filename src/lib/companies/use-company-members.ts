import { lazily, useLiveQuery } from '@/lib/data/live-query';
import { queryKeys } from '@/lib/data/keys';
import type { Member } from './company-model';
import { sortMembers } from './roles';

export interface CompanyMembers {
  status: 'loading' | 'ready' | 'error';
  /** Owner, admins, members; by name within a role. */
  members: Member[];
  retry: () => void;
}

/**
 * The members of a company, live from Firestore (the listener loads on demand), held in the
 * query cache: every reader of one company shares a listener, which lingers a minute after the
 * last leaves (lib/data/live-query.ts).
 */
export function useCompanyMembers(companyId: string | null | undefined): CompanyMembers {
  const members = useLiveQuery<Member[]>(
    queryKeys.companies.members(companyId ?? ''),
    lazily(async () => {
      const { subscribeMembers } = await import('./companies-sync');
      return (next, fail) => subscribeMembers(companyId ?? '', (m) => next(sortMembers(m)), fail);
    }),
    Boolean(companyId),
  );
  return {
    status:
      members.status === 'pending' ? 'loading' : members.status === 'error' ? 'error' : 'ready',
    members: members.data ?? [],
    retry: () => void members.refetch(),
  };
}
