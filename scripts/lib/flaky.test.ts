import { describe, expect, it } from 'vitest';
import { flakyTwiceInARow, rerunArguments, testLabel, testsWithStatus } from './flaky';

const report = {
  suites: [
    {
      title: 'a.spec.ts',
      file: 'a.spec.ts',
      specs: [
        { title: 'steady', file: 'a.spec.ts', tests: [{ status: 'expected' }] },
        { title: 'wobbly (once)', file: 'a.spec.ts', tests: [{ status: 'flaky' }] },
        { title: 'broken', file: 'a.spec.ts', tests: [{ status: 'unexpected' }] },
      ],
      suites: [
        {
          title: 'nested',
          specs: [{ title: 'deep wobble', file: 'a.spec.ts', tests: [{ status: 'flaky' }] }],
        },
      ],
    },
  ],
};

describe('flaky tests', () => {
  it('finds the tests that passed only on a retry, nested suites included', () => {
    expect(testsWithStatus(report, ['flaky']).map(testLabel)).toEqual([
      'a.spec.ts › deep wobble',
      'a.spec.ts › wobbly (once)',
    ]);
    expect(testsWithStatus(report, ['unexpected']).map(testLabel)).toEqual(['a.spec.ts › broken']);
    expect(testsWithStatus({}, ['flaky'])).toEqual([]);
  });

  it('names the tests flaky in the run that were flaky or failed again when run once more', () => {
    const x = { file: 'a.spec.ts', title: 'x' };
    const y = { file: 'a.spec.ts', title: 'y' };
    const z = { file: 'b.spec.ts', title: 'x' };
    expect(flakyTwiceInARow([x, y], [y, z])).toEqual([y]);
    expect(flakyTwiceInARow([x], [])).toEqual([]);
  });

  it('reruns exactly those tests: their files, their titles as a regular expression, no dependencies', () => {
    const args = rerunArguments(testsWithStatus(report, ['flaky']), 'e2e');
    expect(args.slice(0, 2)).toEqual(['--no-deps', '--grep']);
    expect(args.slice(3)).toEqual(['e2e/a.spec.ts']);
    const grep = new RegExp(args[2] ?? '');
    expect(grep.test('wobbly (once)')).toBe(true);
    expect(grep.test('deep wobble')).toBe(true);
    expect(grep.test('steady')).toBe(false);
  });
});
