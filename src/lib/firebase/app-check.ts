import type { FirebaseApp } from 'firebase/app';
import type { AppEnv } from '../env';

/**
 * App Check guards Firestore and Functions; it loads with them, never on the landing page.
 * With a site key it uses reCAPTCHA Enterprise; a debug token (development builds only — a
 * production build refuses to start with one) switches the SDK to its debug provider. Without a
 * site key it stays off: the emulators do not enforce App Check and have no token exchange.
 * Returns whether App Check was started.
 */
export async function startAppCheck(
  app: FirebaseApp,
  config: AppEnv['appCheck'],
  scope: { FIREBASE_APPCHECK_DEBUG_TOKEN?: string } = self as never,
): Promise<boolean> {
  if (!config.siteKey) return false;
  if (config.debugToken) scope.FIREBASE_APPCHECK_DEBUG_TOKEN = config.debugToken;
  const { initializeAppCheck, ReCaptchaEnterpriseProvider } = await import('firebase/app-check');
  initializeAppCheck(app, {
    provider: new ReCaptchaEnterpriseProvider(config.siteKey),
    isTokenAutoRefreshEnabled: true,
  });
  return true;
}
