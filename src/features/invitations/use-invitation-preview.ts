import type { InvitationPreview } from '@contracts/companies';
import { useOperationQuery } from '@/lib/data/operation-query';

export type PreviewState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'done'; preview: InvitationPreview };

const INVALID: PreviewState = { status: 'done', preview: { usable: false, problem: 'invalid' } };

/**
 * The invitation behind a token, asked through `preview`. A malformed token (null here) is
 * invalid without asking. `reload` asks again (after an error, or when an action failed).
 */
export function useInvitationPreview(token: string | null): PreviewState & { reload: () => void } {
  const { data, error, status, isFetching, refetch } = useOperationQuery(
    'invitationOperations',
    'preview',
    { token: token ?? '' },
    {
      enabled: token !== null,
      // An invitation can be used, revoked or expire at any time: every visit asks again.
      gcTime: 0,
    },
  );

  const reload = () => void refetch();
  if (!token) return { ...INVALID, reload };
  // Asking again after an answer keeps it on screen (no flash); after an error it shows loading.
  if (status === 'error')
    return isFetching ? { status: 'loading', reload } : { status, error, reload };
  if (data) return { status: 'done', preview: data, reload };
  return { status: 'loading', reload };
}
