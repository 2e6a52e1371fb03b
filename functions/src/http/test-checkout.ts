import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { PUBLIC_ENDPOINT } from '../lib/function-options';
import { db } from '../lib/admin';
import { billingConfig } from '../services/billing/config';
import { handleTestCheckoutRequest } from '../services/billing/test-checkout-page';

const config = billingConfig();

/**
 * /api/test-checkout (Hosting rewrite; the dev server proxies it): test mode's checkout and
 * portal pages, which stand in for Stripe's when no Stripe keys are set. 404 in every other mode.
 */
export const testCheckout = onRequest(PUBLIC_ENDPOINT, async (req, res) => {
  res.set({
    'Cache-Control': 'no-store',
    'Content-Security-Policy':
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
    'X-Robots-Tag': 'noindex',
  });
  const fetchSite = req.headers['sec-fetch-site'];
  try {
    const result = await handleTestCheckoutRequest(
      {
        method: req.method,
        query: req.query as Record<string, unknown>,
        body: req.body as unknown,
        secFetchSite: Array.isArray(fetchSite) ? fetchSite[0] : fetchSite,
      },
      { db, config, stripe: null, now: Date.now() },
    );
    if ('location' in result) res.redirect(303, result.location);
    else if ('html' in result) res.status(result.status).type('html').send(result.html);
    else res.status(result.status).type('text/plain').send(result.text);
  } catch (error) {
    logger.error('test checkout failed', { error });
    res.status(500).type('text/plain').send('Something went wrong on our side.');
  }
});
