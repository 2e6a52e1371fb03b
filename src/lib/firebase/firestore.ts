import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { ensureAppCheck, env, firebaseApp } from './app';

let instance: Firestore | null = null;

/** Loaded lazily (dynamic import) by the pages that read Firestore. */
export async function getDb(): Promise<Firestore> {
  if (instance) return instance;
  await ensureAppCheck();
  instance = getFirestore(firebaseApp);
  if (env.emulators)
    connectFirestoreEmulator(instance, env.emulators.host, env.emulators.firestorePort);
  return instance;
}
