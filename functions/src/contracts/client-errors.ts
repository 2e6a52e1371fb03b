/**
 * Browser errors reported to the server log (POST, Hosting rewrite to `clientErrors`): uncaught
 * errors, unhandled rejections, route render errors and failed chunk loads, so a broken release
 * is seen without a user report. The browser sends what it knows; the server scrubs anything
 * personal before it logs (services/client-errors/scrub.ts). No zod here: every page's deferred
 * chunk reads this file (the schema is client-errors-schema.ts).
 */
export const CLIENT_ERRORS_PATH = '/api/client-errors';

export const CLIENT_ERROR_KINDS = ['error', 'rejection', 'render', 'chunk'] as const;

export const CLIENT_ERROR_LIMITS = { message: 500, stack: 4000, path: 300, release: 64 } as const;

export interface ClientErrorReport {
  kind: (typeof CLIENT_ERROR_KINDS)[number];
  message: string;
  stack?: string | undefined;
  /** Where it happened: a path of the app (the query and hash are never sent). */
  path: string;
  /** The build that ran (`__BUILD_ID__`), to tell which release broke. */
  release: string;
}
