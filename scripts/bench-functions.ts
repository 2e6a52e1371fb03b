/**
 * npm run bench:functions — the cold import of the functions codebase (what every new function
 * instance pays before its first request) beside a bare `firebase-functions/v2/https` import,
 * measured in the same run: each import in a fresh Node process, alternating, median of N.
 *
 * Cloud Functions loads `functions/lib/index.js` whole in every instance (all functions share one
 * codebase), so anything a module imports at the top is paid by every function's cold start.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { run } from './lib/processes';
import { ROOT } from './lib/stack';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '9' }, 'no-build': { type: 'boolean' } },
});
const runs = Math.max(1, Number(values.runs) || 9);
const functionsDir = join(ROOT, 'functions');

/** Milliseconds one fresh Node process spends importing `specifier` (measured inside it). */
function importMs(specifier: string): number {
  const script = `const t = performance.now(); await import(${JSON.stringify(specifier)}); process.stdout.write(String(performance.now() - t));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: functionsDir,
    // Like production: no emulator variables, so nothing takes an emulator-only path.
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', GCLOUD_PROJECT: 'demo-bench' },
    encoding: 'utf8',
  });
  return Number(out);
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  const at = (i: number) => s[i] ?? Number.NaN;
  return s.length % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
}

async function main() {
  if (!values['no-build'])
    await run('npm', ['run', 'build', '--workspace', 'functions'], { cwd: ROOT, quiet: true });
  const subjects = [
    {
      name: 'bare firebase-functions/v2/https',
      specifier: 'firebase-functions/v2/https',
      ms: [] as number[],
    },
    {
      name: 'functions codebase (lib/index.js)',
      specifier: join(functionsDir, 'lib', 'index.js'),
      ms: [] as number[],
    },
  ] as const;
  const [bareImport, codebase] = subjects;
  subjects.forEach((s) => importMs(s.specifier)); // warm the file cache for both
  for (let i = 0; i < runs; i += 1) subjects.forEach((s) => s.ms.push(importMs(s.specifier)));
  const bare = median(bareImport.ms);
  console.log(`\nCold import, median of ${runs} fresh Node ${process.version} processes:`);
  for (const { name, ms: xs } of subjects) {
    const ms = median(xs);
    console.log(
      `  ${name.padEnd(36)} ${ms.toFixed(0).padStart(5)} ms   ×${(ms / bare).toFixed(2)}`,
    );
  }
  const ratio = median(codebase.ms) / bare;
  console.log(
    `\nBudget: the codebase ≤ 1.3× the bare import — ${ratio <= 1.3 ? 'met' : 'MISSED'} (×${ratio.toFixed(2)}).`,
  );
  if (ratio > 1.3) process.exitCode = 1;
}

await main();
