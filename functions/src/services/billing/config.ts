import { onEmulators } from '../../lib/runtime';
import { appUrlFrom } from '../companies/config';

/**
 * The webhook signing secret of test mode. It is public (it is in the repository), so it is only
 * ever accepted in test mode, which runs only on the emulators.
 */
export const TEST_WEBHOOK_SECRET = 'whsec_local_test_checkout';

/** Stripe refuses signatures older than this by default; so do we (replays, stale deliveries). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * - `stripe`: STRIPE_SECRET_KEY is set; checkout and portal are Stripe's, the webhook needs
 *   STRIPE_WEBHOOK_SECRET.
 * - `test`: no key on the emulators; the built-in test checkout stands in for Stripe and signs its
 *   events with the test secret (or STRIPE_WEBHOOK_SECRET when set).
 * - `off`: no key outside the emulators; payments are refused rather than faked, because the test
 *   secret is public and would let anyone forge a purchase.
 */
export type BillingMode = 'stripe' | 'test' | 'off';

function positiveNumber(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(n) && n >= 0 ? n : fallback;
}

/** Where the real `stripe` library sends its requests: Stripe, or a stand-in (tests). */
export interface StripeApiTarget {
  host: string;
  port: number | undefined;
  protocol: 'http' | 'https';
}

/** Billing settings; the ones that vary by environment come from env vars. */
export function billingConfig(env: NodeJS.ProcessEnv = process.env) {
  const secretKey = env.STRIPE_SECRET_KEY?.trim() || null;
  const mode: BillingMode = secretKey ? 'stripe' : onEmulators(env) ? 'test' : 'off';
  const configuredSecret = env.STRIPE_WEBHOOK_SECRET?.trim() || null;
  const host = env.STRIPE_API_HOST?.trim();
  const port = env.STRIPE_API_PORT?.trim();
  return {
    mode,
    secretKey,
    webhookSecret: configuredSecret ?? (mode === 'test' ? TEST_WEBHOOK_SECRET : null),
    webhookToleranceSeconds: WEBHOOK_TOLERANCE_SECONDS,
    /** Absolute base of Stripe's success, cancel and portal return URLs. */
    appUrl: appUrlFrom(env),
    /** past_due keeps the plan this long after the first failed payment (PAST_DUE_GRACE_DAYS). */
    pastDueGraceMs: positiveNumber(env.PAST_DUE_GRACE_DAYS, 7) * DAY_MS,
    stripeApi: host
      ? ({
          host,
          port: port ? Number(port) : undefined,
          protocol: env.STRIPE_API_PROTOCOL?.trim() === 'http' ? 'http' : 'https',
        } satisfies StripeApiTarget)
      : null,
    /** Test mode posts its signed events here; else the emulator hub tells (see webhookUrl). */
    webhookUrl: env.BILLING_WEBHOOK_URL?.trim() || null,
    projectId: env.GCLOUD_PROJECT ?? env.GCP_PROJECT ?? null,
    emulatorHub: env.FIREBASE_EMULATOR_HUB ?? null,
  };
}
export type BillingConfig = ReturnType<typeof billingConfig>;

/**
 * Test mode's checkout and portal pages (the `testCheckout` function), a path on the app's own
 * origin: Hosting rewrites it, and the dev server proxies it.
 */
export const TEST_CHECKOUT_PATH = '/api/test-checkout';

/** Why nothing can be bought when payments are off (no Stripe key outside the emulators). */
export const PAYMENTS_OFF_MESSAGE =
  'Payments are not set up on this site yet, so plans cannot be bought. Please try again later.';
