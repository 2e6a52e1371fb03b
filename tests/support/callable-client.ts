import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithCustomToken } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import type {
  ActionAnswer,
  ActionName,
  CallableInput,
  CallableName,
  CallableOutput,
  OperationsName,
} from '@contracts/callables';
import { authHost, functionsUrl, projectId } from './env';
import { signInWithSecondFactor } from './second-factor';

const apps: FirebaseApp[] = [];

/** The exact answer of the action named in the body (any answer when the body names none). */
export type AnswerTo<N extends CallableName, I> = N extends OperationsName
  ? I extends { action: infer A extends ActionName<N> }
    ? ActionAnswer<N, A>
    : CallableOutput<N>
  : CallableOutput<N>;

/**
 * A web SDK client of any callable (typed by the shared contract), signed in as `user` (with
 * their SMS code when they have a second factor, or with a custom token) or a visitor, reaching the Functions emulator
 * the way the app does.
 */
export async function callerFor(
  user?: { email: string; password: string } | { customToken: string },
) {
  const app = initializeApp({ projectId, apiKey: 'demo-api-key' }, `caller-${randomUUID()}`);
  apps.push(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${authHost()}`, { disableWarnings: true });
  if (user && 'customToken' in user) await signInWithCustomToken(auth, user.customToken);
  else if (user) await signInWithSecondFactor(auth, user.email, user.password);
  const functions = getFunctions(app, 'us-central1');
  const { hostname, port } = new URL(functionsUrl());
  connectFunctionsEmulator(functions, hostname, Number(port));
  const call = async <N extends CallableName, const I extends CallableInput<N>>(
    name: N,
    input: I,
  ): Promise<AnswerTo<N, I>> =>
    (await httpsCallable<I, AnswerTo<N, I>>(functions, name)(input)).data;
  /** Mints a new ID token now (after the account changed in Auth), as the SDK does hourly. */
  const refreshToken = async () => {
    await auth.currentUser?.getIdToken(true);
  };
  return Object.assign(call, { refreshToken });
}

export async function closeCallers(): Promise<void> {
  await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
}
