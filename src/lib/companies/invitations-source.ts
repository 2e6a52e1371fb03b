import { collection, onSnapshot, query, where } from 'firebase/firestore';
import { getDb } from '../firebase/firestore';
import { toInvitation, type Invitation } from './company-model';

/**
 * Pending invitations of a company, live (the rules let its owners and admins read them). Two
 * equality filters, so no composite index; sorted here (newest first).
 */
export function subscribePendingInvitations(
  companyId: string,
  onNext: (invitations: Invitation[]) => void,
  onError: (error: unknown) => void,
): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  getDb().then((db) => {
    if (stopped) return;
    stop = onSnapshot(
      query(
        collection(db, 'invitations'),
        where('companyId', '==', companyId),
        where('status', '==', 'pending'),
      ),
      (snapshot) =>
        onNext(
          snapshot.docs
            .map((d) => toInvitation(d.id, d.data()))
            .filter((i): i is Invitation => i !== null)
            .sort((a, b) => b.createdAt - a.createdAt),
        ),
      onError,
    );
  }, onError);
  return () => {
    stopped = true;
    stop?.();
  };
}
