import type { Entitlements } from '@contracts/billing';
import { useEffect, useState } from 'react';
import { syncCheckout } from '@/lib/billing/billing-api';
import { callableCode } from '@/lib/firebase/callable-errors';

/** How often the success page asks the functions to confirm the checkout, and for how long. */
export const SYNC_INTERVAL_MS = 2_000;
export const SYNC_TIMEOUT_MS = 60_000;

export type CheckoutSyncState =
  /** No checkout reference in the address, or no company to ask for. */
  | { phase: 'idle' }
  | { phase: 'confirming' }
  | { phase: 'settled'; entitlements: Entitlements | null }
  /** Still not settled after SYNC_TIMEOUT_MS: the webhook will get there. */
  | { phase: 'timeout' }
  /** Refused for good (an expired or unknown checkout, not a member…). */
  | { phase: 'failed'; error: unknown };

/** Answers that will not change by asking again. */
const FINAL = new Set([
  'not-found',
  'failed-precondition',
  'permission-denied',
  'invalid-argument',
  'unauthenticated',
]);

/**
 * Back from checkout: asks `syncCheckout` every 2 s (up to a minute) until the payment is settled,
 * which applies the checkout if the provider's webhook has not yet. Passing errors (the network,
 * the provider not answering) are retried within the same minute.
 */
export function useCheckoutSync(
  companyId: string | null | undefined,
  checkoutSessionId: string | null,
): CheckoutSyncState {
  const key = companyId && checkoutSessionId ? `${companyId}#${checkoutSessionId}` : null;
  const [result, setResult] = useState<{ key: string; state: CheckoutSyncState } | null>(null);

  useEffect(() => {
    if (!companyId || !checkoutSessionId || !key) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const startedAt = Date.now();
    const finish = (state: CheckoutSyncState) => {
      if (live) setResult({ key, state });
    };

    const attempt = async () => {
      try {
        const answer = await syncCheckout(companyId, checkoutSessionId);
        if (!live) return;
        if (answer.settled) return finish({ phase: 'settled', entitlements: answer.entitlements });
      } catch (error) {
        if (!live) return;
        const code = callableCode(error);
        if (code && FINAL.has(code)) return finish({ phase: 'failed', error });
        console.warn('syncCheckout failed; trying again', error);
      }
      if (Date.now() - startedAt + SYNC_INTERVAL_MS > SYNC_TIMEOUT_MS) {
        return finish({ phase: 'timeout' });
      }
      timer = setTimeout(() => void attempt(), SYNC_INTERVAL_MS);
    };
    void attempt();

    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [companyId, checkoutSessionId, key]);

  if (!key) return { phase: 'idle' };
  return result?.key === key ? result.state : { phase: 'confirming' };
}
