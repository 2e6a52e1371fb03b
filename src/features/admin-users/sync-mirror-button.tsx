import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { callableMessage } from '@/lib/firebase/callable-errors';
import { queryClient } from '@/lib/query-client';
import { Button } from '@/lib/ui/button';
import { ADMIN_USERS_KEY, syncMirror } from './admin-users-api';

/**
 * Re-reads every account from Firebase Auth into the searchable users list: for accounts the
 * list misses (created before it existed, or changed in the Firebase console). Safe to repeat.
 */
export function SyncMirrorButton() {
  const [synced, setSynced] = useState<number | null>(null);

  const onSync = async () => {
    setSynced(0);
    try {
      const written = await syncMirror(setSynced);
      toast.success(
        `Synced ${written} ${written === 1 ? 'account' : 'accounts'} from Firebase Auth.`,
      );
      await queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY });
    } catch (error) {
      toast.error(callableMessage(error));
    } finally {
      setSynced(null);
    }
  };

  return (
    <Button
      variant="outline"
      disabled={synced !== null}
      onClick={() => void onSync()}
      title="Re-read every account from Firebase Auth into this list"
    >
      <RefreshCw aria-hidden className={synced === null ? undefined : 'animate-spin'} />
      {synced === null ? 'Sync from Auth' : `Syncing… ${synced}`}
    </Button>
  );
}
