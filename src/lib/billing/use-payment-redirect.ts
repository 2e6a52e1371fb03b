import { useCallback, useEffect, useState } from 'react';
import { leaveForPayment } from './leave-for-payment';

export interface PaymentRedirect {
  /** True from the click until the browser leaves for the payment page (or the call fails). */
  busy: boolean;
  error: unknown;
  /** Asks for the address (checkout or portal), then sends the browser there. */
  go: (getUrl: () => Promise<string>) => Promise<void>;
}

/**
 * Leaving for a payment page (checkout, billing portal): busy until the browser has gone, the
 * error when the address could not be had. A page restored from the back-forward cache (the
 * buyer pressed Back on the payment page) is no longer busy.
 */
export function usePaymentRedirect(): PaymentRedirect {
  const [state, setState] = useState<{ busy: boolean; error: unknown }>({
    busy: false,
    error: null,
  });

  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setState({ busy: false, error: null });
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const go = useCallback(async (getUrl: () => Promise<string>) => {
    setState({ busy: true, error: null });
    try {
      leaveForPayment(await getUrl());
    } catch (error) {
      setState({ busy: false, error });
    }
  }, []);

  return { ...state, go };
}
