import { useEffect, useState } from 'react';
import type { Plan } from './plans';

export type PlansState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; plans: Plan[] };

/** Plans change rarely: one read serves every page for a while (pricing, the billing card). */
const FRESH_MS = 5 * 60_000;

let cache: { plans: Plan[]; at: number } | null = null;
let inFlight: Promise<Plan[]> | null = null;

const fresh = () => (cache && Date.now() - cache.at < FRESH_MS ? cache.plans : null);

/** The plans on offer, by `order`; Firestore is loaded on the first call. */
export function loadPlans(): Promise<Plan[]> {
  const plans = fresh();
  if (plans) return Promise.resolve(plans);
  inFlight ??= import('./plans-source')
    .then(({ fetchActivePlans }) => fetchActivePlans())
    .then(
      (loaded) => {
        cache = { plans: loaded, at: Date.now() };
        inFlight = null;
        return loaded;
      },
      (error: unknown) => {
        inFlight = null;
        throw error;
      },
    );
  return inFlight;
}

interface Loaded {
  attempt: number;
  plans: Plan[] | null;
}

/** The active plans (loading, error with a retry, or ready). */
export function usePlans(): PlansState {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(() => {
    const plans = fresh();
    return plans ? { attempt: 0, plans } : null;
  });

  useEffect(() => {
    let live = true;
    loadPlans().then(
      (plans) => {
        if (live) setLoaded({ attempt, plans });
      },
      (error: unknown) => {
        console.warn('plans could not be loaded', error);
        if (live) setLoaded({ attempt, plans: null });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const current = loaded?.attempt === attempt ? loaded : null;
  if (!current) return { status: 'loading' };
  if (!current.plans) return { status: 'error', retry: () => setAttempt((n) => n + 1) };
  return { status: 'ready', plans: current.plans };
}
