import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The component tests under `dir` that replace a module (`vi.mock(`), as paths from the
 * repository root. Vitest runs them each in a fresh module graph; the others share one jsdom per
 * worker (vite.config.ts), since a module a shared worker already loaded can no longer be mocked.
 */
export function testFilesThatMock(root: string, dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => join(dir, file).split('\\').join('/'))
    .filter((file) => readFileSync(join(root, file), 'utf8').includes('vi.mock('))
    .sort();
}
