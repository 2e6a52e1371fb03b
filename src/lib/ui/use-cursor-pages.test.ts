import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCursorPages } from './use-cursor-pages';

describe('useCursorPages', () => {
  it('starts on page 1 with no cursor and no next page without a next cursor', () => {
    const { result } = renderHook(() => useCursorPages());
    expect(result.current.cursor).toBeNull();
    const pagination = result.current.pagination(null, false);
    expect(pagination.page).toBe(1);
    expect(pagination.hasNext).toBe(false);
  });

  it('walks forward with the answer cursors and back to the cursor it came from', () => {
    const { result } = renderHook(() => useCursorPages());
    act(() => result.current.pagination('c2', false).onNext());
    expect(result.current.cursor).toBe('c2');
    act(() => result.current.pagination('c3', false).onNext());
    expect(result.current.cursor).toBe('c3');
    expect(result.current.pagination(null, true)).toMatchObject({ page: 3, busy: true });
    act(() => result.current.pagination(null, false).onPrevious());
    expect(result.current.cursor).toBe('c2');
    expect(result.current.pagination(null, false).page).toBe(2);
  });

  it('stays on page 1 on Previous and goes back to page 1 on reset', () => {
    const { result } = renderHook(() => useCursorPages());
    act(() => result.current.pagination(null, false).onPrevious());
    expect(result.current.pagination(null, false).page).toBe(1);
    act(() => result.current.pagination('c2', false).onNext());
    act(() => result.current.reset());
    expect(result.current.cursor).toBeNull();
    expect(result.current.pagination(null, false).page).toBe(1);
  });

  it('does not move past the last page', () => {
    const { result } = renderHook(() => useCursorPages());
    act(() => result.current.pagination(undefined, false).onNext());
    expect(result.current.pagination(null, false).page).toBe(1);
  });
});
