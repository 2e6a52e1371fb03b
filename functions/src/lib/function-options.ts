import { CALLABLE_REGION, CALLABLE_TIMEOUT_MS } from '../contracts/callable-settings';
import { enforceAppCheck } from './app-check';
import { onEmulators } from './runtime';

/**
 * The credentials the functions read from process.env, bound from Secret Manager: a deployed
 * function sees a secret only if it is listed in its `secrets` (the deploy refuses to go without
 * them: scripts/lib/deploy-checks.ts). Every function gets the same list: they share modules
 * (mail, billing) that need them. The emulators have no Secret Manager: there the functions read
 * the emulator's .env settings and nothing is bound.
 */
export const SECRET_NAMES = {
  secrets: [
    'STRIPE_SECRET_KEY',
    'STRIPE_WEBHOOK_SECRET',
    'SMTP_PASS',
    'MAIL_UNSUBSCRIBE_SECRET',
    'AFFILIATE_IP_SALT',
    'CONTACT_IP_SALT',
  ],
};

export const boundSecrets = (env: NodeJS.ProcessEnv = process.env): string[] =>
  onEmulators(env) ? [] : [...SECRET_NAMES.secrets];

/** The options of every callable: region, the SPEC's timeout, App Check (app-check.ts), secrets. */
export const callableOptions = () => ({
  region: CALLABLE_REGION,
  timeoutSeconds: CALLABLE_TIMEOUT_MS / 1000,
  enforceAppCheck: enforceAppCheck(),
  secrets: boundSecrets(),
});

/** The options of the HTTPS endpoints (session, webhook, test checkout, unsubscribe). */
export const PUBLIC_ENDPOINT = {
  region: CALLABLE_REGION,
  invoker: 'public' as const,
  secrets: boundSecrets(),
};

/** The options of the scheduled jobs (jobs/): UTC, a few retries for a run that failed. */
export const SCHEDULED_JOB = {
  region: CALLABLE_REGION,
  timeZone: 'Etc/UTC',
  retryCount: 2,
  timeoutSeconds: 300,
  secrets: boundSecrets(),
};
