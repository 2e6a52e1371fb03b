#!/usr/bin/env node
// `npm start` / `npm test` on a fresh clone: plain Node with no dependencies, so it runs before
// anything is installed. Installs npm dependencies from the lockfile when they are missing or
// older than the lockfile, then hands over to scripts/<task>.ts.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// Only the task name is ours; every other argument goes to the task untouched, which parses
// them itself (node:util parseArgs), so nothing here may reorder or reinterpret them.
const [task, ...args] = process.argv.slice(2);
const tasks = { start: 'scripts/start.ts', test: 'scripts/test.ts' };
if (!(task in tasks)) {
  console.error(`usage: node scripts/bootstrap.mjs <${Object.keys(tasks).join('|')}> [args]`);
  process.exit(2);
}

function dependenciesStale() {
  const installed = join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(join(root, 'node_modules', '.bin', 'tsx')) || !existsSync(installed)) return true;
  return statSync(join(root, 'package-lock.json')).mtimeMs > statSync(installed).mtimeMs;
}

if (dependenciesStale()) {
  console.log('• installing npm dependencies from package-lock.json (npm ci)');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Node with tsx's loader, not the tsx CLI: the CLI force-kills its child on a second SIGINT,
// which Ctrl-C plus our forwarding would trigger in the middle of the clean-up.
const child = spawn(process.execPath, ['--import', 'tsx', tasks[task], ...args], {
  cwd: root,
  stdio: 'inherit',
});
// A signal sent only to this process (an IDE's stop button, `kill`, a CI cancel) is passed on;
// the child's clean-up runs once however many copies arrive. This process waits for it.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
// npm itself may exit on SIGTERM without passing it on: if our parent goes, we stop too.
const parent = process.ppid;
const watch = setInterval(() => {
  if (process.ppid !== parent) child.kill('SIGTERM');
}, 500);
child.on('exit', (code, signal) => {
  clearInterval(watch);
  process.exit(code ?? (signal ? 1 : 0));
});
