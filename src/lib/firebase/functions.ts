import {
  CALLABLE_REGION,
  CALLABLE_TIMEOUT_MS,
  type CallableInput,
  type CallableName,
  type CallableOutput,
} from '@contracts/callables';
import {
  connectFunctionsEmulator,
  getFunctions,
  httpsCallable,
  type Functions,
} from 'firebase/functions';
import { ensureAppCheck, env, firebaseApp } from './app';

let instance: Functions | null = null;

async function getFns(): Promise<Functions> {
  if (instance) return instance;
  await ensureAppCheck();
  instance = getFunctions(firebaseApp, CALLABLE_REGION);
  if (env.emulators)
    connectFunctionsEmulator(instance, env.emulators.host, env.emulators.functionsPort);
  return instance;
}

/** Calls a callable with the input and output types of the shared contract. */
export async function callFunction<N extends CallableName>(
  name: N,
  input: CallableInput<N>,
): Promise<CallableOutput<N>> {
  const fn = httpsCallable<CallableInput<N>, CallableOutput<N>>(await getFns(), name, {
    timeout: CALLABLE_TIMEOUT_MS,
  });
  try {
    const result = await fn(input);
    return result.data;
  } catch (error) {
    // The SDK appends the HTTP status to the server's message ("… [403]"); the server words its
    // refusals for people, so show them without it.
    if (error instanceof Error) error.message = error.message.replace(/\s*\[\d{3}\]$/, '');
    throw error;
  }
}
