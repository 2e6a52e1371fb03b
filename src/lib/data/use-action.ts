import type { ActionAnswer, ActionName, ActionPayload, OperationsName } from '@contracts/callables';
import { useMutation, type QueryKey } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { toastCallableError } from '@/lib/companies/error-toast';
import { callOperationLazily } from '@/lib/firebase/call-operation-lazily';
import { queryClient } from '@/lib/query-client';
import { OPERATION_EFFECTS } from './effects';

export interface ActionOptions<In, Out> {
  /** Reads to refresh after success (prefixes: `[name]` refreshes every action of a callable). */
  invalidates?: readonly QueryKey[] | ((input: In, answer: Out) => readonly QueryKey[]);
  /** A success toast (null or absent: none). */
  success?: string | ((answer: Out, input: In) => string | null);
  /**
   * A failure as an error toast (default), or `false` when the page shows it where it happened
   * (`error` of the hook) instead.
   */
  errorToast?: boolean;
  /** After the invalidations and the toast. */
  onSuccess?: (answer: Out, input: In) => unknown;
  /** After a failure (and its toast, unless errorToast is false): to route or word it. */
  onError?: (error: unknown, input: In) => unknown;
}

export interface Action<In, Out> {
  /** Runs it; a failure is handled as the options say (never an unhandled rejection). */
  run: (input: In) => void;
  /** Runs it and resolves with the answer, or rejects: for callers that go on after it. */
  runAsync: (input: In) => Promise<Out>;
  pending: boolean;
  /** The last failure, until the next run (or reset). */
  error: unknown;
  reset: () => void;
}

/**
 * A write the user starts (save, send, approve…): its pending state, the error toast, the
 * success toast and the reads it makes stale, in one place. Every such write in the app goes
 * through this hook (or useOperation), so no page keeps its own busy flag or try/catch/toast.
 */
export function useAction<In, Out>(
  fn: (input: In) => Promise<Out>,
  options: ActionOptions<In, Out> = {},
): Action<In, Out> {
  const mutation = useMutation(
    {
      // Only the input: TanStack passes its own context as a second argument.
      mutationFn: (input: In) => fn(input),
      onSuccess: async (answer, input) => {
        const keys =
          typeof options.invalidates === 'function'
            ? options.invalidates(input, answer)
            : (options.invalidates ?? []);
        await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
        const message =
          typeof options.success === 'function' ? options.success(answer, input) : options.success;
        if (message) toast.success(message);
        await options.onSuccess?.(answer, input);
      },
      onError: async (error, input) => {
        if (options.errorToast !== false) toastCallableError(error);
        await options.onError?.(error, input);
      },
    },
    queryClient,
  );
  return {
    run: (input) => mutation.mutate(input),
    runAsync: (input) => mutation.mutateAsync(input),
    pending: mutation.isPending,
    error: mutation.error,
    reset: mutation.reset,
  };
}

/**
 * useAction for one action of an `*Operations` callable, typed by the contract table. Unless
 * told otherwise it refreshes every read of the same callable (`[name]`) and what the operation
 * is declared to affect elsewhere (effects.ts).
 */
export function useOperation<N extends OperationsName, A extends ActionName<N>>(
  name: N,
  action: A,
  options: ActionOptions<ActionPayload<N, A>, ActionAnswer<N, A>> = {},
): Action<ActionPayload<N, A>, ActionAnswer<N, A>> {
  // The Functions SDK loads with the first call, not with the page.
  return useAction((payload: ActionPayload<N, A>) => callOperationLazily(name, action, payload), {
    invalidates: [[name], ...(OPERATION_EFFECTS[`${name}.${action}`] ?? [])],
    ...options,
  });
}
