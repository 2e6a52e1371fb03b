import { fireEvent, render, renderHook, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callableMessage } from '@/lib/firebase/callable-errors';
import type { ColumnDef } from './data-table';
import { ServerListTable, type ServerListQuery } from './server-list-table';
import { useCursorPages } from './use-cursor-pages';

interface Person {
  id: string;
  name: string;
}
type Answer = { people: Person[]; nextCursor: string | null };
const columns: ColumnDef<Person, unknown>[] = [{ accessorKey: 'name', header: 'Name' }];

const query = (patch: Partial<ServerListQuery<Answer>>): ServerListQuery<Answer> => ({
  data: undefined,
  error: null,
  status: 'pending',
  isPending: true,
  isFetching: true,
  refetch: vi.fn(),
  ...patch,
});

function renderList(list: ServerListQuery<Answer>) {
  const pages = renderHook(() => useCursorPages()).result;
  const view = render(
    <ServerListTable
      caption="People"
      columns={columns}
      getRowId={(row) => row.id}
      empty="Nobody matches."
      list={list}
      rows={(answer) => answer.people}
      pages={pages.current}
    />,
  );
  return { pages, view };
}

describe('ServerListTable', () => {
  it("shows the answer's rows and follows its cursor to the next page", () => {
    const { pages } = renderList(
      query({
        status: 'success',
        isPending: false,
        isFetching: false,
        data: { people: [{ id: 'a', name: 'Ada' }], nextCursor: 'c2' },
      }),
    );
    expect(within(screen.getByRole('table', { name: 'People' })).getByText('Ada')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: /next/i }));
    expect(pages.current.cursor).toBe('c2');
  });

  it('says why a read failed and tries again on request', () => {
    const list = query({
      status: 'error',
      isPending: false,
      isFetching: false,
      error: Object.assign(new Error('The list could not be read.'), {
        code: 'functions/unavailable',
      }),
    });
    renderList(list);
    expect(screen.getByRole('alert')).toHaveTextContent(callableMessage(list.error));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(list.refetch).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Nobody matches.')).toBeInTheDocument();
  });
});
