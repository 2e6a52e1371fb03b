import { initializeApp } from 'firebase/app';
import { parseEnv } from '../env';
import { startAppCheck } from './app-check';

export const env = parseEnv(import.meta.env);

export const firebaseApp = initializeApp({
  projectId: env.firebase.projectId,
  apiKey: env.firebase.apiKey,
  authDomain: env.firebase.authDomain,
  ...(env.firebase.appId ? { appId: env.firebase.appId } : {}),
});

let appCheckStarted: Promise<boolean> | null = null;
/** Starts App Check once, before the first Firestore or Functions use (see app-check.ts). */
export function ensureAppCheck(): Promise<boolean> {
  appCheckStarted ??= startAppCheck(firebaseApp, {
    ...env.appCheck,
    emulators: env.emulators !== null,
  });
  return appCheckStarted;
}
