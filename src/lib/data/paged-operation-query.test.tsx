import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { backend } from '../../../tests/support/fake-backend';

vi.mock('@/lib/firebase/functions', () => import('../../../tests/support/fake-backend'));

const { usePagedOperationQuery } = await import('./paged-operation-query');

type Status = 'sent' | 'failed';
const entry = (id: string) => ({
  id,
  template: 'teamInvitation',
  to: `${id}@example.com`,
  subject: id,
  status: 'sent' as const,
  error: null,
  at: 1_700_000_000_000,
  kind: 'transactional' as const,
});

/** Three pages of the mail log: p1 → p2 → p3, under any filter. */
const answerThreePages = () =>
  backend.on('adminMailOperations', 'listLog', ({ cursor }) =>
    cursor === 'after-p2'
      ? { entries: [entry('p3')], nextCursor: null }
      : cursor === 'after-p1'
        ? { entries: [entry('p2')], nextCursor: 'after-p2' }
        : { entries: [entry('p1')], nextCursor: 'after-p1' },
  );

function renderLog(status: Status = 'sent') {
  return renderHook(
    ({ status }: { status: Status }) =>
      usePagedOperationQuery('adminMailOperations', 'listLog', { status, limit: 10 }),
    { initialProps: { status } },
  );
}

/** Waits for the page to settle on `id`'s entry, with paging enabled again. */
async function settled(
  result: { current: ReturnType<typeof renderLog>['result']['current'] },
  id: string,
) {
  await waitFor(() => {
    expect(result.current.query.data?.entries[0]?.id).toBe(id);
    expect(result.current.pagination.busy).toBe(false);
  });
}

describe('usePagedOperationQuery', () => {
  it('starts on page 1 without a cursor and carries the answer cursors forward and back', async () => {
    const listLog = answerThreePages();
    const { result } = renderLog();
    await settled(result, 'p1');
    expect(listLog).toHaveBeenLastCalledWith({ status: 'sent', limit: 10, cursor: null });
    expect(result.current.pagination).toMatchObject({ page: 1, hasNext: true });

    act(() => result.current.pagination.onNext());
    await settled(result, 'p2');
    expect(listLog).toHaveBeenLastCalledWith({ status: 'sent', limit: 10, cursor: 'after-p1' });
    expect(result.current.pagination.page).toBe(2);

    act(() => result.current.pagination.onNext());
    await settled(result, 'p3');
    expect(listLog).toHaveBeenLastCalledWith({ status: 'sent', limit: 10, cursor: 'after-p2' });
    expect(result.current.pagination).toMatchObject({ page: 3, hasNext: false });
    act(() => result.current.pagination.onNext());
    expect(result.current.pagination.page).toBe(3);

    act(() => result.current.pagination.onPrevious());
    await settled(result, 'p2');
    expect(result.current.pagination.page).toBe(2);
    act(() => result.current.pagination.onPrevious());
    await settled(result, 'p1');
    act(() => result.current.pagination.onPrevious());
    expect(result.current.pagination.page).toBe(1);
  });

  it('keeps the last rows while the next page loads', async () => {
    answerThreePages();
    const { result } = renderLog();
    await settled(result, 'p1');
    act(() => result.current.pagination.onNext());
    expect(result.current.pagination).toMatchObject({ page: 2, busy: true });
    expect(result.current.query.data?.entries[0]?.id).toBe('p1');
    await settled(result, 'p2');
  });

  it('goes back to page 1 (cursor null) when the filter changes, and pages on from there', async () => {
    const listLog = answerThreePages();
    const { result, rerender } = renderLog('sent');
    await settled(result, 'p1');
    act(() => result.current.pagination.onNext());
    await settled(result, 'p2');

    rerender({ status: 'failed' });
    expect(result.current.pagination.page).toBe(1);
    await settled(result, 'p1');
    expect(listLog).toHaveBeenLastCalledWith({ status: 'failed', limit: 10, cursor: null });
    expect(listLog).not.toHaveBeenCalledWith({
      status: 'failed',
      limit: 10,
      cursor: 'after-p1',
    });

    act(() => result.current.pagination.onNext());
    await settled(result, 'p2');
    expect(listLog).toHaveBeenLastCalledWith({ status: 'failed', limit: 10, cursor: 'after-p1' });
    act(() => result.current.pagination.onPrevious());
    await settled(result, 'p1');
    expect(result.current.pagination.page).toBe(1);
  });

  it('starts from page 1 again when a filter comes back to an earlier value', async () => {
    answerThreePages();
    const { result, rerender } = renderLog('sent');
    await settled(result, 'p1');
    act(() => result.current.pagination.onNext());
    await settled(result, 'p2');
    rerender({ status: 'failed' });
    rerender({ status: 'sent' });
    expect(result.current.pagination.page).toBe(1);
    await settled(result, 'p1');
  });
});
