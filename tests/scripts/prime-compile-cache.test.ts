import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { functionsNode, primeCompileCache } from '../../scripts/lib/stack';

/** The cache's files (the primer writes one per compiled module). */
const cacheFiles = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

// The functions are built: the emulator step's stack built them before this file runs.
const { node, compileCache } = functionsNode();
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'compile-cache-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

// Only where the Node 22 binary installs (Linux x64): elsewhere the functions run on the local
// Node, with no compile cache to prime.
describe.skipIf(!compileCache)("the Functions workers' compile cache", () => {
  it('is filled, before any worker starts, with the modules every worker loads', async () => {
    const cache = tempDir();
    // Every module loaded: a primer that stops half-way still leaves part of a cache.
    expect(await primeCompileCache(node, cache)).toBe('primed');
    const files = cacheFiles(cache);
    // firebase-tools' worker runtime, the functions and the Firestore client: thousands.
    expect(files.length).toBeGreaterThan(1000);
    expect(files.reduce((bytes, file) => bytes + statSync(file).size, 0)).toBeGreaterThan(5e6);
  });

  it('is left as it is when the workers of an earlier start wrote it', async () => {
    const cache = tempDir();
    writeFileSync(join(cache, 'entry'), 'written by a worker');
    expect(await primeCompileCache(node, cache)).toBe('kept');
    expect(cacheFiles(cache)).toEqual([join(cache, 'entry')]);
  });
});
