// @vitest-environment node
import { readFileSync } from 'node:fs';
import { DATA_PAGE_PATHS } from '@contracts/public-pages';
import { describe, expect, it } from 'vitest';
import { paths, routeRedirects } from './paths';
import { isPrerendered } from './prerendered-paths';

/**
 * Hosting answers a path with a file (the prerendered public pages), else the first rewrite that
 * matches, else 404.html with status 404. There is no catch-all: each route of the app has a
 * rewrite to the app shell in firebase.json, so an unknown path gets a real 404. These tests
 * hold that list to the path table.
 */
interface Rewrite {
  source?: string;
  regex?: string;
  destination?: string;
  function?: { functionId: string };
}
const hosting = (
  JSON.parse(readFileSync('firebase.json', 'utf8')) as {
    hosting: { rewrites: Rewrite[]; trailingSlash?: boolean; cleanUrls?: boolean };
  }
).hosting;

/** A Hosting glob as a regular expression: `**`, `*` and `@(a|b)`, the forms firebase.json uses. */
const globToRegex = (glob: string) =>
  new RegExp(
    `^${glob
      .split('**')
      .map((part) =>
        part
          .replace(/[.+^${}[\]\\]/g, '\\$&')
          .replace(/@\(/g, '(')
          .replace(/\*/g, '[^/]*'),
      )
      .join('.*')}$`,
  );

const matches = (rule: Rewrite, path: string) =>
  rule.regex ? new RegExp(rule.regex, 'u').test(path) : globToRegex(rule.source ?? '').test(path);

const prerenderedFiles: readonly string[] = Object.values(paths)
  .filter(isPrerendered)
  .map((entry) => entry.path)
  .filter((path) => !(DATA_PAGE_PATHS as readonly string[]).includes(path));

/** What Hosting answers for `path`: a file, the shell, a function, or 404. */
function served(path: string): string {
  // trailingSlash: false sends `/about/` to `/about`, which is a file.
  if (prerenderedFiles.includes(path.replace(/(.)\/$/, '$1'))) return 'file';
  const rule = hosting.rewrites.find((rewrite) => matches(rewrite, path));
  if (!rule) return '404';
  return rule.destination ?? `function ${rule.function?.functionId}`;
}

/** A path of the entry, with its parameters filled in. */
const sample = (pattern: string) => pattern.replace(/:\w+/g, 'x-1_Y');

describe("Hosting's routes", () => {
  it('send every page of the path table where it is served, with or without a trailing slash', () => {
    for (const entry of Object.values(paths)) {
      const expected = prerenderedFiles.includes(entry.path)
        ? 'file'
        : (DATA_PAGE_PATHS as readonly string[]).includes(entry.path)
          ? 'function publicPage'
          : '/app.html';
      for (const path of [sample(entry.path), `${sample(entry.path)}/`]) {
        expect(served(path), `${path}: add it to a rewrite to /app.html in firebase.json`).toBe(
          expected,
        );
      }
    }
  });

  it('send the aliases and every admin path to the app, which redirects or guards them', () => {
    for (const path of [...Object.keys(routeRedirects), '/admin/no-such-page/deeper']) {
      expect(served(path), path).toBe('/app.html');
      expect(served(`${path}/`), `${path}/`).toBe('/app.html');
    }
  });

  it('send public profiles, in any case, to the publicPage function', () => {
    for (const path of ['/@alex_affiliate', '/@Alex', '/@nobody_here/']) {
      expect(served(path), path).toBe('function publicPage');
    }
  });

  it('answer 404 for anything else, signed-in or not', () => {
    for (const path of [
      '/no-such-page',
      '/no/such/page',
      '/administrator',
      '/dashboardx',
      '/dashboard/extra',
      '/login/x',
      '/invite',
      '/invite/a/b',
      '/company/unknown',
      '/affiliate/unknown',
      '/pricing/extra',
      '/@ada/photos',
      '/@',
      '/app.html/x',
    ]) {
      expect(served(path), path).toBe('404');
    }
  });

  it('keep no rewrite to the shell that no route needs, and no catch-all', () => {
    const routes = [
      ...Object.values(paths).map((entry) => sample(entry.path)),
      ...Object.keys(routeRedirects),
      '/admin/no-such-page',
    ];
    for (const rule of hosting.rewrites.filter((rewrite) => rewrite.destination)) {
      expect(
        routes.some((path) => matches(rule, path)),
        `${rule.regex ?? rule.source} serves no route`,
      ).toBe(true);
      expect(rule.source).not.toBe('**');
    }
    expect(hosting.trailingSlash).toBe(false);
    expect(hosting.cleanUrls).toBe(true);
  });
});
