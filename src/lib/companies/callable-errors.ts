import { callableCode, callableIssue, callableServerMessage } from '../firebase/callable-errors';

/**
 * Human messages for the errors of the company and invitation callables. The server words its
 * own refusals (who may do what, what state blocks it), so those messages are shown as they
 * come; transport and unexpected failures get ours.
 */
const fallbacks: Record<string, string> = {
  unauthenticated: 'Your session has ended. Please sign in again.',
  'permission-denied': 'You do not have permission to do that.',
  'not-found': 'We could not find it: it may have been deleted.',
  'already-exists': 'That already exists.',
  'resource-exhausted':
    'Your plan has no free seats left. Upgrade your plan or remove someone to add people.',
  'failed-precondition': 'That cannot be done right now.',
  'invalid-argument': 'Some of the details are not valid. Check them and try again.',
  'out-of-range': 'Some of the details are not valid. Check them and try again.',
  aborted: 'Someone changed this at the same moment. Please try again.',
  'deadline-exceeded': 'The server took too long to answer. Please try again.',
  unavailable: 'We could not reach the server. Check your connection and try again.',
  internal: 'Something went wrong on our side. Please try again.',
};

const FALLBACK = 'Something went wrong. Please try again.';

/** Codes whose server message is written for people and worth showing as it is. */
const serverWorded = new Set([
  'permission-denied',
  'not-found',
  'already-exists',
  'resource-exhausted',
  'failed-precondition',
  'invalid-argument',
  'out-of-range',
  'aborted',
]);

/** The callable error code without the SDK's `functions/` prefix, or null. */
export const callableErrorCode = callableCode;

export function callableErrorMessage(error: unknown): string {
  const code = callableCode(error);
  if (!code) return FALLBACK;
  if (code === 'invalid-argument') {
    const issue = callableIssue(error);
    if (issue) return issue.message;
  }
  const message = callableServerMessage(error);
  const worded = message && !message.startsWith('The request was not valid');
  if (serverWorded.has(code) && worded) return message;
  return fallbacks[code] ?? FALLBACK;
}

const PROBLEMS = ['invalid', 'expired', 'used', 'revoked', 'declined'] as const;

/** Why an invitation could not be answered, when the server says (`details.problem`). */
export function invitationProblemOf(error: unknown): (typeof PROBLEMS)[number] | null {
  if (typeof error !== 'object' || error === null) return null;
  const details = (error as { details?: unknown }).details;
  if (!details || typeof details !== 'object' || !('problem' in details)) return null;
  const problem = (details as { problem: unknown }).problem;
  return PROBLEMS.find((p) => p === problem) ?? null;
}

/** The seat limit (or another quota) is reached: the message links to the plans. */
export function isQuotaError(error: unknown): boolean {
  return callableErrorCode(error) === 'resource-exhausted';
}
