import type { VisitData } from '@contracts/affiliate';

/** What a visit is built from; `location` needs only the path and the query. */
export interface VisitContext {
  location: { pathname: string; search: string };
  referrer: string;
  userAgent: string;
  sessionId: string;
  now: number;
  /** This visit is the click on the affiliate's link (see the contract's `touch`). */
  touch?: boolean;
}

/** SPEC §3 visit data: the path only (no query or hash), utm_* parameters or null. */
export function buildVisitData({
  location,
  referrer,
  userAgent,
  sessionId,
  now,
  touch = false,
}: VisitContext): VisitData {
  const params = new URLSearchParams(location.search);
  return {
    page: location.pathname,
    referrer,
    userAgent,
    sessionId,
    timestamp: now,
    utmSource: params.get('utm_source'),
    utmMedium: params.get('utm_medium'),
    utmCampaign: params.get('utm_campaign'),
    touch,
  };
}
