import {
  CALLABLE_REGION,
  CALLABLE_TIMEOUT_MS,
  type ActionAnswer,
  type ActionName,
  type ActionPayload,
  type CallableInput,
  type CallableOutput,
  type OperationsName,
  type SingleCallableName,
} from '@contracts/callables';
import {
  connectFunctionsEmulator,
  getFunctions,
  httpsCallable,
  type Functions,
} from 'firebase/functions';
import { ensureAppCheck, env, firebaseApp } from './app';
import { callableReason } from './error-reasons';
import { currentConfirmIdentity } from './step-up';

let instance: Functions | null = null;

async function getFns(): Promise<Functions> {
  if (instance) return instance;
  await ensureAppCheck();
  instance = getFunctions(firebaseApp, CALLABLE_REGION);
  if (env.emulators)
    connectFunctionsEmulator(instance, env.emulators.host, env.emulators.functionsPort);
  return instance;
}

/** Calls; a refusal that asks for a recent sign-in is confirmed in place and tried once more. */
async function callWithStepUp<Out>(name: string, body: unknown): Promise<Out> {
  const fn = httpsCallable<unknown, Out>(await getFns(), name, { timeout: CALLABLE_TIMEOUT_MS });
  try {
    return (await fn(body)).data;
  } catch (error) {
    const confirm = currentConfirmIdentity();
    if (!confirm || callableReason(error)?.reason !== 'reauthenticate') throw error;
    // Cancelled or failed: the action fails with the server's refusal, worded by the app.
    await confirm().catch(() => {
      throw error;
    });
    return (await fn(body)).data;
  }
}

async function call<Out>(name: string, body: unknown): Promise<Out> {
  try {
    return await callWithStepUp<Out>(name, body);
  } catch (error) {
    // The SDK appends the HTTP status to the server's message ("… [403]"); the server words its
    // refusals for people, so show them without it (the one place that strips it).
    if (error instanceof Error) error.message = error.message.replace(/\s*\[\d{3}\]$/, '');
    throw error;
  }
}

/** Calls a single-operation callable with the input and output types of the shared contract. */
export function callFunction<N extends SingleCallableName>(
  name: N,
  input: CallableInput<N>,
): Promise<CallableOutput<N>> {
  return call(name, input);
}

/** The payload argument, optional where the action's contract allows none. */
type PayloadArgs<N extends OperationsName, A extends ActionName<N>> =
  undefined extends ActionPayload<N, A>
    ? [payload?: ActionPayload<N, A>]
    : [payload: ActionPayload<N, A>];

/**
 * Calls one action of an `*Operations` callable (`{ action, payload }` on the wire) and answers
 * with exactly that action's output type from the contract table.
 */
export function callOperation<N extends OperationsName, A extends ActionName<N>>(
  name: N,
  action: A,
  ...[payload]: PayloadArgs<N, A>
): Promise<ActionAnswer<N, A>> {
  return call(name, { action, payload });
}
