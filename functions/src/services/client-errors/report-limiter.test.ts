import { describe, expect, it } from 'vitest';
import { createReportLimiter } from './report-limiter';

describe('the browser error report limiter', () => {
  it('lets each client and everyone together log only so many a minute, then starts again', () => {
    const allow = createReportLimiter({ perClient: 2, total: 3, windowMs: 60_000 });
    expect([allow('a', 0), allow('a', 1), allow('a', 2)]).toEqual([true, true, false]);
    expect([allow('b', 3), allow('c', 4)]).toEqual([true, false]);
    expect(allow('a', 60_000)).toBe(true);
  });
});
