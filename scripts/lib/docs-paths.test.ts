import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every file path the docs cite exists: a path in backticks (`src/lib/data/keys.ts`,
 * `services/affiliate/store.ts`, `firestore.rules`) and every relative Markdown link. A path
 * may be written from the repository root or from one of the usual roots below; a bare file name
 * must name some file of the repository. Patterns (`*`, `{…}`, `<tag>`) are not paths.
 */
const ROOT = resolve(import.meta.dirname, '..', '..');
const ROOTS = ['', 'src/', 'functions/src/', 'functions/', 'scripts/', 'tests/', 'docs/'];
const FILE = /^[\w@.-]+(\/[\w@.-]+)*\.(ts|tsx|mjs|js|json|md|rules|html|css|yml|yaml)$/;
/** What the build writes (not in the repository) and addresses on the web. */
const NOT_FILES = [
  /^(app|about|index|404)\.html$/,
  /^builds\/latest\.json$/,
  /^functions\/public-pages\//,
  /^dist\//,
  /^[a-z0-9-]+(\.[a-z0-9-]+)*\.(com|net|org|io|dev|app)\//,
];

const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);
const files = new Set(tracked);
const names = new Set(tracked.map((f) => basename(f)));
const dirs = new Set(
  tracked.flatMap((f) =>
    f
      .split('/')
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
  ),
);

/** A package name in backticks (`ipaddr.js`), not a file of ours. */
const isPackage = (path: string) => {
  try {
    readFileSync(join(ROOT, 'node_modules', path, 'package.json'));
    return true;
  } catch {
    return false;
  }
};

function exists(path: string): boolean {
  if (NOT_FILES.some((pattern) => pattern.test(path)) || isPackage(path)) return true;
  if (!path.includes('/')) return names.has(path);
  return ROOTS.some(
    (root) => files.has(root + path) || tracked.some((f) => f.endsWith(`/${path}`)),
  );
}

const docs = tracked.filter(
  (f) => f === 'README.md' || (f.startsWith('docs/') && f.endsWith('.md')),
);

describe('the docs cite files that exist', () => {
  it.each(docs.filter((d) => d !== 'docs/spec.md' && d !== 'docs/design-notes.md'))('%s', (doc) => {
    const text = readFileSync(join(ROOT, doc), 'utf8');
    const missing: string[] = [];
    for (const [, code] of text.matchAll(/`([^`\s]+)`/g)) {
      const path = (code ?? '').replace(/[.,:;)]+$/, '');
      if (FILE.test(path) && !exists(path)) missing.push(path);
    }
    for (const [, link] of text.matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)) {
      if (!link || /^[a-z]+:/.test(link)) continue;
      const target = join(dirname(doc), link).replace(/\/$/, '');
      if (!files.has(target) && !dirs.has(target)) missing.push(link);
    }
    expect(missing, `paths cited in ${doc} that do not exist`).toEqual([]);
  });
});
