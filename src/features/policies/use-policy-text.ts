import type { VersionedKind } from '@contracts/policies';
import { useQuery } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';
import type { PolicyText } from './policy-api';

/** The reads load with the first one: the page renders before any Firestore code arrives. */
const fetchPolicyText = async (kind: VersionedKind, version?: number) =>
  (await import('./policy-api')).fetchPolicyText(kind, version);

export type PolicyTextState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; text: PolicyText };

/** Loads one policy text (a version, or the current one), with a retry after a failure. */
export function usePolicyText(kind: VersionedKind, version?: number): PolicyTextState {
  const { data, status, refetch } = useQuery(
    {
      queryKey: ['policies', kind, 'text', version ?? 'current'],
      queryFn: () => fetchPolicyText(kind, version),
      // A published version is never edited; which one is current can change.
      staleTime: version === undefined ? 0 : Infinity,
    },
    queryClient,
  );
  if (data) return { status: 'ready', text: data };
  if (data === null) return { status: 'missing' };
  if (status === 'error') return { status: 'error', retry: () => void refetch() };
  return { status: 'loading' };
}
