import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type OnChangeFn,
  type SortingState,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from './button';
import { Skeleton } from './skeleton';
import { ScrollRegion } from '@/lib/ui/scroll-region';

export type { ColumnDef, SortingState };

/**
 * A column that does not sort, by its id, header and what a row shows: most list columns. The
 * row type comes from the column list it is put in.
 */
export function fixedColumn<Row>(
  id: string,
  header: string,
  cell: (row: Row) => ReactNode,
): ColumnDef<Row, unknown> {
  return { id, header, enableSorting: false, cell: ({ row }) => cell(row.original) };
}

export interface DataTableProps<Row> {
  /** What the table lists, read by screen readers as its caption. */
  caption: string;
  columns: ColumnDef<Row, unknown>[];
  rows: Row[];
  getRowId: (row: Row) => string;
  /** First load: skeleton rows instead of the empty message. */
  loading?: boolean;
  /** Shown when there are no rows (and nothing is loading). */
  empty?: ReactNode;
  /**
   * Sorting. Without `onSortingChange` the table sorts the rows it has; with it the caller sorts
   * (on the server) and passes the rows in order.
   */
  sorting?: SortingState;
  onSortingChange?: OnChangeFn<SortingState>;
  /** Cursor pagination: the caller fetches pages; the table shows Previous / Next. */
  pagination?: {
    page: number;
    hasNext: boolean;
    onPrevious: () => void;
    onNext: () => void;
    busy?: boolean;
  };
}

/**
 * The one table of the admin lists: TanStack Table for columns and sorting, real table markup
 * (caption, column headers with `aria-sort`), skeleton rows while loading, an empty state, and
 * Previous/Next for cursor pagination done by the caller.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  getRowId,
  loading = false,
  empty = 'Nothing to show.',
  sorting: controlledSorting,
  onSortingChange,
  pagination,
}: DataTableProps<Row>) {
  const [localSorting, setLocalSorting] = useState<SortingState>([]);
  const manual = Boolean(onSortingChange);
  // TanStack Table returns new functions each render by design; the React Compiler must skip it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    getRowId,
    state: { sorting: controlledSorting ?? localSorting },
    onSortingChange: onSortingChange ?? setLocalSorting,
    manualSorting: manual,
    getCoreRowModel: getCoreRowModel(),
    ...(manual ? {} : { getSortedRowModel: getSortedRowModel() }),
  });
  const columnCount = table.getVisibleLeafColumns().length;

  return (
    <div className="space-y-3">
      <ScrollRegion label={caption} className="rounded-xl border bg-card">
        <table className="w-full text-left text-sm" aria-busy={loading || pagination?.busy}>
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b bg-muted/40 text-xs uppercase text-muted-foreground">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const label = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className="px-4 py-2 font-medium"
                      aria-sort={
                        sorted === 'asc'
                          ? 'ascending'
                          : sorted === 'desc'
                            ? 'descending'
                            : undefined
                      }
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          className="inline-flex items-center gap-1 uppercase hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {label}
                          {sorted === 'asc' ? (
                            <ArrowUp aria-hidden className="size-3" />
                          ) : sorted === 'desc' ? (
                            <ArrowDown aria-hidden className="size-3" />
                          ) : (
                            <ArrowUpDown aria-hidden className="size-3 opacity-50" />
                          )}
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {loading && rows.length === 0 ? (
              Array.from({ length: 5 }, (_, i) => (
                <tr key={`loading-${i}`} className="border-b last:border-0">
                  {Array.from({ length: columnCount }, (_, j) => (
                    <td key={j} className="px-4 py-3">
                      <Skeleton className="h-4 w-full max-w-40" />
                    </td>
                  ))}
                </tr>
              ))
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={columnCount} className="px-4 py-10 text-center text-muted-foreground">
                  {empty}
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <tr key={row.id} className="border-b last:border-0 hover:bg-muted/30">
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} className="px-4 py-3 align-middle">
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </ScrollRegion>
      {loading && rows.length === 0 ? <p className="sr-only">Loading…</p> : null}
      {pagination ? (
        <nav aria-label={`${caption}: pages`} className="flex items-center justify-end gap-2">
          <span className="mr-auto text-sm text-muted-foreground">Page {pagination.page}</span>
          <Button
            variant="outline"
            size="sm"
            disabled={pagination.page <= 1 || pagination.busy}
            onClick={pagination.onPrevious}
          >
            Previous
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={!pagination.hasNext || pagination.busy}
            onClick={pagination.onNext}
          >
            Next
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
