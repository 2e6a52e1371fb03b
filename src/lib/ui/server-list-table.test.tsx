import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CursorPagination } from '@/lib/data/paged-operation-query';
import { callableMessage } from '@/lib/firebase/callable-errors';
import type { ColumnDef } from './data-table';
import { ServerListTable, type ServerList, type ServerListQuery } from './server-list-table';

interface Person {
  id: string;
  name: string;
}
type Answer = { people: Person[]; nextCursor: string | null };
const columns: ColumnDef<Person, unknown>[] = [{ accessorKey: 'name', header: 'Name' }];

const list = (
  patch: Partial<ServerListQuery<Answer>>,
  pages: Partial<CursorPagination> = {},
): ServerList<Answer> => ({
  query: {
    data: undefined,
    error: null,
    status: 'pending',
    isPending: true,
    refetch: vi.fn(),
    ...patch,
  },
  pagination: {
    page: 1,
    hasNext: false,
    busy: false,
    onPrevious: vi.fn(),
    onNext: vi.fn(),
    ...pages,
  },
});

function renderList(paged: ServerList<Answer>) {
  return render(
    <ServerListTable
      caption="People"
      columns={columns}
      getRowId={(row) => row.id}
      empty="Nobody matches."
      list={paged}
      rows={(answer) => answer.people}
    />,
  );
}

describe('ServerListTable', () => {
  it("shows the answer's rows and its page, and asks for the next and previous pages", () => {
    const paged = list(
      {
        status: 'success',
        isPending: false,
        data: { people: [{ id: 'a', name: 'Ada' }], nextCursor: 'c3' },
      },
      { page: 2, hasNext: true },
    );
    renderList(paged);
    expect(within(screen.getByRole('table', { name: 'People' })).getByText('Ada')).toBeVisible();
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /next/i }));
    expect(paged.pagination.onNext).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: /previous/i }));
    expect(paged.pagination.onPrevious).toHaveBeenCalledTimes(1);
  });

  it('shows skeleton rows on the first load and disables paging while busy', () => {
    renderList(list({}, { busy: true, hasNext: true }));
    expect(screen.queryByText('Nobody matches.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /next/i })).toBeDisabled();
  });

  it('says why a read failed and tries again on request', () => {
    const paged = list({
      status: 'error',
      isPending: false,
      error: Object.assign(new Error('The list could not be read.'), {
        code: 'functions/unavailable',
      }),
    });
    renderList(paged);
    expect(screen.getByRole('alert')).toHaveTextContent(callableMessage(paged.query.error));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(paged.query.refetch).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Nobody matches.')).toBeInTheDocument();
  });
});
