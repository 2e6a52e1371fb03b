/**
 * The pages a tracked affiliate visit may name: the app's routes, as patterns. Anyone can send a
 * visit, so the page is never stored as sent: it becomes its route's pattern (an invitation's
 * token or a user id never reaches a rollup or an affiliate's dashboard), a public profile keeps
 * its username, and anything else is OTHER_PAGE. So the pages of a day are bounded by the app.
 *
 * Kept equal to the path table (src/config/paths.ts) by src/config/trackable-pages.test.ts.
 * No imports: the functions and the app both read it.
 */
export const TRACKABLE_ROUTES = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/pricing',
  '/contact',
  '/about',
  '/affiliate/join',
  '/affiliate/program',
  '/affiliate/apply',
  '/affiliate/agreement',
  '/privacy-policy',
  '/terms-and-conditions',
  '/delete-data',
  '/accept-invite',
  '/invite/:token',
  '/company',
  '/company/setup',
  '/company/members',
  '/profile',
  '/dashboard',
  '/payment/cancel',
  '/payment/success',
  '/accept-privacy-policy',
  '/accept-terms-and-conditions',
  '/affiliate/dashboard',
  '/affiliate/accept-agreement',
  '/test-affiliate-cookie',
  '/test-new-architecture',
  '/admin',
  '/admin/email',
  '/admin/audit-log',
  '/admin/plans',
  '/admin/users',
  '/admin/users/:uid',
  '/admin/privacy-policy',
  '/admin/report-summaries',
  '/admin/affiliate-modeling',
  '/admin/subscription-plans',
  '/admin/affiliates/agreement',
  '/admin/terms-and-conditions',
  '/admin/affiliates/management',
  '/admin/affiliates/management/:uid',
  '/admin/affiliates/applications',
  '/admin/affiliates/settings',
] as const;

/** Every page that is no route of the app (a typo, an old link, a made-up path). */
export const OTHER_PAGE = '(other page)';

/** SPEC §2: `/@{username}`, lowercase letters, digits and underscore. */
const PROFILE_PAGE = /^\/@[a-z0-9_]{1,40}$/;

const segments = (path: string) => path.split('/').filter(Boolean);

const ROUTES = TRACKABLE_ROUTES.map((route) => ({ route, parts: segments(route) }));

/**
 * The page a visit is counted under: its route's pattern (`/invite/:token`), a public profile's
 * path (`/@alex`), or OTHER_PAGE. The query and hash are dropped; a trailing slash is ignored.
 */
export function trackedPage(page: string): string {
  const path = (page.split(/[?#]/)[0] ?? '').replace(/(.)\/+$/, '$1');
  if (PROFILE_PAGE.test(path)) return path;
  const parts = segments(path);
  const match = ROUTES.find(
    (r) =>
      r.parts.length === parts.length &&
      r.parts.every((part, i) => (part.startsWith(':') ? parts[i] !== '' : part === parts[i])),
  );
  return match?.route ?? OTHER_PAGE;
}
