import type {
  ActionAnswer,
  ActionName,
  ActionPayload,
  CallableInput,
  CallableOutput,
  OperationsName,
  SingleCallableName,
} from '@contracts/callables';
import { vi } from 'vitest';

/**
 * The callables as component tests see them: the app's own `callOperation` and `callFunction`
 * (src/lib/firebase/functions.ts) answered by handlers a test registers, per action. Pages and
 * their data layer run as they do in the browser; only the transport is replaced.
 *
 *   vi.mock('@/lib/firebase/functions', () => import('../../tests/support/fake-backend'));
 *   backend.on('adminAffiliateOperations', 'list', async (payload) => ({ rows: [], … }));
 *
 * A call nobody answers fails the test with the name of the action, so a page never waits on a
 * promise that never settles.
 */
type Handler = (payload: never) => unknown;

const handlers = new Map<string, Handler>();
const calls: { name: string; action: string | null; payload: unknown }[] = [];

export const backend = {
  on<N extends OperationsName, A extends ActionName<N>>(
    name: N,
    action: A,
    handler: (payload: ActionPayload<N, A>) => ActionAnswer<N, A> | Promise<ActionAnswer<N, A>>,
  ) {
    const fn = vi.fn(handler);
    handlers.set(`${name}.${action}`, fn as unknown as Handler);
    return fn;
  },
  onFunction<N extends SingleCallableName>(
    name: N,
    handler: (input: CallableInput<N>) => CallableOutput<N> | Promise<CallableOutput<N>>,
  ) {
    const fn = vi.fn(handler);
    handlers.set(name, fn as unknown as Handler);
    return fn;
  },
  /** Every call made, in order. */
  calls,
  reset() {
    handlers.clear();
    calls.length = 0;
  },
};

async function dispatch(key: string, name: string, action: string | null, payload: unknown) {
  calls.push({ name, action, payload });
  const handler = handlers.get(key);
  if (!handler) throw new Error(`No test handler for ${key}`);
  return (handler as (p: unknown) => unknown)(payload);
}

export function callOperation(name: string, action: string, payload?: unknown): Promise<unknown> {
  return dispatch(`${name}.${action}`, name, action, payload);
}

export function callFunction(name: string, input: unknown): Promise<unknown> {
  return dispatch(name, name, null, input);
}
