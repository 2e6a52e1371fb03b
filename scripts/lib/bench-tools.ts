import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { run } from './processes';

/**
 * Lighthouse and its Chrome launcher are for `npm run bench:web` alone: about 140 packages that
 * every `npm ci` (and so every test run) would install for nothing. The benchmark installs them
 * here on its first run, at these versions.
 */
export const BENCH_TOOLS = { lighthouse: '12.8.2', 'chrome-launcher': '1.2.1' } as const;

/** What the benchmark reads of a Lighthouse result (lighthouse's own types are not installed). */
export interface LighthouseResult {
  lhr: {
    audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
    categories: Record<string, { score: number | null } | undefined>;
  };
}
export type Lighthouse = (
  url: string,
  flags: {
    port: number;
    output: 'json';
    logLevel: 'error';
    onlyCategories: string[];
    /** Merged into Lighthouse's mobile throttling (Slow 4G, CPU ×4). */
    throttling?: { cpuSlowdownMultiplier: number };
  },
) => Promise<LighthouseResult | undefined>;
export interface LaunchedChrome {
  port: number;
  kill: () => void | Promise<void>;
}
export type LaunchChrome = (options: {
  chromePath: string;
  chromeFlags: string[];
}) => Promise<LaunchedChrome>;

/** The package's entry module (both are ES modules with a `main`). */
async function importInstalled(dir: string, name: keyof typeof BENCH_TOOLS): Promise<unknown> {
  const folder = join(dir, 'node_modules', name);
  const { main } = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as {
    main: string;
  };
  return import(pathToFileURL(join(folder, main)).href);
}

/** Installs the tools into `<root>/.bench-tools` when missing, then loads them. */
export async function loadBenchTools(
  root: string,
): Promise<{ lighthouse: Lighthouse; launch: LaunchChrome }> {
  const dir = join(root, '.bench-tools');
  const installed = Object.entries(BENCH_TOOLS).every(([name, version]) => {
    const manifest = join(dir, 'node_modules', name, 'package.json');
    return (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version === version
    );
  });
  if (!installed) {
    console.log(`• installing the benchmark's tools into ${dir} (once)`);
    await run(
      'npm',
      [
        'install',
        '--prefix',
        dir,
        '--no-save',
        '--no-audit',
        '--no-fund',
        ...Object.entries(BENCH_TOOLS).map(([name, version]) => `${name}@${version}`),
      ],
      { cwd: root },
    );
  }
  // Typed here by hand: the packages' own types are not installed for the typecheck.
  const lighthouse = (await importInstalled(dir, 'lighthouse')) as { default: Lighthouse };
  const launcher = (await importInstalled(dir, 'chrome-launcher')) as { launch: LaunchChrome };
  return { lighthouse: lighthouse.default, launch: launcher.launch };
}
