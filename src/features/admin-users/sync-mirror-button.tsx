import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { operationKey } from '@/lib/data/keys';
import { useAction } from '@/lib/data/use-action';
import { Button } from '@/lib/ui/button';
import { syncMirror } from './admin-users-api';

/**
 * Re-reads every account from Firebase Auth into the searchable users list: for accounts the
 * list misses (created before it existed, or changed in the Firebase console). Safe to repeat.
 */
export function SyncMirrorButton() {
  // Accounts written so far, while a sync runs.
  const [synced, setSynced] = useState(0);
  const sync = useAction(() => syncMirror(setSynced), {
    invalidates: [operationKey('adminUserOperations', 'list')],
    success: (written) =>
      `Synced ${written} ${written === 1 ? 'account' : 'accounts'} from Firebase Auth.`,
  });

  return (
    <Button
      variant="outline"
      disabled={sync.pending}
      onClick={() => {
        setSynced(0);
        sync.run(undefined);
      }}
      title="Re-read every account from Firebase Auth into this list"
    >
      <RefreshCw aria-hidden className={sync.pending ? 'animate-spin' : undefined} />
      {sync.pending ? `Syncing… ${synced}` : 'Sync from Auth'}
    </Button>
  );
}
