import type { ActionAnswer, ActionName, ActionPayload, OperationsName } from '@contracts/callables';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperationLazily } from '@/lib/firebase/call-operation-lazily';
import { queryClient } from '@/lib/query-client';
import { operationKey } from './keys';

/** What a page may add to a read's options (everything but its key and function). */
export type QueryExtras<T> = Omit<
  ReturnType<typeof queryOptions<T, Error, T, readonly unknown[]>>,
  'queryKey' | 'queryFn'
>;

/**
 * The query options of a callable that reads: its key is `[name, action, payload]`, its
 * function the call. Pages add what differs (staleTime, placeholderData, select…).
 */
export function operationQuery<N extends OperationsName, A extends ActionName<N>>(
  name: N,
  action: A,
  payload: ActionPayload<N, A>,
  extras: Partial<QueryExtras<ActionAnswer<N, A>>> = {},
) {
  return queryOptions({
    ...extras,
    queryKey: operationKey(name, action, payload) as readonly unknown[],
    // The Functions SDK loads with the first call, not with the page.
    queryFn: () => callOperationLazily(name, action, payload),
  });
}

/** useQuery of operationQuery, on the app's one client. */
export function useOperationQuery<N extends OperationsName, A extends ActionName<N>>(
  name: N,
  action: A,
  payload: ActionPayload<N, A>,
  extras: Partial<QueryExtras<ActionAnswer<N, A>>> = {},
) {
  return useQuery(operationQuery(name, action, payload, extras), queryClient);
}
