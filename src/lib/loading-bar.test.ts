import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoadingBar, LOADING_BAR_TIMINGS, type ProgressDriver } from './loading-bar';

function recordingDriver() {
  const calls: string[] = [];
  const values: number[] = [];
  const driver: ProgressDriver = {
    start: () => calls.push('start'),
    set: (value) => {
      calls.push('set');
      values.push(value);
    },
    done: () => calls.push('done'),
    remove: () => calls.push('remove'),
  };
  return { driver, calls, values };
}

describe('createLoadingBar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the SPEC timings', () => {
    expect(LOADING_BAR_TIMINGS).toEqual({
      throttle: 200,
      duration: 2000,
      hideDelay: 500,
      reset: 400,
    });
  });

  it('shows nothing for a navigation that finishes within 200 ms', () => {
    const { driver, calls } = recordingDriver();
    const bar = createLoadingBar(driver);
    bar.start();
    vi.advanceTimersByTime(199);
    bar.finish();
    vi.advanceTimersByTime(5000);
    expect(calls).toEqual([]);
  });

  it('starts the bar and sets a first value once 200 ms have passed', () => {
    const { driver, calls, values } = recordingDriver();
    const bar = createLoadingBar(driver);
    bar.start();
    vi.advanceTimersByTime(199);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['start', 'set']);
    expect(values[0]).toBeGreaterThan(0);
    expect(values[0]).toBeLessThan(0.9);
  });

  it('creeps forward over time and never passes 90 %', () => {
    const { driver, values } = recordingDriver();
    const bar = createLoadingBar(driver);
    bar.start();
    vi.advanceTimersByTime(200 + 1000);
    const halfway = values.at(-1) ?? 0;
    expect(values.length).toBeGreaterThan(5);
    for (let i = 1; i < values.length; i++) expect(values[i]).toBeGreaterThan(values[i - 1] ?? 1);

    vi.advanceTimersByTime(1000);
    expect(values.at(-1)).toBeGreaterThan(halfway);
    expect(values.at(-1)).toBeCloseTo(0.9, 5);

    vi.advanceTimersByTime(10_000);
    expect(Math.max(...values)).toBeLessThanOrEqual(0.9);
    expect(values.at(-1)).toBe(0.9);
  });

  it('completes on finish, and removes the bar only after hideDelay + reset', () => {
    const { driver, calls } = recordingDriver();
    const bar = createLoadingBar(driver);
    bar.start();
    vi.advanceTimersByTime(500);
    calls.length = 0;

    bar.finish();
    expect(calls).toEqual(['done']);
    vi.advanceTimersByTime(500 + 400 - 1);
    expect(calls).toEqual(['done']);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['done', 'remove']);
  });

  it('stops creeping once finished', () => {
    const { driver, calls } = recordingDriver();
    const bar = createLoadingBar(driver);
    bar.start();
    vi.advanceTimersByTime(500);
    bar.finish();
    vi.advanceTimersByTime(5000);
    expect(calls.slice(calls.indexOf('done'))).toEqual(['done', 'remove']);
  });

  it('dispose before showing clears the pending timer and removes nothing', () => {
    const { driver, calls } = recordingDriver();
    const bar = createLoadingBar(driver);
    bar.start();
    vi.advanceTimersByTime(100);
    bar.dispose();
    vi.advanceTimersByTime(10_000);
    expect(calls).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('dispose while showing removes the bar and stops every timer', () => {
    const { driver, calls } = recordingDriver();
    const bar = createLoadingBar(driver);
    bar.start();
    vi.advanceTimersByTime(400);
    bar.dispose();
    expect(calls.at(-1)).toBe('remove');
    const count = calls.length;
    vi.advanceTimersByTime(10_000);
    expect(calls).toHaveLength(count);
    expect(vi.getTimerCount()).toBe(0);
  });
});
