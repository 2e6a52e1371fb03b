import { describe, expect, it } from 'vitest';
import { firstLine, vitestFailures } from './failed-tests';

describe('vitestFailures', () => {
  it('names each failed test with its file and the first line of its error', () => {
    const report = {
      testResults: [
        {
          name: '/repo/tests/functions/a.test.ts',
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'a works' },
            {
              status: 'failed',
              fullName: 'a refuses b',
              failureMessages: ['\nAssertionError: expected 1 to be 2\n    at x.ts:1'],
            },
          ],
        },
        { name: '/repo/tests/rules/b.test.ts', status: 'passed', assertionResults: [] },
      ],
    };
    expect(vitestFailures(report, '/repo')).toEqual([
      'tests/functions/a.test.ts › a refuses b: AssertionError: expected 1 to be 2',
    ]);
  });

  it('names a file that failed without a failed test (it did not load)', () => {
    const report = {
      testResults: [
        {
          name: '/repo/tests/x.test.ts',
          status: 'failed',
          message: 'Failed to load url ./missing',
          assertionResults: [],
        },
      ],
    };
    expect(vitestFailures(report, '/repo')).toEqual([
      'tests/x.test.ts: Failed to load url ./missing',
    ]);
  });

  it('finds nothing in a green report or an empty one', () => {
    expect(vitestFailures({}, '/repo')).toEqual([]);
    expect(
      vitestFailures({ testResults: [{ name: '/repo/a.test.ts', status: 'passed' }] }, '/repo'),
    ).toEqual([]);
  });
});

describe('firstLine', () => {
  it('shortens a long line', () => {
    expect(firstLine('x'.repeat(200), 10)).toBe(`${'x'.repeat(9)}…`);
    expect(firstLine(undefined)).toBe('');
  });
});
