/**
 * A fixed-window counter kept in memory, per function instance: a cheap first line against a
 * single client flooding the endpoint (it costs no Firestore write). Per-session limits are
 * enforced in Firestore, inside the visit transaction.
 */
export function createRateLimiter(limit: number, windowMs: number, maxKeys = 10_000) {
  const windows = new Map<string, { start: number; count: number }>();
  return function allow(key: string, now: number): boolean {
    let window = windows.get(key);
    if (!window || now - window.start >= windowMs) {
      if (windows.size >= maxKeys) windows.clear();
      window = { start: now, count: 0 };
      windows.set(key, window);
    }
    window.count += 1;
    return window.count <= limit;
  };
}
