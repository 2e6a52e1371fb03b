import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { matchStaticPath } from './match-static-path';
import { routes } from './router';

const matcher = (pathname: string) => matchRoutes(routes, pathname)?.map(({ route }) => route);

describe('matchStaticPath', () => {
  it.each(Object.values(paths).map((entry) => entry.path))(
    '%s: finds the routes React Router matches',
    (path) => {
      expect(matchStaticPath(routes, path)).toEqual(matcher(path));
    },
  );

  it('leaves every address without a route of exactly that path to the matcher', () => {
    expect(matchStaticPath(routes, '/@alice_1')).toBeNull();
    expect(matchStaticPath(routes, '/invite/abc123')).toBeNull();
    expect(matchStaticPath(routes, '/no-such-page')).toBeNull();
    expect(matchStaticPath(routes, '/About')).toBeNull();
  });

  it('returns the very route objects, so their code can be loaded into them', () => {
    const chain = matchStaticPath(routes, '/about');
    expect(chain?.[0]).toBe(routes[0]);
    expect(chain?.at(-1)?.path).toBe('/about');
  });
});
