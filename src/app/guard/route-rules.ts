import { paths, PUBLIC_PROFILE_PATTERN, routeRedirects, type Access } from '@/config/paths';

export interface RouteRule {
  /** The normalised path the rule was found for. */
  path: string;
  access: Access;
  /** Set when the lookup answers with a redirect instead of a page. */
  redirect?: string;
}

/** SPEC: a trailing slash is ignored by the guard. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

const ruleByPath = new Map<string, Access>(Object.values(paths).map((p) => [p.path, p.access]));
const INVITE_PREFIX = '/invite/';

/** Looks a path up in the path table; parameterised and unknown paths are resolved here. */
export function findRouteRule(pathname: string): RouteRule | undefined {
  const path = normalizePath(pathname);
  const redirect = routeRedirects[path];
  if (redirect) return { path, access: 'public', redirect };
  const access = ruleByPath.get(path);
  if (access) return { path, access };
  if (
    path.startsWith(INVITE_PREFIX) &&
    path.length > INVITE_PREFIX.length &&
    !path.slice(INVITE_PREFIX.length).includes('/')
  ) {
    return { path, access: paths.invite.access };
  }
  return undefined;
}

export function isPublicProfilePath(pathname: string): boolean {
  return PUBLIC_PROFILE_PATTERN.test(normalizePath(pathname));
}

/** `/admin` and everything below it — but not `/administrator`. */
export function isAdminPath(pathname: string): boolean {
  const path = normalizePath(pathname);
  return path === '/admin' || path.startsWith('/admin/');
}

export function isAffiliatePath(pathname: string): boolean {
  return normalizePath(pathname).startsWith('/affiliate/');
}
