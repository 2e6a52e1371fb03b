import { useState } from 'react';

/** What DataTable's `pagination` prop takes. */
export interface CursorPagination {
  page: number;
  hasNext: boolean;
  busy: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/**
 * Server-side cursor paging for a list: remembers the cursor of every page visited, so Previous
 * goes back without the server knowing page numbers. Pages count from 1; a filter change calls
 * `reset()` to go back to the first page.
 */
export function useCursorPages<Cursor = string>() {
  const [cursors, setCursors] = useState<(Cursor | null)[]>([null]);
  const page = cursors.length;
  return {
    /** The cursor to fetch the current page with (null: the first page). */
    cursor: cursors[page - 1] ?? null,
    reset: () => setCursors([null]),
    /** DataTable's `pagination`, given the current answer's next cursor. */
    pagination: (nextCursor: Cursor | null | undefined, busy: boolean): CursorPagination => ({
      page,
      hasNext: nextCursor !== null && nextCursor !== undefined,
      busy,
      onPrevious: () => setCursors((c) => (c.length > 1 ? c.slice(0, -1) : c)),
      onNext: () => {
        if (nextCursor !== null && nextCursor !== undefined) setCursors((c) => [...c, nextCursor]);
      },
    }),
  };
}
