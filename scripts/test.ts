/**
 * `npm test` — the whole suite: typecheck, lint, unit and component tests, then the emulators
 * for rules and functions tests and for Playwright against the built app. Starts and stops
 * everything it needs. `--only <step>[,<step>…]` runs some (typecheck, lint, unit, emulators,
 * e2e). Typecheck and lint run beside the emulator steps at the lowest priority (side by side
 * when no emulator step runs); each step's time is printed.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  flakyTwiceInARow,
  rerunArguments,
  testLabel,
  testsPassedCleanly,
  testsWithStatus,
  type PlaywrightReportSuite,
  type ReportedTest,
} from './lib/flaky';
import { vitestFailures, type VitestReport } from './lib/failed-tests';
import { planSystemTools, type Installation } from './lib/system-tools';
import { run, runStatus, stopAllServices } from './lib/processes';
import { seedDemoData } from './lib/seed';
import {
  appEnv,
  emulatorEnv,
  PROJECT_ID,
  removeEmulatorConfig,
  ROOT,
  startStack,
  TEST_PORTS,
  warmUpParallelCalls,
  warmUpPublicPages,
  type Stack,
} from './lib/stack';

type StepName = 'typecheck' | 'lint' | 'unit' | 'emulators' | 'e2e';
interface Counts {
  passed: number;
  failed: number;
  /** Passed only on a retry: counted apart from `passed`. */
  flaky?: number;
}
interface Outcome {
  ok: boolean;
  counts?: Counts | undefined;
  /** The failed tests by name, repeated in the summary. */
  failures?: string[];
}
type Step =
  | { name: StepName; needsStack?: false; run: () => Promise<Outcome>; npmArgs?: string[] }
  | { name: StepName; needsStack: true; run: (stack: Stack) => Promise<Outcome>; npmArgs?: never };

const reports = join(ROOT, '.emulators', 'reports');

/**
 * Time limits. A step that hangs (a worker that never exits, a request that never answers) is
 * stopped and fails with its name, and the run ends with its summary inside CI's 90 minutes
 * (less the installs) instead of being cut off without one. Generous: a slow 2-core machine ran
 * the whole suite in about 30 minutes. TEST_RUN_MINUTES overrides the whole run's limit.
 */
const STEP_MINUTES: Record<StepName, number> = {
  typecheck: 10,
  lint: 10,
  unit: 20,
  emulators: 30,
  e2e: 45,
};
const runDeadline = Math.min(
  Date.now() + Number(process.env.TEST_RUN_MINUTES ?? 80) * 60_000,
  // .ci/run sets it when it starts, so slow installs come off the suite's time, not CI's.
  Number(process.env.TEST_DEADLINE_EPOCH_S ?? Infinity) * 1000,
);
let stepDeadline = runDeadline;
/** What is left of the current step's time; every command a step runs gets at most this. */
const timeLeft = () => Math.max(0, stepDeadline - Date.now());

/** Reads a runner's JSON report; a missing or unreadable report is null (nothing ran). */
function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

async function command(cmd: string, args: string[]): Promise<Outcome> {
  return { ok: (await runStatus(cmd, args, { cwd: ROOT, timeoutMs: timeLeft() })) === 0 };
}

async function vitest(
  reportName: string,
  projects: string[],
  env: NodeJS.ProcessEnv = process.env,
  /** A narrowed run (VITEST_ARGS) may name no file of these projects: not a failure then. */
  { mayFindNone = false } = {},
): Promise<Outcome> {
  const output = join(reports, `${reportName}.json`);
  // VITEST_ARGS narrows a local run to some files, e.g. VITEST_ARGS="tests/functions/ping.test.ts".
  const filters = (process.env.VITEST_ARGS ?? '').split(' ').filter(Boolean);
  const code = await runStatus(
    'npx',
    [
      'vitest',
      'run',
      ...projects.flatMap((project) => ['--project', project]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${output}`,
      ...(mayFindNone ? ['--passWithNoTests'] : []),
      ...filters,
    ],
    { cwd: ROOT, env, timeoutMs: timeLeft() },
  );
  const report = readJson<VitestReport & { numPassedTests: number; numFailedTests: number }>(
    output,
  );
  const counts = report
    ? { passed: report.numPassedTests, failed: report.numFailedTests }
    : undefined;
  const failures = report ? vitestFailures(report, ROOT) : [];
  // A green run that executed nothing is not a pass (unless the caller allows it).
  return { ok: code === 0 && (mayFindNone || Boolean(counts?.passed)), counts, failures };
}

async function clearEmulatorData(stack: Stack): Promise<void> {
  const { firestore, auth } = stack.ports;
  const cleared = await Promise.all([
    fetch(
      `http://127.0.0.1:${firestore}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`,
      { method: 'DELETE', signal: AbortSignal.timeout(60_000) },
    ),
    fetch(`http://127.0.0.1:${auth}/emulator/v1/projects/${PROJECT_ID}/accounts`, {
      method: 'DELETE',
      signal: AbortSignal.timeout(60_000),
    }),
  ]);
  if (!cleared.every((response) => response.ok)) throw new Error('Could not clear the emulators');
}

/** The workers for the pages' parallel calls, when warmed ahead of the e2e step. */
let parallelWarming: Promise<void> | undefined;
const warmParallelCalls = (stack: Stack) =>
  timed('functions warm for parallel calls', () => warmUpParallelCalls(stack.functionsUrl));

/** The app's build for the Hosting emulator, when started ahead of the e2e step. */
let appBuilding: Promise<void> | undefined;
const buildApp = (stack: Stack) =>
  timed('the app built for the Hosting emulator', () =>
    run('npx', ['vite', 'build', '--mode', 'emulator', '--logLevel', 'warn'], {
      cwd: ROOT,
      env: { ...process.env, ...appEnv(stack.ports) },
      timeoutMs: timeLeft(),
    }),
  );

/**
 * The emulator tests in their two groups (vite.config.ts): the files that share nothing, two at
 * a time, then the product-wide ones, one at a time. During the second, which leaves a core
 * partly idle, the functions warm the workers for the browser step's parallel calls and the app
 * is built for it (no emulator test reads the built files: through Hosting they reach only the
 * functions' rewrites).
 */
async function emulatorTests(stack: Stack): Promise<Outcome> {
  const env = {
    ...process.env,
    ...emulatorEnv(stack.ports),
    FUNCTIONS_URL: stack.functionsUrl,
    HOSTING_URL: stack.hostingUrl,
    MAILDEV_URL: stack.mailUrl,
    // tests/functions/mail.global.test.ts sends mail from this process: the functions' catcher.
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(stack.ports.smtp),
  };
  const apart = await vitest('emulators', ['emulators'], env, { mayFindNone: true });
  if (selected.some((step) => step.name === 'e2e')) {
    parallelWarming = warmParallelCalls(stack);
    appBuilding = buildApp(stack);
    // Awaited, and its failure reported, by the e2e step.
    appBuilding.catch(() => undefined);
  }
  const global = await vitest('emulators-global', ['emulators-global'], env, {
    mayFindNone: true,
  });
  const passed = (apart.counts?.passed ?? 0) + (global.counts?.passed ?? 0);
  return {
    ok: apart.ok && global.ok && passed > 0,
    counts: { passed, failed: (apart.counts?.failed ?? 0) + (global.counts?.failed ?? 0) },
    failures: [...(apart.failures ?? []), ...(global.failures ?? [])],
  };
}

/** Runs one part of a step and prints its time when it is done. */
async function timed<T>(done: string, part: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await part();
  console.log(`• ${done} (${Math.round((Date.now() - started) / 1000)} s)`);
  return result;
}

async function e2e(stack: Stack): Promise<Outcome> {
  const env = { ...process.env, ...appEnv(stack.ports) };
  await (appBuilding ?? buildApp(stack));
  await (parallelWarming ?? warmParallelCalls(stack));
  // The browser tests start from the demo data alone, whatever the emulators step left behind.
  await timed('the demo data seeded afresh', async () => {
    await clearEmulatorData(stack);
    await seedDemoData(stack.ports);
    await warmUpPublicPages(stack.hostingUrl);
  });
  // E2E_ARGS narrows a local run, e.g. E2E_ARGS="e2e/companies.spec.ts --repeat-each 3".
  const extra = (process.env.E2E_ARGS ?? '').split(' ').filter(Boolean);
  const playwright = async (args: string[], report: string) => {
    const code = await runStatus('npx', ['playwright', 'test', '--reporter=list,json', ...args], {
      cwd: ROOT,
      env: {
        ...env,
        ...emulatorEnv(stack.ports),
        E2E_BASE_URL: stack.hostingUrl,
        MAILDEV_URL: stack.mailUrl,
        PLAYWRIGHT_JSON_OUTPUT_NAME: report,
      },
      timeoutMs: timeLeft(),
    });
    return { code, report: readReport(report) };
  };
  const output = join(reports, 'e2e.json');
  const first = await playwright(extra, output);
  const stats = first.report?.stats;
  const counts = stats
    ? { passed: stats.expected, failed: stats.unexpected, flaky: stats.flaky }
    : undefined;
  const flaky = first.report ? testsWithStatus(first.report, ['flaky']) : [];
  let twice: ReportedTest[] = [];
  let rerunCode = 0;
  if (flaky.length) {
    console.log(
      `\nFlaky (passed on a retry), run once more:\n  ${flaky.map(testLabel).join('\n  ')}`,
    );
    // From the demo data alone again: the first run changed product-wide state (new policies).
    await clearEmulatorData(stack);
    await seedDemoData(stack.ports);
    const again = await playwright(rerunArguments(flaky, 'e2e'), join(reports, 'e2e-again.json'));
    // Only a clean pass in the rerun's report clears a test; no report (the rerun broke) clears none.
    twice = flakyTwiceInARow(flaky, again.report ? testsPassedCleanly(again.report) : []);
    rerunCode = again.code;
    if (twice.length) {
      console.error(
        `\nFlaky twice in a row (did not pass at the first attempt again: retried, failed, skipped or not run):\n  ${twice.map(testLabel).join('\n  ')}`,
      );
    } else if (rerunCode !== 0) {
      console.error(`\nThe rerun of the flaky tests exited with code ${rerunCode}.`);
    }
  }
  const clean = twice.length === 0 && rerunCode === 0;
  const failures = [
    ...(first.report ? testsWithStatus(first.report, ['unexpected']) : []),
    ...twice,
  ].map((test) => `e2e/${testLabel(test)}`);
  return { ok: first.code === 0 && Boolean(counts?.passed) && clean, counts, failures };
}

interface PlaywrightReport {
  suites?: PlaywrightReportSuite[];
  stats?: { expected: number; unexpected: number; flaky: number };
}

/** A Playwright JSON report, or null when there is none (the run crashed). */
const readReport = (file: string) => readJson<PlaywrightReport>(file);

/**
 * A step's own awaits (seeding, clearing the emulators) are bounded too: past the step's time
 * (and a grace for its commands, which are stopped at that time, to report) it fails.
 */
function withinStepTime(outcome: Promise<Outcome>): Promise<Outcome> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error('ran past its time limit and was stopped')),
      timeLeft() + 30_000,
    );
  });
  return Promise.race([outcome, limit]).finally(() => clearTimeout(timer));
}

/** A check that reads the code alone (no stack): an npm script, one process on one core. */
function check(name: 'typecheck' | 'lint'): Step {
  const args = ['run', name, '--silent'];
  return { name, npmArgs: args, run: () => command('npm', args) };
}

const steps: Step[] = [
  check('typecheck'),
  check('lint'),
  // Every project named unit* (vite.config.ts): a new one cannot be left out.
  { name: 'unit', run: () => vitest('unit', ['unit*']) },
  { name: 'emulators', needsStack: true, run: emulatorTests },
  { name: 'e2e', needsStack: true, run: e2e },
];

/**
 * The steps in the order they run; typecheck and lint side by side (each is one process on one
 * core, and the machines have two), the others alone.
 */
function inWaves(chosen: Step[]): Step[][] {
  const together = chosen.filter((step) => step.npmArgs);
  const waves = chosen.filter((step) => !step.npmArgs).map((step) => [step]);
  return together.length ? [together, ...waves] : waves;
}

/**
 * `--only <step>` or `--only=<step>`, or several separated by commas (`--only typecheck,lint`);
 * a step name that is missing or unknown is an error, never "run all". Other arguments are
 * ignored, as before.
 */
function selectSteps(argv: string[]): Step[] {
  const { values } = parseArgs({
    args: argv,
    options: { only: { type: 'string' } },
    strict: false,
    allowPositionals: true,
  });
  if (values.only === undefined) return steps;
  const names = typeof values.only === 'string' ? values.only.split(',') : [''];
  const unknown = names.filter((name) => !steps.some((s) => s.name === name));
  if (unknown.length) {
    console.error(
      `--only needs one or more of: ${steps.map((s) => s.name).join(', ')} (got "${unknown.join(',')}")`,
    );
    process.exit(2);
  }
  return steps.filter((s) => names.includes(s.name));
}
const selected = selectSteps(process.argv.slice(2));

// Signals may arrive more than once; every caller waits for the one clean-up.
let cleaning: Promise<void> | null = null;
function cleanUp(): Promise<void> {
  cleaning ??= stopAllServices().then(() => removeEmulatorConfig('test'));
  return cleaning;
}
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));
process.on('SIGTERM', () => void cleanUp().then(() => process.exit(143)));

// Java, the Firestore emulator and (for e2e) Chromium. What is missing is installed beside the
// steps that need none of it (the install mostly waits on the network and the disk) and awaited
// before the emulators start; where nothing can install it, the run stops at once with the
// commands to run, before any step.
let installation: Installation | null = null;
if (selected.some((step) => step.needsStack)) {
  try {
    installation = planSystemTools({ chromium: selected.some((step) => step.name === 'e2e') });
  } catch (error) {
    console.error(`\n${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const systemToolsLog = join(reports, 'system-tools.log');
const systemTools = installation?.install(systemToolsLog).catch((error: unknown) => {
  throw new Error(
    `${error instanceof Error ? error.message : String(error)}\nThe install's output: ${systemToolsLog}`,
  );
});
// Awaited (and its failure reported) when the first step that needs the stack starts.
systemTools?.catch(() => undefined);
let stack: Stack | null = null;
let stackError: string | null = null;
const results: (Outcome & { name: StepName; seconds: number })[] = [];
/** Runs one step within its time limit and records its outcome and time. */
async function runStep(step: Step): Promise<void> {
  const started = Date.now();
  let outcome: Outcome;
  try {
    if (timeLeft() === 0) throw new Error('not run: the whole run is past its time limit');
    if (step.needsStack && !stack && !stackError) {
      try {
        await systemTools;
        // One worker per function: a function's first request must be alone (warmUpFunctions).
        // The few that pages call several times at once get more before the browser step.
        stack = await timed('the emulators ready', () =>
          startStack({ tag: 'test', preferredPorts: TEST_PORTS, warm: 'single' }),
        );
      } catch (error) {
        stackError = error instanceof Error ? error.message : String(error);
      }
    }
    if (step.needsStack) {
      if (!stack) throw new Error(`The emulators did not start.\n${stackError}`);
      outcome = await withinStepTime(step.run(stack));
    } else {
      outcome = await withinStepTime(step.run());
    }
  } catch (error) {
    console.error(
      `\n${step.name} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    outcome = { ok: false };
  }
  if (!outcome.ok && step.needsStack && stack) console.error(`Emulator logs: ${stack.logDir}`);
  results.push({ ...outcome, name: step.name, seconds: Math.round((Date.now() - started) / 1000) });
}

/**
 * With the emulator steps, typecheck and lint start with the emulators and run beside them at
 * the lowest priority: they take the CPU the stack leaves idle (starting, warming the functions,
 * the emulator files that run one at a time, the browser tests that run alone), not a wave of
 * their own. The unit step, which keeps both cores busy, runs before, alone. Their output is
 * kept in a file and printed when they finish.
 */
const inBackground = selected.some((step) => step.needsStack)
  ? selected.filter((step) => step.npmArgs)
  : [];

async function runInBackground(step: Step): Promise<void> {
  const started = Date.now();
  const logFile = join(reports, `${step.name}.log`);
  let ok = false;
  try {
    // The command runs in a session of its own (runStatus), which Linux schedules as a group
    // apart (autogroup): `nice` alone would not lower it against the tests, so the group's own
    // priority is lowered too where the kernel has one.
    const lowest = 'echo 19 2>/dev/null >/proc/self/autogroup; exec nice -n 19 "$@"';
    const code = await runStatus('sh', ['-c', lowest, 'sh', 'npm', ...(step.npmArgs ?? [])], {
      cwd: ROOT,
      logFile,
      timeoutMs: Math.max(0, runDeadline - Date.now()),
    });
    ok = code === 0;
  } catch (error) {
    console.error(
      `\n${step.name} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  const output = existsSync(logFile) ? readFileSync(logFile, 'utf8').trimEnd() : '';
  console.log(
    `\n━━ ${step.name}: ${ok ? 'passed' : 'failed'}, in the background (${seconds} s) ━━`,
  );
  if (output) console.log(output);
  results.push({ ok, name: step.name, seconds });
}

try {
  let background: Promise<unknown> | undefined;
  for (const wave of inWaves(selected.filter((step) => !inBackground.includes(step)))) {
    if (!background && wave.some((step) => step.needsStack)) {
      background = Promise.all(inBackground.map(runInBackground));
    }
    // The steps of a wave share its time limit: the longest of theirs.
    stepDeadline = Math.min(
      Date.now() + Math.max(...wave.map((step) => STEP_MINUTES[step.name])) * 60_000,
      runDeadline,
    );
    console.log(`\n━━ ${wave.map((step) => step.name).join(' + ')} ━━`);
    await Promise.all(wave.map(runStep));
  }
  if (inBackground.length) {
    console.log(`\n━━ waiting for ${inBackground.map((step) => step.name).join(' and ')} ━━`);
  }
  await background;
} finally {
  await cleanUp();
}

console.log('\n━━ summary ━━');
results.sort(
  (a, b) =>
    steps.findIndex((step) => step.name === a.name) -
    steps.findIndex((step) => step.name === b.name),
);
for (const r of results) {
  const detail = r.counts
    ? `${r.counts.passed} passed, ${r.counts.flaky ? `${r.counts.flaky} flaky, ` : ''}${r.counts.failed} failed`
    : r.ok
      ? 'ok'
      : 'failed';
  console.log(`${r.ok ? '✔' : '✘'} ${r.name.padEnd(10)} ${detail} (${r.seconds} s)`);
  for (const failure of r.failures ?? []) console.log(`    ✘ ${failure}`);
}
// A step without test counts (typecheck, lint) counts as one check; a step that failed
// without reporting a failed test (a crash, no report) counts as one failure.
const passed = results.reduce((n, r) => n + (r.counts ? r.counts.passed : r.ok ? 1 : 0), 0);
const failed = results.reduce((n, r) => n + (r.counts?.failed || (r.ok ? 0 : 1)), 0);
const flaky = results.reduce((n, r) => n + (r.counts?.flaky ?? 0), 0);
console.log(`Total: ${passed} passed, ${failed} failed, ${flaky} flaky`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
