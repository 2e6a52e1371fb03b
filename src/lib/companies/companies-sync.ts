import {
  collection,
  collectionGroup,
  doc,
  onSnapshot,
  query,
  updateDoc,
  where,
  type Unsubscribe,
} from 'firebase/firestore';
import { getDb } from '../firebase/firestore';
import { patchCompanies } from './companies-store';
import { toCompany, toMember, type Member } from './company-model';

/**
 * The Firestore side of the companies store, loaded only when a signed-in page needs it (a
 * dynamic import from use-companies.ts), so the dashboard's first bytes carry no Firestore.
 */

const LOAD_ERROR = 'We could not load your companies. Check your connection and try again.';

/**
 * Listens to the user's memberships (a collection-group query on `members`), to each of their
 * companies, and to `users/{uid}.activeCompanyId`. Returns the function that stops everything.
 */
export function startCompaniesSync(uid: string): () => void {
  let stopped = false;
  const listeners: Unsubscribe[] = [];
  const companyListeners = new Map<string, Unsubscribe>();

  void getDb().then(
    (db) => {
      if (stopped) return;

      listeners.push(
        onSnapshot(
          doc(db, 'users', uid),
          (snapshot) => {
            const value: unknown = snapshot.get('activeCompanyId');
            const remoteActiveId = typeof value === 'string' && value ? value : null;
            patchCompanies((state) => ({
              userDocLoaded: true,
              remoteActiveId,
              // A newer stored choice (this tab's write arriving, or another tab's) wins.
              localActiveId: remoteActiveId !== state.remoteActiveId ? null : state.localActiveId,
            }));
          },
          (error) => {
            // Without the stored choice the first company is active; nothing else breaks.
            console.warn('users/{uid} listener failed', error);
            patchCompanies({ userDocLoaded: true });
          },
        ),
      );

      const watchCompany = (companyId: string) =>
        onSnapshot(
          doc(db, 'companies', companyId),
          (snapshot) => {
            const company = snapshot.exists() ? toCompany(companyId, snapshot.data()) : null;
            patchCompanies((state) => ({
              companies: { ...state.companies, [companyId]: company ?? 'missing' },
            }));
          },
          () => {
            // Removed from it a moment ago, or the rules refuse: it is not one of ours.
            patchCompanies((state) => ({
              companies: { ...state.companies, [companyId]: 'missing' },
            }));
          },
        );

      listeners.push(
        onSnapshot(
          query(collectionGroup(db, 'members'), where('uid', '==', uid)),
          (snapshot) => {
            const memberships = snapshot.docs
              .map((d) => toMember(d.data(), { uid, companyId: d.ref.parent.parent?.id ?? '' }))
              .filter((m): m is Member => m !== null && m.companyId !== '');
            const ids = new Set(memberships.map((m) => m.companyId));
            for (const [id, stop] of companyListeners) {
              if (!ids.has(id)) {
                stop();
                companyListeners.delete(id);
              }
            }
            for (const id of ids) {
              if (!companyListeners.has(id)) companyListeners.set(id, watchCompany(id));
            }
            patchCompanies((state) => ({
              membershipsLoaded: true,
              memberships,
              error: null,
              companies: Object.fromEntries(
                Object.entries(state.companies).filter(([id]) => ids.has(id)),
              ),
            }));
          },
          (error) => {
            console.warn('memberships listener failed', error);
            patchCompanies({ error: LOAD_ERROR });
          },
        ),
      );
    },
    (error: unknown) => {
      console.warn('Firestore failed to start', error);
      patchCompanies({ error: LOAD_ERROR });
    },
  );

  return () => {
    stopped = true;
    listeners.forEach((stop) => stop());
    companyListeners.forEach((stop) => stop());
    companyListeners.clear();
  };
}

/** Stores the user's choice; the rules let them write only this field of their profile. */
export async function writeActiveCompany(uid: string, companyId: string): Promise<void> {
  await updateDoc(doc(await getDb(), 'users', uid), { activeCompanyId: companyId });
}

/** Live members of one company. Returns the function that stops listening. */
export function subscribeMembers(
  companyId: string,
  onNext: (members: Member[]) => void,
  onError: (error: unknown) => void,
): () => void {
  let stop: Unsubscribe | null = null;
  let stopped = false;
  getDb().then((db) => {
    if (stopped) return;
    stop = onSnapshot(
      collection(db, 'companies', companyId, 'members'),
      (snapshot) =>
        onNext(
          snapshot.docs
            .map((d) => toMember(d.data(), { uid: d.id, companyId }))
            .filter((m): m is Member => m !== null),
        ),
      onError,
    );
  }, onError);
  return () => {
    stopped = true;
    stop?.();
  };
}
