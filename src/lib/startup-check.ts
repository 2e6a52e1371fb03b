/**
 * Checks run before anything renders. Kept free of imports so the entry chunk stays small;
 * the full configuration is validated with zod when Firebase is first loaded (lib/env.ts).
 */
export function startupProblem(env: {
  MODE: string;
  VITE_APPCHECK_DEBUG_TOKEN?: string;
  VITE_USE_EMULATORS?: string;
}): string | null {
  if (env.MODE !== 'production') return null;
  if (env.VITE_APPCHECK_DEBUG_TOKEN) {
    return 'An App Check debug token is configured in this production build. The app refuses to start: remove VITE_APPCHECK_DEBUG_TOKEN and rebuild.';
  }
  if (env.VITE_USE_EMULATORS === 'true') {
    return 'This production build is configured to use the Firebase emulators. The app refuses to start: rebuild without VITE_USE_EMULATORS.';
  }
  return null;
}
