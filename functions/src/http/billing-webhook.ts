import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { PUBLIC_ENDPOINT } from '../lib/function-options';
import { db } from '../lib/admin';
import { billingConfig } from '../services/billing/config';
import { createStripe } from '../services/billing/stripe-client';
import { handleWebhook } from '../services/billing/webhook';
import { sendMail } from '../services/mail/send-mail';
import { loggableError } from '../lib/loggable-error';

const config = billingConfig();
const stripe = config.mode === 'stripe' ? createStripe(config) : null;

/**
 * POST …/billingWebhook: Stripe's events (and test mode's, signed the same way). Verifies the
 * signature over the raw body, then applies the event once (see services/billing/webhook.ts).
 * 400: missing, wrong or stale signature; 200: processed or deliberately ignored; 500: our
 * failure, which Stripe retries.
 */
export const billingWebhook = onRequest(PUBLIC_ENDPOINT, async (req, res) => {
  res.set('Cache-Control', 'no-store');
  if (req.method !== 'POST') {
    res.set('Allow', 'POST').status(405).json({ error: 'method-not-allowed' });
    return;
  }
  const signature = req.headers['stripe-signature'];
  try {
    const result = await handleWebhook(
      {
        rawBody: req.rawBody,
        signature: Array.isArray(signature) ? signature[0] : signature,
      },
      { db, config, stripe, now: Date.now(), sendMail },
    );
    res.status(result.status).json(result.body);
  } catch (error) {
    logger.error('billing webhook: processing failed; Stripe will retry', {
      error: loggableError(error),
    });
    res.status(500).json({ error: 'internal' });
  }
});
