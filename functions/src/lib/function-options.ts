import { CALLABLE_REGION, CALLABLE_TIMEOUT_MS } from '../contracts/callable-settings';
import { enforceAppCheck } from './app-check';

/** The options of every callable: region, the SPEC's timeout, App Check (app-check.ts). */
export const callableOptions = () => ({
  region: CALLABLE_REGION,
  timeoutSeconds: CALLABLE_TIMEOUT_MS / 1000,
  enforceAppCheck: enforceAppCheck(),
});

/** The options of the HTTPS endpoints (session, webhook, test checkout, unsubscribe). */
export const PUBLIC_ENDPOINT = { region: CALLABLE_REGION, invoker: 'public' } as const;
