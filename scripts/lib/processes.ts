import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, createWriteStream, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';

export interface Service {
  name: string;
  child: ChildProcess;
  logFile: string;
  alive(): boolean;
}

// Vite 8 warns, on every load of vite.config.ts (23 times in a test run), that its future native
// config loader could not load it: the config and the prerender plugin import TypeScript from
// functions/src, a CommonJS package. The bundling loader, today's default, loads it fine. Set
// here, so every Vite and Vitest these scripts start (tests, start, benchmarks, deploy) inherits it.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';

const services: Service[] = [];
/** Every process group ever started, for the last-resort kill when this process exits. */
const groups = new Set<number>();
let stopping = false;

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    // The whole group, even when its leader already exited: its workers may still run.
    process.kill(-pid, signal);
  } catch {
    // ESRCH: nothing left in that group.
  }
}

process.on('exit', () => {
  for (const pid of groups) signalGroup(pid, 'SIGKILL');
});

/**
 * Starts a long-running process in its own process group (so stopping it stops its children
 * too, e.g. the Java process firebase-tools starts), with its output in a log file. Refuses
 * once a shutdown has begun, so nothing is started behind the clean-up's back.
 */
export function startService(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; logDir: string },
): Service {
  if (stopping) throw new Error(`not starting ${name}: shutting down`);
  mkdirSync(options.logDir, { recursive: true });
  const logFile = join(options.logDir, `${name}.log`);
  const log = createWriteStream(logFile);
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  child.on('error', (error) => {
    exited = true;
    log.write(`\n[${name}] could not start: ${error.message}\n`);
  });
  if (child.pid !== undefined) groups.add(child.pid);
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const service: Service = { name, child, logFile, alive: () => !exited };
  services.push(service);
  return service;
}

/** Stops every started service, newest first: SIGTERM to each group, then SIGKILL. */
export async function stopAllServices(graceMs = 8000): Promise<void> {
  stopping = true;
  const running = services.splice(0).reverse();
  for (const service of running) if (service.child.pid) signalGroup(service.child.pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (running.some((s) => s.alive()) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  for (const service of running) {
    if (!service.child.pid) continue;
    signalGroup(service.child.pid, 'SIGKILL');
    groups.delete(service.child.pid);
  }
}

const formatDuration = (ms: number) =>
  ms >= 60_000 ? `${Math.round(ms / 60_000)} min` : `${Math.round(ms / 1000)} s`;

/** The exit code a command gets when it outlives its time limit (as coreutils' `timeout`). */
export const TIMED_OUT = 124;

/**
 * Runs a command to completion, streaming its output; resolves with its exit code. With
 * `timeoutMs`, the command runs in its own process group, which is killed whole (test workers,
 * browsers) when the time is up, and the result is TIMED_OUT: a hang fails one step with a
 * message instead of stalling the run until CI's own limit ends it without a summary.
 */
export function runStatus(
  command: string,
  args: string[],
  options: {
    cwd: string;
    env?: NodeJS.ProcessEnv;
    quiet?: boolean;
    timeoutMs?: number;
    /** Writes the command's output to this file instead of the terminal. */
    logFile?: string;
  },
): Promise<number> {
  return new Promise((resolve, reject) => {
    const { timeoutMs } = options;
    const log = options.logFile === undefined ? undefined : openSync(options.logFile, 'w');
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio:
        log !== undefined
          ? ['ignore', log, log]
          : options.quiet
            ? ['ignore', 'ignore', 'inherit']
            : 'inherit',
      detached: timeoutMs !== undefined,
    });
    if (log !== undefined) closeSync(log);
    const pid = child.pid;
    if (timeoutMs !== undefined && pid !== undefined) groups.add(pid);
    let timedOut = false;
    const timer =
      timeoutMs === undefined || pid === undefined
        ? undefined
        : setTimeout(() => {
            timedOut = true;
            console.error(
              `\n✘ ${command} ${args.slice(0, 3).join(' ')} ran past its time limit (${formatDuration(timeoutMs)}): stopped.`,
            );
            signalGroup(pid, 'SIGTERM');
            setTimeout(() => signalGroup(pid, 'SIGKILL'), 10_000).unref();
          }, timeoutMs);
    const settle = (code: number) => {
      if (timer) clearTimeout(timer);
      if (pid !== undefined && timeoutMs !== undefined) {
        // Whatever the command left behind in its group (a browser, a worker) goes with it.
        signalGroup(pid, 'SIGKILL');
        groups.delete(pid);
      }
      resolve(timedOut ? TIMED_OUT : code);
    };
    child.on('error', reject);
    child.on('exit', (code) => settle(code ?? 1));
  });
}

/** Like runStatus, but rejects on a non-zero exit. */
export async function run(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; quiet?: boolean; timeoutMs?: number },
): Promise<void> {
  const code = await runStatus(command, args, options);
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${code})`);
}
