import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import type { CallableInput, CallableName, CallableOutput } from '@contracts/callables';
import { authHost, functionsUrl, projectId } from './env';

const apps: FirebaseApp[] = [];

/**
 * A web SDK client of any callable (typed by the shared contract), signed in as `user` or a
 * visitor, reaching the Functions emulator the way the app does.
 */
export async function callerFor(user?: { email: string; password: string }) {
  const app = initializeApp({ projectId, apiKey: 'demo-api-key' }, `caller-${randomUUID()}`);
  apps.push(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${authHost()}`, { disableWarnings: true });
  if (user) await signInWithEmailAndPassword(auth, user.email, user.password);
  const functions = getFunctions(app, 'us-central1');
  const { hostname, port } = new URL(functionsUrl());
  connectFunctionsEmulator(functions, hostname, Number(port));
  return async <N extends CallableName>(name: N, input: CallableInput<N>) =>
    (await httpsCallable<CallableInput<N>, CallableOutput<N>>(functions, name)(input)).data;
}

export async function closeCallers(): Promise<void> {
  await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
}
