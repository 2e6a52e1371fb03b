import { useEffect, useState } from 'react';

/**
 * Whether the user has an affiliate record (applied or joined): one read of `affiliates/{uid}`
 * (the rules let its owner read it). Undefined while unknown or when it cannot be read. A plain
 * read, not a query of the data layer: /dashboard does not load TanStack Query (ADR 0007).
 */
export function useIsAffiliate(uid: string | undefined): boolean | undefined {
  const [known, setKnown] = useState<{ uid: string; affiliate: boolean } | null>(null);
  useEffect(() => {
    if (!uid) return;
    let current = true;
    void (async () => {
      try {
        const { readIsAffiliate } = await import('./affiliate-source');
        const affiliate = await readIsAffiliate(uid);
        if (current) setKnown({ uid, affiliate });
      } catch {
        // Unknown: the step stays hidden rather than wrong.
      }
    })();
    return () => {
      current = false;
    };
  }, [uid]);
  return known && known.uid === uid ? known.affiliate : undefined;
}
