/**
 * The one rule for which build this is, shared by the Vite config (at build time), the entry
 * (before anything renders) and the zod-validated configuration (lib/env.ts, when Firebase first
 * loads). Kept free of imports so the entry chunk stays small.
 */

/** A production build is Vite's `production` mode (`vite build`); `emulator`, `development` and `test` are not. */
export function isProductionMode(mode: string): boolean {
  return mode === 'production';
}

/** The build talks to the Firebase emulators (`VITE_USE_EMULATORS=true`) instead of a project. */
export function usesEmulators(env: { VITE_USE_EMULATORS?: string | undefined }): boolean {
  return env.VITE_USE_EMULATORS === 'true';
}

/**
 * Why this build must not start, or null: a production build may neither point at the emulators
 * nor carry an App Check debug token.
 */
export function startupProblem(env: {
  MODE: string;
  VITE_APPCHECK_DEBUG_TOKEN?: string | undefined;
  VITE_USE_EMULATORS?: string | undefined;
}): string | null {
  if (!isProductionMode(env.MODE)) return null;
  if (env.VITE_APPCHECK_DEBUG_TOKEN) {
    return 'An App Check debug token is configured in this production build. The app refuses to start: remove VITE_APPCHECK_DEBUG_TOKEN and rebuild.';
  }
  if (usesEmulators(env)) {
    return 'This production build is configured to use the Firebase emulators. The app refuses to start: rebuild without VITE_USE_EMULATORS (local builds use --mode emulator).';
  }
  return null;
}
