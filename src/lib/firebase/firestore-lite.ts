import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { ensureAppCheck, env, firebaseApp } from './app';

let instance: Firestore | null = null;

/**
 * Firestore Lite: one-off reads over REST, without listeners, offline cache or the gRPC stack,
 * a fraction of the full SDK's code. Public pages read their few documents (plans, policy texts,
 * programme settings) through it, so a visitor's browser never parses the full SDK. It sends the
 * signed-in user's token when Auth is loaded, and App Check's. Loaded lazily (dynamic import).
 */
export async function getLiteDb(): Promise<Firestore> {
  if (instance) return instance;
  await ensureAppCheck();
  instance = getFirestore(firebaseApp);
  if (env.emulators)
    connectFirestoreEmulator(instance, env.emulators.host, env.emulators.firestorePort);
  return instance;
}
