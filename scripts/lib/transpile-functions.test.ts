import { mkdirSync, mkdtempSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { transpileFunctions } from './transpile-functions';

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('transpileFunctions', () => {
  it('emits CommonJS file by file into functions/lib, tests left out, named exports kept', async () => {
    root = mkdtempSync(join(tmpdir(), 'transpile-'));
    mkdirSync(join(root, 'functions', 'src', 'services'), { recursive: true });
    writeFileSync(
      join(root, 'functions', 'src', 'services', 'double.ts'),
      'export const double = (n: number): number => n * 2;\n',
    );
    writeFileSync(
      join(root, 'functions', 'src', 'index.ts'),
      "import { double } from './services/double.js';\nexport const four = double(2);\n" +
        "export const later = async () => (await import('./services/double.js')).double(3);\n",
    );
    writeFileSync(join(root, 'functions', 'src', 'index.test.ts'), 'throw new Error();\n');

    await transpileFunctions(root);

    const lib = join(root, 'functions', 'lib');
    expect(existsSync(join(lib, 'services', 'double.js'))).toBe(true);
    expect(existsSync(join(lib, 'index.js.map'))).toBe(true);
    expect(existsSync(join(lib, 'index.test.js'))).toBe(false);
    const loaded = createRequire(import.meta.url)(join(lib, 'index.js')) as {
      four: number;
      later: () => Promise<number>;
    };
    expect(loaded.four).toBe(4);
    // The lazily imported module stays its own file, loaded on demand.
    expect(await loaded.later()).toBe(6);
  });
});
