import { useEffect, useState } from 'react';
import type { Invitation } from './company-model';

export interface PendingInvitations {
  status: 'idle' | 'loading' | 'ready' | 'error';
  invitations: Invitation[];
  retry: () => void;
}

interface Loaded {
  key: string;
  invitations: Invitation[];
  failed: boolean;
}

/**
 * Pending invitations of the company, live from Firestore (loaded on demand); `idle` when the
 * caller may not see them (`enabled` false: only owners and admins may).
 */
export function usePendingInvitations(companyId: string, enabled: boolean): PendingInvitations {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const key = `${companyId}#${attempt}`;

  useEffect(() => {
    if (!enabled) return;
    let stop: (() => void) | null = null;
    let live = true;
    const fail = (error: unknown) => {
      console.warn('invitations listener failed', error);
      if (live) setLoaded({ key, invitations: [], failed: true });
    };
    import('./invitations-source').then(({ subscribePendingInvitations }) => {
      if (!live) return;
      stop = subscribePendingInvitations(
        companyId,
        (invitations) => setLoaded({ key, invitations, failed: false }),
        fail,
      );
    }, fail);
    return () => {
      live = false;
      stop?.();
    };
  }, [companyId, enabled, key]);

  const current = enabled && loaded?.key === key ? loaded : null;
  return {
    status: !enabled ? 'idle' : !current ? 'loading' : current.failed ? 'error' : 'ready',
    invitations: current?.invitations ?? [],
    retry: () => setAttempt((n) => n + 1),
  };
}
