import { createHash } from 'node:crypto';

const BOT_PATTERN =
  /bot\b|bot\/|crawl|spider|slurp|headless|phantomjs|puppeteer|playwright|selenium|curl\/|wget\/|python-requests|httpclient|go-http-client|java\/|okhttp|axios\/|node-fetch|preview|facebookexternalhit|lighthouse|pingdom|uptime/i;

/** Obvious automated clients; an empty user agent counts as one too. */
export function isLikelyBot(userAgent: string): boolean {
  return userAgent.trim() === '' || BOT_PATTERN.test(userAgent);
}

/** UTC calendar day of a time, `YYYY-MM-DD`. */
export function dayKey(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Days from `from` to `to` inclusive (both `YYYY-MM-DD`). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (
    let t = Date.parse(`${from}T00:00:00Z`);
    t <= Date.parse(`${to}T00:00:00Z`);
    t += 86_400_000
  ) {
    days.push(dayKey(t));
  }
  return days;
}

/** Only the host of a referrer is kept (no path or query: they may identify a person). */
export function referrerHost(referrer: string): string | null {
  try {
    return referrer ? new URL(referrer).host.toLowerCase() || null : null;
  } catch {
    return null;
  }
}

export function sha256(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('hex');
}

/** Map keys inside rollups: bounded; Firestore field names may hold any character in a map. */
export function countKey(value: string | null, fallback = '(none)'): string {
  return (value ?? '').trim().slice(0, 120) || fallback;
}
