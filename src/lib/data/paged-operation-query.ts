import type { ActionAnswer, ActionName, ActionPayload, OperationsName } from '@contracts/callables';
import { hashKey, keepPreviousData, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useOperationQuery, type QueryExtras } from './operation-query';

/** What DataTable's `pagination` prop takes. */
export interface CursorPagination {
  page: number;
  hasNext: boolean;
  busy: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/** An action of `N` that reads a list by cursor: its answer carries `nextCursor`. */
export type PagedActionName<N extends OperationsName> = {
  [A in ActionName<N>]: ActionAnswer<N, A> extends { nextCursor: string | null } ? A : never;
}[ActionName<N>];

/** A cursor-paged read: the query of the current page and the table's Previous / Next. */
export interface PagedQuery<Answer> {
  query: UseQueryResult<Answer, Error>;
  pagination: CursorPagination;
}

/** The cursors of the pages visited under one filter (`[null]`: on the first page). */
interface Visited {
  filter: string;
  cursors: (string | null)[];
}

/**
 * useOperationQuery of a cursor-paged list: `filter` is the action's payload without `cursor`.
 * The hook remembers the cursor of every page visited, so Previous goes back without the server
 * knowing page numbers, and keeps the last page's rows while the next one loads. Pages count from
 * 1; a different filter (compared by its query-key hash) starts again from the first page, so a
 * page never resets the paging itself.
 */
export function usePagedOperationQuery<N extends OperationsName, A extends PagedActionName<N>>(
  name: N,
  action: A,
  filter: Omit<ActionPayload<N, A>, 'cursor'>,
  extras: Omit<Partial<QueryExtras<ActionAnswer<N, A>>>, 'placeholderData'> = {},
): PagedQuery<ActionAnswer<N, A>> {
  const filterKey = hashKey([name, action, filter]);
  const [stored, setVisited] = useState<Visited>({ filter: filterKey, cursors: [null] });
  let visited = stored;
  if (stored.filter !== filterKey) {
    // The filter changed: back to the first page, in this render (React's "adjust state when a
    // prop changes"; an effect would fetch the old cursor with the new filter first).
    visited = { filter: filterKey, cursors: [null] };
    setVisited(visited);
  }
  const { cursors } = visited;
  const page = cursors.length;
  const payload = { ...filter, cursor: cursors[page - 1] ?? null } as ActionPayload<N, A>;
  const query = useOperationQuery(name, action, payload, {
    ...extras,
    placeholderData: keepPreviousData,
  });
  const nextCursor = (query.data as { nextCursor: string | null } | undefined)?.nextCursor ?? null;
  return {
    query,
    pagination: {
      page,
      hasNext: nextCursor !== null,
      busy: query.isFetching,
      onPrevious: () =>
        setVisited((v) =>
          v.filter === filterKey && v.cursors.length > 1
            ? { filter: filterKey, cursors: v.cursors.slice(0, -1) }
            : v,
        ),
      onNext: () => {
        if (nextCursor === null) return;
        setVisited((v) =>
          v.filter === filterKey ? { filter: filterKey, cursors: [...v.cursors, nextCursor] } : v,
        );
      },
    },
  };
}
