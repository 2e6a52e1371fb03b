import type { FirebaseApp } from 'firebase/app';
import type { AppEnv } from '../env';

/**
 * App Check guards Firestore and Functions; it loads with them, never on the landing page.
 * With a site key it uses reCAPTCHA Enterprise; a debug token (development builds only — a
 * production build refuses to start with one) switches the SDK to its debug provider. Without a
 * site key it stays off, and on the emulators it starts only with a debug token: they do not
 * enforce App Check (the functions never do there, functions/src/lib/app-check.ts), so
 * reCAPTCHA would only slow local pages down. Returns whether App Check was started.
 */
export async function startAppCheck(
  app: FirebaseApp,
  config: AppEnv['appCheck'] & { emulators?: boolean },
  scope: { FIREBASE_APPCHECK_DEBUG_TOKEN?: string } = self as never,
): Promise<boolean> {
  if (!config.siteKey) return false;
  if (config.emulators && !config.debugToken) return false;
  if (config.debugToken) scope.FIREBASE_APPCHECK_DEBUG_TOKEN = config.debugToken;
  const { initializeAppCheck, ReCaptchaEnterpriseProvider } = await import('firebase/app-check');
  initializeAppCheck(app, {
    provider: new ReCaptchaEnterpriseProvider(config.siteKey),
    isTokenAutoRefreshEnabled: true,
  });
  return true;
}
