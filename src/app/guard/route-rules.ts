import { paths, type Access, type PathId } from '@/config/paths';

/**
 * What the guard knows of a route: its `handle`. The router gives every guarded route one, and
 * that route's middleware decides from it, so the guard never looks a path up: whatever React
 * Router matched (`/invite/:token` included) is decided by that route's own rule.
 */
export interface RouteRule {
  /** The path-table entry the route renders (also read for the document title). */
  readonly pathId?: PathId;
  readonly access: Access;
  /** Set on alias routes: the rule answers with this redirect instead of a page. */
  readonly redirect?: string;
}

/** The rule of a path-table page: its entry's access. */
export const pageRule = (pathId: PathId): RouteRule => ({ pathId, access: paths[pathId].access });

/** The rule of an alias (`/signup` …): a redirect, decided without the auth state. */
export const aliasRule = (to: string): RouteRule => ({ access: 'public', redirect: to });
