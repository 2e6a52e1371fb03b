import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';

export interface Service {
  name: string;
  child: ChildProcess;
  logFile: string;
  alive(): boolean;
}

const services: Service[] = [];

/**
 * Starts a long-running process in its own process group (so stopping it stops its children
 * too, e.g. the Java process firebase-tools starts), with its output in a log file.
 */
export function startService(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; logDir: string; echo?: boolean },
): Service {
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
  child.on('exit', () => {
    exited = true;
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  if (options.echo) {
    child.stdout?.on('data', (chunk: Buffer) => process.stdout.write(prefix(name, chunk)));
    child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(prefix(name, chunk)));
  }
  const service: Service = { name, child, logFile, alive: () => !exited };
  services.push(service);
  return service;
}

function prefix(name: string, chunk: Buffer): string {
  return chunk
    .toString()
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => `[${name}] ${line}\n`)
    .join('');
}

function killGroup(service: Service, signal: NodeJS.Signals): void {
  if (!service.alive() || service.child.pid === undefined) return;
  try {
    process.kill(-service.child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** Stops every started service, newest first: SIGTERM, then SIGKILL for stragglers. */
export async function stopAllServices(graceMs = 8000): Promise<void> {
  const running = services.splice(0).reverse();
  for (const service of running) killGroup(service, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (running.some((s) => s.alive()) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  for (const service of running) killGroup(service, 'SIGKILL');
}

/** Runs a command to completion, streaming its output; resolves with its exit code. */
export function runStatus(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; quiet?: boolean },
): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: options.quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** Like runStatus, but rejects on a non-zero exit. */
export async function run(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; quiet?: boolean },
): Promise<void> {
  const code = await runStatus(command, args, options);
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${code})`);
}
