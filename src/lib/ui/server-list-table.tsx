import { callableMessage } from '@/lib/firebase/callable-errors';
import { DataTable, type DataTableProps } from './data-table';
import { RetryAlert } from './retry-alert';
import type { useCursorPages } from './use-cursor-pages';

/** What a server list's query gives (a TanStack query result of a cursor-paged answer). */
export interface ServerListQuery<Answer extends { nextCursor?: string | null }> {
  data: Answer | undefined;
  error: unknown;
  status: 'pending' | 'error' | 'success';
  isPending: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export type ServerListTableProps<Answer extends { nextCursor?: string | null }, Row> = Omit<
  DataTableProps<Row>,
  'rows' | 'loading' | 'pagination'
> & {
  list: ServerListQuery<Answer>;
  /** The rows of an answer. */
  rows: (answer: Answer) => Row[];
  pages: ReturnType<typeof useCursorPages<string>>;
  /** Classes of the error alert (it sits above the table). */
  errorClassName?: string;
};

/**
 * A server-paged list of the admin area: a failed read says why with Try again (the table keeps
 * its last rows), the first load shows skeleton rows, and Previous / Next follow the answer's
 * cursor. The page keeps its filters and resets `pages` when they change.
 */
export function ServerListTable<Answer extends { nextCursor?: string | null }, Row>({
  list,
  rows,
  pages,
  errorClassName,
  ...table
}: ServerListTableProps<Answer, Row>) {
  return (
    <>
      {list.status === 'error' ? (
        <RetryAlert onRetry={() => void list.refetch()} className={errorClassName}>
          {callableMessage(list.error)}
        </RetryAlert>
      ) : null}
      <DataTable
        {...table}
        rows={list.data ? rows(list.data) : []}
        loading={list.isPending}
        pagination={pages.pagination(list.data?.nextCursor, list.isFetching)}
      />
    </>
  );
}
