import { callableReason, reasonMessage } from './error-reasons';

/**
 * The one reader of failed callables, without the Functions SDK: the code (without the SDK's
 * `functions/` prefix), the contract's field issue, the server's details and reason, and a
 * message for people. Features pass overrides for the few codes they word their own way.
 */

export function callableCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  const { code } = error as { code: unknown };
  return typeof code === 'string' ? code.replace(/^functions\//, '') : null;
}

/** What the server attached to the error (`HttpsError` details), or undefined. */
export function callableDetails(error: unknown): unknown {
  if (typeof error !== 'object' || error === null) return undefined;
  return (error as { details?: unknown }).details;
}

/** The first issue the contract found ({ path, message }), for an `invalid-argument`. */
export function callableIssue(error: unknown): { path: string; message: string } | null {
  const details = callableDetails(error);
  if (!details || typeof details !== 'object' || !('issues' in details)) return null;
  const issues = (details as { issues: unknown }).issues;
  const first: unknown = Array.isArray(issues) ? issues[0] : null;
  if (!first || typeof first !== 'object') return null;
  const { path, message } = first as { path?: unknown; message?: unknown };
  return typeof message === 'string'
    ? { path: typeof path === 'string' ? path : '', message }
    : null;
}

/**
 * The field of a form that an `invalid-argument` names (its path under `payload.`), when it is
 * one of `fields`, with the contract's message: forms show it under that field.
 */
export function callableFieldIssue<F extends string>(
  error: unknown,
  fields: readonly F[],
): { field: F; message: string } | null {
  if (callableCode(error) !== 'invalid-argument') return null;
  const issue = callableIssue(error);
  const path = issue?.path.replace(/^payload\./, '');
  const field = fields.find((f) => f === path);
  return issue && field ? { field, message: issue.message } : null;
}

/** The server's message, when it wrote one for people (not the SDK's bare code). */
export function callableServerMessage(error: unknown): string | null {
  const code = callableCode(error);
  if (!code || typeof error !== 'object' || error === null || !('message' in error)) return null;
  const raw = (error as { message: unknown }).message;
  if (typeof raw !== 'string') return null;
  // Every call goes through lib/firebase/functions.ts, which already dropped the SDK's " [429]".
  const message = raw.trim();
  const bare =
    message === code ||
    message.startsWith('Backend error status') ||
    message.startsWith('The request was not valid');
  return message && !bare ? message : null;
}

const GENERIC = 'Something went wrong. Please try again.';

/** Our words for each code, used when the server wrote none (or for transport failures). */
const fallbacks: Record<string, string> = {
  unauthenticated: 'Your session has ended. Please sign in again.',
  'permission-denied': 'You do not have permission to do that.',
  'not-found': 'We could not find it: it may have been deleted.',
  'already-exists': 'That already exists.',
  'resource-exhausted': 'Too many requests in a short time. Please wait a moment and try again.',
  'failed-precondition': 'That cannot be done right now.',
  'invalid-argument': 'Some of the details are not valid. Check them and try again.',
  'out-of-range': 'Some of the details are not valid. Check them and try again.',
  aborted: 'Someone changed this at the same moment. Please try again.',
  'deadline-exceeded': 'The server took too long to answer. Please try again.',
  unavailable: 'We could not reach the server. Check your connection and try again.',
  internal: 'Something went wrong on our side. Please try again.',
};

/** Codes whose wording is ours whatever the message says: transport and unexpected failures. */
const oursOnly = new Set([
  'unauthenticated',
  'deadline-exceeded',
  'unavailable',
  'internal',
  'unknown',
  'cancelled',
]);

/** Per-feature wording: replaces our fallback text for a code (the server's words still win). */
export type CallableFallbacks = Partial<Record<string, string>>;

/**
 * A message for people: the field issue of a refused input; else our words for the reason the
 * server gave (error-reasons.ts); else the server's wording of a refusal (taken, not allowed…);
 * else the feature's or our words for the code.
 */
export function callableMessage(error: unknown, overrides: CallableFallbacks = {}): string {
  const code = callableCode(error);
  if (!code) return GENERIC;
  if (code === 'invalid-argument') {
    const issue = callableIssue(error);
    if (issue) return issue.message;
  }
  const reason = callableReason(error);
  if (reason) return reasonMessage(reason);
  if (!oursOnly.has(code)) {
    const server = callableServerMessage(error);
    if (server) return server;
  }
  return overrides[code] ?? fallbacks[code] ?? GENERIC;
}
