import type { VersionedKind } from '@contracts/policies';
import { PUBLIC_CONTENT_CDN_SECONDS } from '@contracts/public-content';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/data/keys';
import { queryClient } from '@/lib/query-client';
import type { PolicyText, VersionSummary } from './policy-api';

/** The reads load with the first one: the page renders before any Firestore code arrives. */
const fetchPolicyText = async (kind: VersionedKind, version?: number) =>
  (await import('./policy-api')).fetchPolicyText(kind, version);

export type PolicyTextState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; text: PolicyText };

function toState<T>(
  text: T | null | undefined,
  status: 'pending' | 'error' | 'success',
  refetch: () => unknown,
):
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; text: T } {
  if (text) return { status: 'ready', text };
  if (text === null) return { status: 'missing' };
  if (status === 'error') return { status: 'error', retry: () => void refetch() };
  return { status: 'loading' };
}

// A published version is never edited; which one is current can change.
const staleTimeFor = (version?: number) => (version === undefined ? 0 : Infinity);

/**
 * Loads one policy text (a version, or the current one) from Firestore, with a retry after a
 * failure: the accept pages, which must show the version just published.
 */
export function usePolicyText(kind: VersionedKind, version?: number): PolicyTextState {
  const { data, status, refetch } = useQuery(
    {
      queryKey: queryKeys.policies.text(kind, version),
      queryFn: () => fetchPolicyText(kind, version),
      staleTime: staleTimeFor(version),
    },
    queryClient,
  );
  return toState(data, status, refetch);
}

export type PublicPolicyState = ReturnType<typeof toState<PolicyText & { html: string }>> & {
  versions: VersionSummary[];
};

/**
 * A public policy page's text (as HTML) and its versions, from the public JSON: no Firebase
 * SDK, no Markdown parser in the visitor's browser.
 */
export function usePublicPolicy(kind: VersionedKind, version?: number): PublicPolicyState {
  const { data, status, refetch } = useQuery(
    {
      queryKey: queryKeys.policies.public(kind, version),
      queryFn: async () => (await import('./public-policy-api')).fetchPublicPolicy(kind, version),
      // The public answer is as old as the CDN keeps it anyway: no read again sooner (the page
      // rendered with its data does not ask the moment it starts).
      staleTime: version === undefined ? PUBLIC_CONTENT_CDN_SECONDS * 1000 : Infinity,
    },
    queryClient,
  );
  return { ...toState(data && data.text, status, refetch), versions: data?.versions ?? [] };
}
