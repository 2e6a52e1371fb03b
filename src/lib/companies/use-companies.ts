import { useEffect } from 'react';
import { JOIN_WAIT_MS } from '@/config/companies';
import { useAuthStore } from '../auth/auth-store';
import {
  emptySource,
  patchCompanies,
  useCompaniesStore,
  type CompaniesView,
} from './companies-store';

const loadSync = () => import('./companies-sync');

/** Listeners stay this long after the last page using them goes, so navigating does not re-read. */
const IDLE_STOP_MS = 5_000;

interface Running {
  uid: string;
  refs: number;
  stop: (() => void) | null;
  idleTimer: ReturnType<typeof setTimeout> | undefined;
}

let running: Running | null = null;

function stopRunning(): void {
  if (!running) return;
  clearTimeout(running.idleTimer);
  running.stop?.();
  running = null;
}

function start(uid: string): Running {
  const state = useCompaniesStore.getState();
  // A choice made before the listeners started (say, right after accepting an invitation) stays.
  const sameUser = state.uid === uid || state.uid === null;
  patchCompanies({
    ...emptySource,
    uid,
    localActiveId: sameUser ? state.localActiveId : null,
    joiningId: sameUser ? state.joiningId : null,
  });
  const mine: Running = { uid, refs: 0, stop: null, idleTimer: undefined };
  running = mine;
  loadSync().then(
    ({ startCompaniesSync }) => {
      if (running === mine) mine.stop = startCompaniesSync(uid);
    },
    () => {
      if (running === mine) {
        patchCompanies({ error: 'We could not load your companies. Please reload the page.' });
      }
    },
  );
  return mine;
}

function acquire(uid: string): () => void {
  if (running && running.uid !== uid) stopRunning();
  const held = running ?? start(uid);
  clearTimeout(held.idleTimer);
  held.refs += 1;
  return () => {
    held.refs -= 1;
    if (held.refs > 0 || running !== held) return;
    held.idleTimer = setTimeout(() => {
      if (held.refs === 0 && running === held) stopRunning();
    }, IDLE_STOP_MS);
  };
}

/** Starts the listeners again after an error, keeping the pages that use them. */
export function retryCompanies(): void {
  if (!running) return;
  const { uid, refs } = running;
  stopRunning();
  start(uid).refs = refs;
}

/** Signed out: forget everything (the next user starts clean). */
function reset(): void {
  stopRunning();
  patchCompanies({ ...emptySource });
}

/**
 * The signed-in user's companies and the active one, live. Every caller shares one set of
 * listeners, started with the first and stopped a little after the last.
 */
export function useCompanies(): CompaniesView {
  const uid = useAuthStore((s) => s.user?.uid);
  const signedOut = useAuthStore((s) => s.status === 'signedOut');
  useEffect(() => {
    if (uid) return acquire(uid);
    if (signedOut) reset();
  }, [uid, signedOut]);
  return useCompaniesStore((s) => s.view);
}

/**
 * Makes a company the active one at once, and stores the choice in `users/{uid}` for the next
 * visit. `joining`: the company was just created or joined, so its membership may not have
 * arrived yet; pages wait for it (up to JOIN_WAIT_MS) instead of showing another company.
 */
export async function setActiveCompany(
  companyId: string,
  options: { joining?: boolean } = {},
): Promise<void> {
  const uid = useCompaniesStore.getState().uid ?? useAuthStore.getState().user?.uid ?? null;
  patchCompanies((state) => ({
    uid: state.uid ?? uid,
    localActiveId: companyId,
    joiningId: options.joining ? companyId : state.joiningId,
  }));
  if (options.joining) {
    setTimeout(() => {
      if (useCompaniesStore.getState().joiningId === companyId) patchCompanies({ joiningId: null });
    }, JOIN_WAIT_MS);
  }
  if (!uid) return;
  try {
    await (await loadSync()).writeActiveCompany(uid, companyId);
  } catch (error) {
    // The choice still holds in this tab; only the next visit will not remember it.
    console.warn('Could not store the active company', error);
  }
}
