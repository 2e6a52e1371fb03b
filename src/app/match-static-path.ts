import type { RouteObject } from 'react-router';

/**
 * The routes from the root down to the one whose path is exactly `pathname`, or null where no
 * route has that exact path (a profile, a mistyped address). A prerendered page is found this way
 * when the app starts: React Router's matcher flattens and ranks the whole route table on every
 * call (about 14 ms on a slow phone, in the task that starts the app), and the router ranks it
 * again when it is created. A route with exactly the address as its path is the one the matcher
 * would choose: no pattern outranks a fully static one.
 */
export function matchStaticPath(routes: RouteObject[], pathname: string): RouteObject[] | null {
  for (const route of routes) {
    if (route.path === pathname) return [route];
    if (route.path === undefined && !route.index && route.children) {
      const below = matchStaticPath(route.children, pathname);
      if (below) return [route, ...below];
    }
  }
  return null;
}
