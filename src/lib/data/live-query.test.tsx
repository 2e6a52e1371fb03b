import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { LIVE_LINGER_MS, useLiveQuery, type Subscribe } from './live-query';

/** A listener the test drives: `emit` a value, `fail` it; counts starts and stops. */
function fakeListener<T>() {
  const state: {
    starts: number;
    stops: number;
    emit: (value: T) => void;
    fail: (error: unknown) => void;
  } = { starts: 0, stops: 0, emit: () => undefined, fail: () => undefined };
  const subscribe: Subscribe<T> = (next, fail) => {
    state.starts += 1;
    state.emit = next;
    state.fail = fail;
    return () => {
      state.stops += 1;
    };
  };
  return { state, subscribe };
}

afterEach(() => vi.useRealTimers());

describe('useLiveQuery', () => {
  it('shares one listener between readers and keeps the latest value', async () => {
    const { state, subscribe } = fakeListener<number>();
    const a = renderHook(() => useLiveQuery(['live', 'shared'], subscribe));
    const b = renderHook(() => useLiveQuery(['live', 'shared'], subscribe));
    act(() => state.emit(1));
    await waitFor(() => expect(a.result.current.data).toBe(1));
    act(() => state.emit(2));
    await waitFor(() => expect(b.result.current.data).toBe(2));
    expect(state.starts).toBe(1);
  });

  it('lingers after the last reader leaves, then stops when the cache drops it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { state, subscribe } = fakeListener<string>();
    const reader = renderHook(() => useLiveQuery(['live', 'linger'], subscribe));
    act(() => state.emit('x'));
    await vi.waitFor(() => expect(reader.result.current.data).toBe('x'));
    reader.unmount();
    await act(() => vi.advanceTimersByTimeAsync(LIVE_LINGER_MS - 1_000));
    expect(state.stops).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(state.stops).toBe(1);
  });

  it('shows a failure and starts again on refetch', async () => {
    const { state, subscribe } = fakeListener<number>();
    // Read as a page does: status and data during render.
    const reader = renderHook(() => {
      const { status, data, refetch } = useLiveQuery(['live', 'fails'], subscribe);
      return { status, data, refetch };
    });
    act(() => state.emit(5));
    await waitFor(() => expect(reader.result.current.data).toBe(5));
    act(() => state.fail(new Error('permission-denied')));
    await waitFor(() => expect(reader.result.current.status).toBe('error'));
    expect(state.stops).toBe(1);
    void reader.result.current.refetch();
    await waitFor(() => expect(state.starts).toBe(2));
    act(() => state.emit(6));
    await waitFor(() => expect(reader.result.current.data).toBe(6));
  });

  it('starts nothing while disabled', () => {
    const { state, subscribe } = fakeListener<number>();
    renderHook(() => useLiveQuery(['live', 'off'], subscribe, false));
    expect(state.starts).toBe(0);
    expect(queryClient.getQueryData(['live', 'off'])).toBeUndefined();
  });
});
