import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { flakyTests, flakyTwiceInARow, readFlakyHistory, writeFlakyHistory } from './flaky';

const report = {
  suites: [
    {
      title: 'a.spec.ts',
      file: 'a.spec.ts',
      specs: [
        { title: 'steady', file: 'a.spec.ts', tests: [{ status: 'expected' }] },
        { title: 'wobbly', file: 'a.spec.ts', tests: [{ status: 'flaky' }] },
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
    expect(flakyTests(report)).toEqual(['a.spec.ts › deep wobble', 'a.spec.ts › wobbly']);
    expect(flakyTests({})).toEqual([]);
  });

  it('names the tests flaky in this run and the one before', () => {
    expect(flakyTwiceInARow(['x', 'y'], ['y', 'z'])).toEqual(['y']);
    expect(flakyTwiceInARow([], ['y'])).toEqual([]);
  });

  it('remembers the last run in a file, and reads a missing or broken one as none', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'flaky-')), 'flaky.json');
    expect(readFlakyHistory(file)).toEqual({ lastRun: [] });
    writeFlakyHistory(file, { lastRun: ['a.spec.ts › wobbly'] });
    expect(readFlakyHistory(file)).toEqual({ lastRun: ['a.spec.ts › wobbly'] });
  });
});
