import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Dark mode changes colours only: e2e/accessibility.spec.ts scans each page with every rule in
 * light mode and only the colour rules in dark mode, so an element shown or hidden by the colour
 * mode (`dark:hidden`, `dark:block`…) would never be checked for a name, a role or a label.
 */
const root = join(import.meta.dirname, '..', '..');
const display =
  /\bdark:(hidden|block|inline|inline-block|flex|inline-flex|grid|inline-grid|table|contents|sr-only|not-sr-only|invisible|visible|collapse)\b/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(tsx?|css|html)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('dark mode', () => {
  it('never shows or hides an element', () => {
    const files = sourceFiles(join(root, 'src')).filter((file) =>
      display.test(readFileSync(file, 'utf8')),
    );
    expect(files.map((file) => relative(root, file))).toEqual([]);
  });

  it('the check sees a class that would', () => {
    expect(display.test('className="dark:hidden"')).toBe(true);
    expect(display.test('className="dark:bg-card dark:text-white"')).toBe(false);
  });
});
