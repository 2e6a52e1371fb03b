import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The component tests under `dir` that replace a module (`vi.mock(`), as paths from the
 * repository root. Each of them starts with an empty module registry (tests/setup/fresh-modules.ts)
 * so its mocks reach every module it loads; the others share one jsdom and its module graph per
 * worker (vite.config.ts), since a module a shared graph already loaded can no longer be mocked.
 */
export function testFilesThatMock(root: string, dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => join(dir, file).split('\\').join('/'))
    .filter((file) => readFileSync(join(root, file), 'utf8').includes('vi.mock('))
    .sort();
}
