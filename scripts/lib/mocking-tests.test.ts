import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testFilesThatMock } from './mocking-tests';

describe('testFilesThatMock', () => {
  it('lists the test files that call vi.mock, in nested folders, and nothing else', () => {
    const root = mkdtempSync(join(tmpdir(), 'mocking-tests-'));
    mkdirSync(join(root, 'src/features/a'), { recursive: true });
    writeFileSync(join(root, 'src/features/a/page.test.tsx'), "vi.mock('./api');\n");
    writeFileSync(join(root, 'src/plain.test.ts'), "it('works', () => {});\n");
    writeFileSync(join(root, 'src/features/a/api.ts'), "vi.mock('not a test file');\n");
    writeFileSync(join(root, 'src/spy.test.ts'), "vi.spyOn(console, 'error');\n");
    expect(testFilesThatMock(root, 'src')).toEqual(['src/features/a/page.test.tsx']);
  });
});
