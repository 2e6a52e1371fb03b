import { useEffect, useState } from 'react';
import type { Member } from './company-model';
import { sortMembers } from './roles';

export interface CompanyMembers {
  status: 'loading' | 'ready' | 'error';
  /** Owner, admins, members; by name within a role. */
  members: Member[];
  retry: () => void;
}

interface Loaded {
  /** Which company (and attempt) the data belongs to: anything else is still loading. */
  key: string;
  members: Member[];
  failed: boolean;
}

/** The members of a company, live from Firestore (loaded on demand). */
export function useCompanyMembers(companyId: string | null | undefined): CompanyMembers {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const key = `${companyId ?? ''}#${attempt}`;

  useEffect(() => {
    if (!companyId) return;
    let stop: (() => void) | null = null;
    let live = true;
    import('./companies-sync').then(
      ({ subscribeMembers }) => {
        if (!live) return;
        stop = subscribeMembers(
          companyId,
          (members) => setLoaded({ key, members: sortMembers(members), failed: false }),
          (error) => {
            console.warn('members listener failed', error);
            setLoaded({ key, members: [], failed: true });
          },
        );
      },
      () => live && setLoaded({ key, members: [], failed: true }),
    );
    return () => {
      live = false;
      stop?.();
    };
  }, [companyId, key]);

  const current = loaded?.key === key ? loaded : null;
  return {
    status: !current ? 'loading' : current.failed ? 'error' : 'ready',
    members: current?.members ?? [],
    retry: () => setAttempt((n) => n + 1),
  };
}
