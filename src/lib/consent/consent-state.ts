import {
  pendingPolicies,
  POLICY_KINDS,
  type PolicyAcceptances,
  type PolicyKind,
} from '@contracts/policies';
import { doc, onSnapshot } from 'firebase/firestore';
import { getDb } from '@/lib/firebase/firestore';

/**
 * The signed-in user's policy state, kept live: the current version of each policy and the
 * versions the user accepted (users/{uid}.policyAcceptances). The guard asks for it on every
 * signed-in navigation; after the first snapshot the answer is immediate, and a version
 * published meanwhile takes effect on the next navigation.
 */
interface Live {
  uid: string;
  current: Partial<Record<PolicyKind, number>>;
  accepted: PolicyAcceptances | undefined;
  ready: Promise<void>;
  stop: () => void;
}

let live: Live | null = null;

function start(uid: string): Live {
  let markReady: () => void = () => undefined;
  let markFailed: (error: unknown) => void = () => undefined;
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    markFailed = reject;
  });
  const state: Live = { uid, current: {}, accepted: undefined, ready, stop: () => undefined };
  // A listener that fails (e.g. permission-denied after sign-out) ends this state: the next
  // request for the user starts afresh instead of answering from stale data.
  const failed = (error: unknown) => {
    markFailed(error);
    if (live === state) live = null;
  };
  const seen = new Set<string>();
  const expected = POLICY_KINDS.length + 1;
  const arrived = (key: string) => {
    seen.add(key);
    if (seen.size === expected) markReady();
  };
  void getDb().then((db) => {
    const stops = [
      ...POLICY_KINDS.map((kind) =>
        onSnapshot(
          doc(db, 'policies', kind),
          (snapshot) => {
            const version = snapshot.get('currentVersion') as unknown;
            state.current = {
              ...state.current,
              [kind]: typeof version === 'number' ? version : undefined,
            };
            arrived(kind);
          },
          failed,
        ),
      ),
      onSnapshot(
        doc(db, 'users', uid),
        (snapshot) => {
          state.accepted = snapshot.get('policyAcceptances') as PolicyAcceptances | undefined;
          arrived('user');
        },
        failed,
      ),
    ];
    state.stop = () => stops.forEach((stop) => stop());
  }, failed);
  return state;
}

function liveFor(uid: string): Live {
  if (live?.uid !== uid) {
    live?.stop();
    live = start(uid);
  }
  return live;
}

/**
 * The policies this user still has to accept. If the state cannot be read in time (offline,
 * rules, an outage) it answers none: consent is a legal courtesy, not an access control, and
 * must not lock anyone out of their account.
 */
export async function getPendingPolicies(uid: string, timeoutMs = 8000): Promise<PolicyKind[]> {
  const state = liveFor(uid);
  const timedOut = new Promise<'timeout'>((resolve) =>
    setTimeout(() => resolve('timeout'), timeoutMs),
  );
  try {
    if ((await Promise.race([state.ready, timedOut])) === 'timeout') return [];
  } catch (error) {
    console.warn('Could not read the policy state; not asking for consent now.', error);
    return [];
  }
  return pendingPolicies(state.current, state.accepted);
}

/** After a successful accept call: the guard lets the user on before the snapshot arrives. */
export function noteAccepted(uid: string, kind: PolicyKind, version: number): void {
  if (live?.uid !== uid) return;
  live.accepted = { ...live.accepted, [kind]: { version, acceptedAt: Date.now() } };
}
