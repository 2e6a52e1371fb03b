import { initializeApp } from 'firebase/app';
import { parseEnv } from '../env';

export const env = parseEnv(import.meta.env);

export const firebaseApp = initializeApp({
  projectId: env.firebase.projectId,
  apiKey: env.firebase.apiKey,
  authDomain: env.firebase.authDomain,
  ...(env.firebase.appId ? { appId: env.firebase.appId } : {}),
});

/**
 * App Check guards Firestore and Functions; it loads with them, never on the landing page.
 * With a site key it uses reCAPTCHA Enterprise; a debug token (development builds only — a
 * production build refuses to start with one) makes it use the debug provider. On the
 * emulators without a site key it stays off: the emulators do not enforce App Check.
 */
let appCheckStarted: Promise<void> | null = null;
export function ensureAppCheck(): Promise<void> {
  appCheckStarted ??= (async () => {
    const { siteKey, debugToken } = env.appCheck;
    if (!siteKey) return;
    if (debugToken) {
      (self as unknown as { FIREBASE_APPCHECK_DEBUG_TOKEN?: string }).FIREBASE_APPCHECK_DEBUG_TOKEN = debugToken;
    }
    const { initializeAppCheck, ReCaptchaEnterpriseProvider } = await import('firebase/app-check');
    initializeAppCheck(firebaseApp, {
      provider: new ReCaptchaEnterpriseProvider(siteKey),
      isTokenAutoRefreshEnabled: true,
    });
  })();
  return appCheckStarted;
}
