import { describe, expect, it } from 'vitest';
import {
  flakyTwiceInARow,
  rerunArguments,
  testLabel,
  testsPassedCleanly,
  testsWithStatus,
} from './flaky';

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

  it('names the tests flaky in the run that did not pass at their first attempt when run once more', () => {
    const x = { file: 'a.spec.ts', title: 'x' };
    const y = { file: 'a.spec.ts', title: 'y' };
    const z = { file: 'b.spec.ts', title: 'x' };
    expect(flakyTwiceInARow([x, y], [y, z])).toEqual([x]);
    expect(flakyTwiceInARow([x], [])).toEqual([x]);
    expect(flakyTwiceInARow([x], [x])).toEqual([]);
  });

  it('counts a rerun test as clean only when the rerun report lists it as passed at its first attempt', () => {
    const first = ['passes', 'wobbles', 'fails', 'skipped', 'not run', 'passes once of two'].map(
      (title) => ({ file: 'a.spec.ts', title }),
    );
    const again = {
      suites: [
        {
          file: 'a.spec.ts',
          specs: [
            { title: 'passes', file: 'a.spec.ts', tests: [{ status: 'expected' }] },
            { title: 'wobbles', file: 'a.spec.ts', tests: [{ status: 'flaky' }] },
            { title: 'fails', file: 'a.spec.ts', tests: [{ status: 'unexpected' }] },
            { title: 'skipped', file: 'a.spec.ts', tests: [{ status: 'skipped' }] },
            {
              title: 'passes once of two',
              file: 'a.spec.ts',
              tests: [{ status: 'expected' }, { status: 'flaky' }],
            },
          ],
        },
      ],
    };
    expect(flakyTwiceInARow(first, testsPassedCleanly(again)).map((t) => t.title)).toEqual([
      'wobbles',
      'fails',
      'skipped',
      'not run',
      'passes once of two',
    ]);
    // No rerun report at all (the rerun crashed): every flaky test counts.
    expect(flakyTwiceInARow(first, testsPassedCleanly({}))).toEqual(first);
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

  it("escapes every regular expression character of a title, so the rerun's --grep matches it", () => {
    const titles = ['a.b*c+d?', '^e$ {1,2}', '(f|g) [h] \\i', '/j/'];
    const args = rerunArguments(
      titles.map((title) => ({ file: 'a.spec.ts', title })),
      'e2e',
    );
    // As Playwright's CLI reads --grep (a /…/ pattern would lose its slashes).
    const grep = new RegExp(args[2] ?? '', 'i');
    for (const title of titles) expect(grep.test(`a.spec.ts ${title}`)).toBe(true);
    for (const near of ['aXb*c+d?', 'e {1,2}', 'f', 'j']) expect(grep.test(near)).toBe(false);
  });
});
