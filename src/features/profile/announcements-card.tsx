import { useQuery } from '@tanstack/react-query';
import { useAuthStore } from '@/lib/auth/auth-store';
import { useOperation } from '@/lib/data/use-action';
import { queryClient } from '@/lib/query-client';
import { Alert } from '@/lib/ui/alert';
import { Button } from '@/lib/ui/button';
import { Skeleton } from '@/lib/ui/skeleton';
import { SwitchField } from '@/lib/ui/switch';
import { patchProfile, profileQuery } from './use-profile';

/**
 * "Product announcements by email": on unless the user opted out (here or through the
 * unsubscribe link in an announcement). Mail about the account itself is always sent. The
 * choice is a field of the users doc, so it comes with the profile's read.
 */
export function AnnouncementsPreference() {
  const uid = useAuthStore((s) => s.user?.uid ?? null);
  const optOut = useQuery(
    { ...profileQuery(uid), select: (state) => state.announcementsOptOut },
    queryClient,
  );
  const saving = useOperation('profileOperations', 'setAnnouncementsOptOut', {
    success: ({ announcementsOptOut }) =>
      announcementsOptOut
        ? 'You will no longer receive product announcements.'
        : 'You will receive product announcements.',
    // The answer is what was saved: written into the profile's read, not read again.
    onSuccess: ({ announcementsOptOut }) => patchProfile(uid, { announcementsOptOut }),
  });

  if (optOut.status === 'pending') return <Skeleton className="h-12 w-full" />;
  if (optOut.status === 'error') {
    return (
      <Alert variant="destructive" className="flex items-center justify-between gap-4">
        <span>We could not load your email preferences.</span>
        <Button size="sm" variant="outline" onClick={() => void optOut.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  return (
    <SwitchField
      id="announcements-opt-in"
      label="Product announcements by email"
      description="News about Parley, a few times a year. Emails about your account, such as invitations, are always sent."
      checked={!optOut.data}
      disabled={saving.pending}
      onCheckedChange={(checked) => saving.run({ optOut: !checked })}
    />
  );
}
