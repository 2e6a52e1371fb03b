/**
 * The checks `npm run deploy` runs before it builds or deploys anything. Each is a pure function
 * of what it reads (env files, firebase.json, the functions' source, the firebase CLI through an
 * injected runner), answering the problems it found as sentences; an empty list means go.
 */
import {
  cspAllowsOrigin,
  pageHeaders,
  parseCsp,
  securityHeaderProblems,
  type FirebaseConfig,
} from './hosting-headers';
import { SECRET_NAMES } from '../../functions/src/lib/function-options';

/**
 * Values the functions read from process.env that hold credentials: Secret Manager, bound. The
 * list is the functions' own (function-options.ts); the check below still reads each declared
 * function's options to see it is bound there.
 */
export const REQUIRED_SECRETS: readonly string[] = SECRET_NAMES.secrets;

/** Plain settings the functions need in production (functions/.env.<project> or functions/.env). */
export const REQUIRED_FUNCTION_ENV = [
  'APP_URL',
  'APP_ORIGINS',
  'SMTP_HOST',
  'SMTP_USER',
  'MAIL_FROM',
] as const;

/**
 * Cloud Functions Node.js runtimes and their decommission dates (after which a deploy fails), from
 * https://cloud.google.com/functions/docs/runtime-support. nodejs20 was decommissioned 2026-10-30.
 */
export const NODE_RUNTIMES: Record<string, { deprecated: string; decommissioned: string }> = {
  nodejs18: { deprecated: '2025-04-30', decommissioned: '2025-10-30' },
  nodejs20: { deprecated: '2026-04-30', decommissioned: '2026-10-30' },
  nodejs22: { deprecated: '2027-04-30', decommissioned: '2027-10-31' },
  nodejs24: { deprecated: '2028-04-30', decommissioned: '2028-10-31' },
};

/** The built app's configuration (Vite's production env: .env, .env.production, *.local, shell). */
export function appEnvProblems(
  env: Record<string, string | undefined>,
  projectId: string,
): string[] {
  const problems: string[] = [];
  if (env.VITE_USE_EMULATORS && env.VITE_USE_EMULATORS !== 'false')
    problems.push(
      `VITE_USE_EMULATORS=${env.VITE_USE_EMULATORS} is set for the production build: remove it from .env / .env.production(.local) and the shell.`,
    );
  for (const name of Object.keys(env).filter((n) => n.startsWith('VITE_EMULATOR_'))) {
    if (env[name])
      problems.push(`${name} is an emulator setting: remove it from the production env files.`);
  }
  if (env.VITE_APPCHECK_DEBUG_TOKEN)
    problems.push(
      'VITE_APPCHECK_DEBUG_TOKEN is set: a production build must not carry an App Check debug token.',
    );
  if (!env.VITE_APPCHECK_SITE_KEY)
    problems.push(
      'App Check is not configured: set VITE_APPCHECK_SITE_KEY (the reCAPTCHA Enterprise site key) in .env.production.local.',
    );
  for (const name of [
    'VITE_FIREBASE_API_KEY',
    'VITE_FIREBASE_AUTH_DOMAIN',
    'VITE_FIREBASE_APP_ID',
  ]) {
    if (!env[name]) problems.push(`${name} is not set (.env.production.local).`);
  }
  if (env.VITE_FIREBASE_PROJECT_ID !== projectId)
    problems.push(
      `VITE_FIREBASE_PROJECT_ID is "${env.VITE_FIREBASE_PROJECT_ID ?? ''}" but you deploy to "${projectId}": the app would talk to another project.`,
    );
  return problems;
}

/**
 * The origins the site is served from, as the functions know them: APP_URL and APP_ORIGINS
 * (functions/.env.<project>). Addresses that do not parse are left out.
 */
export function siteOrigins(functionEnv: Record<string, string | undefined>): string[] {
  const candidates = [functionEnv.APP_URL, ...(functionEnv.APP_ORIGINS ?? '').split(',')];
  const origins = candidates.flatMap((value) => {
    if (!value?.trim() || !URL.canParse(value.trim())) return [];
    return [new URL(value.trim()).origin];
  });
  return [...new Set(origins)];
}

/**
 * firebase.json: the security headers, the Auth domain's iframe allowed (by `'self'` when the
 * Auth domain is one of the site's own origins, Firebase's setup for redirect sign-in), a
 * supported runtime.
 */
export function firebaseConfigProblems(
  config: FirebaseConfig,
  site: { authDomain: string | undefined; origins: readonly string[] },
  today: Date,
): string[] {
  const headers = pageHeaders(config);
  const problems = securityHeaderProblems(headers);
  const frames = parseCsp(headers['content-security-policy'] ?? '').get('frame-src') ?? [];
  const { authDomain } = site;
  if (authDomain && !cspAllowsOrigin(frames, `https://${authDomain}`, site.origins))
    problems.push(
      `The CSP's frame-src does not allow the Auth domain https://${authDomain} (sign-in with a provider loads its iframe): add it in firebase.json.`,
    );
  const codebases = Array.isArray(config.functions) ? config.functions : [config.functions ?? {}];
  for (const { runtime } of codebases) {
    const schedule = runtime ? NODE_RUNTIMES[runtime] : undefined;
    if (!runtime || !schedule) {
      problems.push(
        `firebase.json's functions runtime "${runtime ?? ''}" is not a known Node.js runtime.`,
      );
    } else if (today.toISOString().slice(0, 10) >= schedule.decommissioned) {
      problems.push(
        `The functions runtime ${runtime} was decommissioned on ${schedule.decommissioned}: Cloud Functions refuses to deploy it. Use a newer one in firebase.json and functions/package.json "engines".`,
      );
    }
  }
  return problems;
}

/** The functions' plain settings, from the dotenv files firebase-tools deploys with them. */
export function functionEnvProblems(
  env: Record<string, string | undefined>,
  projectId: string,
): string[] {
  return REQUIRED_FUNCTION_ENV.filter((name) => !env[name]?.trim()).map(
    (name) => `${name} is not set for the functions: add it to functions/.env.${projectId}.`,
  );
}

/** What firebase-tools reads off an exported function: its endpoint, with the bound secrets. */
interface DeclaredFunction {
  __endpoint?: { secretEnvironmentVariables?: { key: string }[] | null };
}

/**
 * The secrets each function of the functions' entry point binds (its exports, by name), read as
 * firebase-tools reads them at deploy: off each function's endpoint, whatever built its options.
 * Exports that are not functions' declarations are left out.
 */
export function functionSecrets(entryPoint: Record<string, unknown>): Record<string, string[]> {
  const bound: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(entryPoint)) {
    if (typeof value !== 'function' && (typeof value !== 'object' || value === null)) continue;
    const endpoint = (value as DeclaredFunction).__endpoint;
    if (endpoint) bound[name] = (endpoint.secretEnvironmentVariables ?? []).map((s) => s.key);
  }
  return bound;
}

export type CommandRunner = (
  command: string,
  args: string[],
) => Promise<{ code: number; output: string }>;

/** Whether every function binds `name`; answered as a problem when some (or all) do not. */
function bindingProblem(
  name: string,
  functionSecrets: Readonly<Record<string, readonly string[]>>,
): string | undefined {
  const functions = Object.entries(functionSecrets);
  const unbound = functions.filter(([, secrets]) => !secrets.includes(name)).map(([fn]) => fn);
  if (functions.length > 0 && unbound.length === 0) return undefined;
  const where =
    unbound.length === functions.length
      ? 'bound to no function'
      : `not bound to ${unbound.join(', ')}`;
  return `Secret ${name} is ${where} (add it to the secrets of their options: functions/src/lib/function-options.ts), so process.env.${name} stays empty there in production.`;
}

/**
 * Every required secret must exist in Secret Manager (`firebase functions:secrets:get`) AND be
 * bound to every function: Cloud Functions only puts a secret into process.env for functions
 * that declare it, and they all share the modules that read them. A value in
 * functions/.env.<project> counts only for a name no function binds.
 */
export async function secretProblems(
  projectId: string,
  options: {
    run: CommandRunner;
    /** The secrets each deployed function binds, by function name (functionSecrets). */
    functionSecrets: Readonly<Record<string, readonly string[]>>;
    functionEnv: Record<string, string | undefined>;
  },
): Promise<string[]> {
  const bound = new Set(Object.values(options.functionSecrets).flat());
  const problems: string[] = [];
  for (const name of REQUIRED_SECRETS) {
    if (options.functionEnv[name]?.trim()) {
      // Cloud Functions refuses a name that is both a plain variable and a bound secret.
      if (bound.has(name)) {
        problems.push(
          `${name} is in functions/.env.${projectId} but the functions bind it as a secret: remove it there and run \`firebase functions:secrets:set ${name} --project ${projectId}\`.`,
        );
      }
      continue;
    }
    const { code, output } = await options.run('firebase', [
      'functions:secrets:get',
      name,
      '--project',
      projectId,
    ]);
    const error = /^Error: (.*)$/m.exec(output)?.[1];
    if (code !== 0 && error && !/not found|does not exist|NOT_FOUND/i.test(error)) {
      problems.push(`Could not check secret ${name} (firebase CLI: ${error}).`);
    } else if (code !== 0) {
      problems.push(
        `Secret ${name} is not set in project ${projectId}: run \`firebase functions:secrets:set ${name} --project ${projectId}\`.`,
      );
    }
    const unbound = bindingProblem(name, options.functionSecrets);
    if (unbound) problems.push(unbound);
  }
  return problems;
}
