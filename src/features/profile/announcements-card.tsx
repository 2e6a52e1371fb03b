import { useQuery } from '@tanstack/react-query';
import { doc, getDoc } from 'firebase/firestore';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useAuthStore } from '@/lib/auth/auth-store';
import { callableMessage } from '@/lib/firebase/callable-errors';
import { getDb } from '@/lib/firebase/firestore';
import { callOperation } from '@/lib/firebase/functions';
import { queryClient } from '@/lib/query-client';
import { Alert } from '@/lib/ui/alert';
import { Button } from '@/lib/ui/button';
import { Skeleton } from '@/lib/ui/skeleton';
import { SwitchField } from '@/lib/ui/switch';

const optOutKey = (uid: string | null) => ['profile', uid, 'announcementsOptOut'] as const;

async function loadOptOut(uid: string): Promise<boolean> {
  const snapshot = await getDoc(doc(await getDb(), 'users', uid));
  return snapshot.get('announcementsOptOut') === true;
}

/**
 * "Product announcements by email": on unless the user opted out (here or through the
 * unsubscribe link in an announcement). Mail about the account itself is always sent.
 */
export function AnnouncementsPreference() {
  const uid = useAuthStore((s) => s.user?.uid ?? null);
  const [saving, setSaving] = useState(false);
  const optOut = useQuery(
    { queryKey: optOutKey(uid), queryFn: () => loadOptOut(uid ?? ''), enabled: uid !== null },
    queryClient,
  );

  const onChange = async (wanted: boolean) => {
    setSaving(true);
    try {
      const saved = await callOperation('profileOperations', 'setAnnouncementsOptOut', {
        optOut: !wanted,
      });
      queryClient.setQueryData(optOutKey(uid), saved.announcementsOptOut);
      toast.success(
        saved.announcementsOptOut
          ? 'You will no longer receive product announcements.'
          : 'You will receive product announcements.',
      );
    } catch (error) {
      toast.error(callableMessage(error));
    } finally {
      setSaving(false);
    }
  };

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
      disabled={saving}
      onCheckedChange={(checked) => void onChange(checked)}
    />
  );
}
