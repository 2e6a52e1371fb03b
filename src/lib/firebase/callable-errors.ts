/**
 * Reading a failed callable's error without the Functions SDK: its code (without the
 * `functions/` prefix), the first field issue of an `invalid-argument`, and the server's own
 * message (the SDK appends the HTTP status, " [429]", which people need not see).
 */
export function callableCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  const { code } = error as { code: unknown };
  return typeof code === 'string' ? code.replace(/^functions\//, '') : null;
}

/** The first issue the contract found ({ path, message }), for an `invalid-argument`. */
export function callableIssue(error: unknown): { path: string; message: string } | null {
  if (typeof error !== 'object' || error === null) return null;
  const details = (error as { details?: unknown }).details;
  if (!details || typeof details !== 'object' || !('issues' in details)) return null;
  const issues = (details as { issues: unknown }).issues;
  const first: unknown = Array.isArray(issues) ? issues[0] : null;
  if (!first || typeof first !== 'object') return null;
  const { path, message } = first as { path?: unknown; message?: unknown };
  return typeof message === 'string'
    ? { path: typeof path === 'string' ? path : '', message }
    : null;
}

/** The server's message, when it wrote one for people (not the SDK's bare code). */
export function callableServerMessage(error: unknown): string | null {
  const code = callableCode(error);
  if (!code || typeof error !== 'object' || error === null || !('message' in error)) return null;
  const raw = (error as { message: unknown }).message;
  if (typeof raw !== 'string') return null;
  const message = raw.replace(/\s*\[\d{3}\]$/, '').trim();
  return message && message !== code && !message.startsWith('Backend error status')
    ? message
    : null;
}

const fallbacks: Record<string, string> = {
  unauthenticated: 'Your session has ended. Please sign in again.',
  'permission-denied': 'You do not have permission to do that.',
  'deadline-exceeded': 'The server took too long to answer. Please try again.',
  unavailable: 'We could not reach the server. Check your connection and try again.',
  internal: 'Something went wrong on our side. Please try again.',
};

/**
 * A message for people: the field issue of a refused input, the server's wording of a refusal
 * (taken, over a limit…), else ours for transport and unexpected failures.
 */
export function callableMessage(error: unknown): string {
  const code = callableCode(error);
  if (code === 'invalid-argument') {
    const issue = callableIssue(error);
    if (issue) return issue.message;
  }
  if (code && code !== 'internal' && code !== 'unknown') {
    const server = callableServerMessage(error);
    if (server) return server;
  }
  return (code && fallbacks[code]) ?? 'Something went wrong. Please try again.';
}
