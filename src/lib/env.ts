import { z } from 'zod';
import { startupProblem, usesEmulators } from './startup-check';

const optionalString = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());
const port = (fallback: number) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? fallback : Number(v)),
    z.number().int().min(1).max(65535),
  );

const rawEnvSchema = z.object({
  MODE: z.string(),
  VITE_FIREBASE_PROJECT_ID: z.string().min(1, 'VITE_FIREBASE_PROJECT_ID is required'),
  VITE_FIREBASE_API_KEY: z.string().min(1, 'VITE_FIREBASE_API_KEY is required'),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().min(1, 'VITE_FIREBASE_AUTH_DOMAIN is required'),
  VITE_FIREBASE_APP_ID: optionalString,
  VITE_USE_EMULATORS: z.preprocess(
    (v) => (v === '' || v === undefined ? 'false' : v),
    z.enum(['true', 'false']),
  ),
  VITE_EMULATOR_HOST: z.preprocess(
    (v) => (v === '' || v === undefined ? '127.0.0.1' : v),
    z.string(),
  ),
  VITE_EMULATOR_AUTH_PORT: port(9099),
  VITE_EMULATOR_FIRESTORE_PORT: port(8080),
  VITE_EMULATOR_FUNCTIONS_PORT: port(5001),
  VITE_APPCHECK_SITE_KEY: optionalString,
  VITE_APPCHECK_DEBUG_TOKEN: optionalString,
});

export interface AppEnv {
  mode: string;
  firebase: { projectId: string; apiKey: string; authDomain: string; appId?: string | undefined };
  /** Null unless the build is configured for local use; never set in a production build. */
  emulators: {
    host: string;
    authPort: number;
    firestorePort: number;
    functionsPort: number;
  } | null;
  appCheck: { siteKey?: string | undefined; debugToken?: string | undefined };
}

/** Validates the build-time configuration; a production build may not point at emulators. */
export function parseEnv(raw: Record<string, unknown>): AppEnv {
  const result = rawEnvSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid app configuration: ${problems.join('; ')}`);
  }
  const e = result.data;
  // The same rule as the entry's check and the build's (startup-check.ts).
  const problem = startupProblem(e);
  if (problem) throw new Error(problem);
  const useEmulators = usesEmulators(e);
  return {
    mode: e.MODE,
    firebase: {
      projectId: e.VITE_FIREBASE_PROJECT_ID,
      apiKey: e.VITE_FIREBASE_API_KEY,
      authDomain: e.VITE_FIREBASE_AUTH_DOMAIN,
      appId: e.VITE_FIREBASE_APP_ID,
    },
    emulators: useEmulators
      ? {
          host: e.VITE_EMULATOR_HOST,
          authPort: e.VITE_EMULATOR_AUTH_PORT,
          firestorePort: e.VITE_EMULATOR_FIRESTORE_PORT,
          functionsPort: e.VITE_EMULATOR_FUNCTIONS_PORT,
        }
      : null,
    appCheck: { siteKey: e.VITE_APPCHECK_SITE_KEY, debugToken: e.VITE_APPCHECK_DEBUG_TOKEN },
  };
}
