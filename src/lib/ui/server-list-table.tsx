import type { CursorPagination } from '@/lib/data/paged-operation-query';
import { callableMessage } from '@/lib/firebase/callable-errors';
import { DataTable, type DataTableProps } from './data-table';
import { RetryAlert } from './retry-alert';

/** What a server list's query gives (a TanStack query result of a cursor-paged answer). */
export interface ServerListQuery<Answer> {
  data: Answer | undefined;
  error: unknown;
  status: 'pending' | 'error' | 'success';
  isPending: boolean;
  refetch: () => unknown;
}

/** A cursor-paged read, as usePagedOperationQuery gives it. */
export interface ServerList<Answer> {
  query: ServerListQuery<Answer>;
  pagination: CursorPagination;
}

export type ServerListTableProps<Answer, Row> = Omit<
  DataTableProps<Row>,
  'rows' | 'loading' | 'pagination'
> & {
  list: ServerList<Answer>;
  /** The rows of an answer. */
  rows: (answer: Answer) => Row[];
  /** Classes of the error alert (it sits above the table). */
  errorClassName?: string;
};

/**
 * A server-paged list of the admin area: a failed read says why with Try again (the table keeps
 * its last rows), the first load shows skeleton rows, and Previous / Next follow the answer's
 * cursor. `list` is a usePagedOperationQuery, which goes back to the first page when the page's
 * filters change.
 */
export function ServerListTable<Answer, Row>({
  list: { query, pagination },
  rows,
  errorClassName,
  ...table
}: ServerListTableProps<Answer, Row>) {
  return (
    <>
      {query.status === 'error' ? (
        <RetryAlert onRetry={() => void query.refetch()} className={errorClassName}>
          {callableMessage(query.error)}
        </RetryAlert>
      ) : null}
      <DataTable
        {...table}
        rows={query.data ? rows(query.data) : []}
        loading={query.isPending}
        pagination={pagination}
      />
    </>
  );
}
