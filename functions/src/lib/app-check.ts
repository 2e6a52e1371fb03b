import { onEmulators } from './runtime';

/**
 * Whether callables refuse requests without a valid App Check token (`enforceAppCheck`).
 * On by default in a deployed project; `APP_CHECK_ENFORCE=false` (exactly, case-insensitive) is
 * the one opt-out, for a project that has not registered its web app with App Check yet. Any
 * other value leaves it on, so a typo never switches the protection off. Never on the
 * emulators: they have no App Check token exchange, and local development and tests call the
 * functions without tokens.
 */
export function enforceAppCheck(env: NodeJS.ProcessEnv = process.env): boolean {
  if (onEmulators(env)) return false;
  return env.APP_CHECK_ENFORCE?.trim().toLowerCase() !== 'false';
}
