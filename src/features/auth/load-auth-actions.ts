import { useEffect, useState } from 'react';

/**
 * The sign-in pages render before Auth has loaded: their chunks import no Firebase SDK
 * (scripts/lib/first-load-imports.test.ts), so the form paints with the first bytes. Auth (the
 * SDK, its set-up in auth-service.ts, and what signing in needs) loads through these, at the
 * visitor's first sign of life on the page, or when an action needs it (a submit, a provider
 * button, the return from an email link or a provider's redirect).
 */
export const loadAuthActions = () => import('./auth-actions');
export const loadProviderSignIn = () => import('./provider-sign-in-sdk');

/** What counts as the visitor starting to use the page. */
const FIRST_SIGNS = ['pointermove', 'pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/**
 * Starts loading Auth at the first pointer movement, touch, key or focus on the page (at once
 * when public/start-app-when-needed.js started the app at such a sign), so that by
 * the time the visitor submits or picks a provider it is ready (a provider's popup must open
 * within the click's user activation). Without any of those it is loaded by the action itself.
 * Returns whether that first sign has come: what else the page reads through Auth can wait for it.
 */
export function useAuthWarmUp(): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const stop = () => {
      for (const type of FIRST_SIGNS) window.removeEventListener(type, warm, true);
    };
    const warm = () => {
      stop();
      setStarted(true);
      void Promise.all([loadAuthActions(), loadProviderSignIn()]).catch(() => undefined);
    };
    // The sign that started the app on a prerendered page has come already (and gone).
    if (document.getElementById('root')?.hasAttribute('data-visitor-active')) {
      warm();
      return undefined;
    }
    for (const type of FIRST_SIGNS) {
      window.addEventListener(type, warm, { capture: true, passive: true });
    }
    return stop;
  }, []);
  return started;
}
