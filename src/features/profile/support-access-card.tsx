import { useQuery } from '@tanstack/react-query';
import { useAuthStore } from '@/lib/auth/auth-store';
import { formatDateTime } from '@/lib/companies/dates';
import { queryKeys } from '@/lib/data/keys';
import { queryClient } from '@/lib/query-client';
import { RetryAlert } from '@/lib/ui/retry-alert';
import { Skeleton } from '@/lib/ui/skeleton';
import { loadSupportViews, SUPPORT_VIEWS_SHOWN, type SupportViewRow } from './support-views-api';

function minutes(from: number, to: number): string {
  const n = Math.max(1, Math.round((to - from) / 60_000));
  return n === 1 ? '1 minute' : `${n} minutes`;
}

function describe({ data }: SupportViewRow, now: number): string {
  if (data.endedAt === null && now < data.expiresAt) return 'Viewing now, read-only';
  const end = data.endedAt ?? data.expiresAt;
  return `For ${minutes(data.startedAt, end)}, read-only`;
}

/**
 * When Parley support viewed the account (an admin's read-only "view as user"): the user learns
 * of every view. Why and by whom stay in the audit log.
 */
export function SupportAccess() {
  const uid = useAuthStore((s) => s.user?.uid ?? null);
  const views = useQuery(
    {
      queryKey: queryKeys.supportViews(uid ?? ''),
      queryFn: () => loadSupportViews(uid ?? ''),
      enabled: uid !== null,
    },
    queryClient,
  );
  if (views.status === 'pending') return <Skeleton className="h-16 w-full" />;
  if (views.status === 'error') {
    return (
      <RetryAlert onRetry={() => void views.refetch()} className="mb-0">
        We could not load when support viewed your account. Try again.
      </RetryAlert>
    );
  }
  if (!views.data.length) {
    return <p className="text-sm text-muted-foreground">Support has never viewed your account.</p>;
  }
  // When the list was read: a view running then is shown as running.
  const now = views.dataUpdatedAt;
  return (
    <>
      <ul className="divide-y text-sm" aria-label="Support views of your account">
        {views.data.map((view) => (
          <li key={view.id} className="flex flex-wrap justify-between gap-2 py-2">
            <time dateTime={new Date(view.data.startedAt).toISOString()}>
              {formatDateTime(view.data.startedAt)}
            </time>
            <span className="text-muted-foreground">{describe(view, now)}</span>
          </li>
        ))}
      </ul>
      {views.data.length === SUPPORT_VIEWS_SHOWN ? (
        <p className="mt-2 text-xs text-muted-foreground">
          The latest {SUPPORT_VIEWS_SHOWN} are shown.
        </p>
      ) : null}
    </>
  );
}
