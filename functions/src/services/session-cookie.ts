import { SESSION_COOKIE_NAME } from '../contracts/session';

/**
 * The `__session` cookie (the only cookie Firebase Hosting forwards to functions):
 * HttpOnly so scripts cannot read it, Secure, SameSite=Strict so no other site can send it.
 */
export function serializeSessionCookie(value: string, maxAgeSeconds: number): string {
  return [
    `${SESSION_COOKIE_NAME}=${encodeURIComponent(value)}`,
    `Max-Age=${Math.floor(maxAgeSeconds)}`,
    'Path=/',
    'HttpOnly',
    'Secure',
    'SameSite=Strict',
  ].join('; ');
}

export function clearedSessionCookie(): string {
  return serializeSessionCookie('', 0);
}

export interface OriginHeaders {
  origin?: string | undefined;
  secFetchSite?: string | undefined;
  host?: string | undefined;
  forwardedHost?: string | undefined;
}

/**
 * Cross-site request protection. Browsers send `Sec-Fetch-Site` and `Origin` on POSTs; a request
 * from another site is refused. Requests without either header (server-to-server, curl) carry no
 * ambient cookies to abuse, so they are judged by the token alone.
 */
export function isAllowedOrigin(
  headers: OriginHeaders,
  allowedOrigins: readonly string[],
): boolean {
  if (headers.secFetchSite === 'cross-site') return false;
  if (!headers.origin) return true;
  let origin: URL;
  try {
    origin = new URL(headers.origin);
  } catch {
    return false;
  }
  if (allowedOrigins.includes(origin.origin)) return true;
  const ownHosts = [headers.forwardedHost, headers.host].filter(Boolean);
  return ownHosts.includes(origin.host);
}

export function parseAllowedOrigins(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => new URL(entry).origin);
}
