import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findFirestoreJar, findTestBrowser, javaMajorVersion, PreflightError } from './preflight';
import { runStatus } from './processes';

/*
 * What `npm start` and `npm test` need from the system besides Node: Java and the Firestore
 * emulator jar (both commands), Chromium's headless shell (the end-to-end tests). On Debian or Ubuntu, run as
 * root or with password-less sudo, whatever is missing is installed with apt, without
 * recommended extras (they triple the install time). Otherwise the command stops at once and
 * says exactly what to run.
 */

export const PACKAGES = {
  java: 'openjdk-17-jre-headless',
  firestore: 'google-cloud-cli-firestore-emulator',
  // The end-to-end tests' browser (preflight.ts, findTestBrowser); Lighthouse needs full chromium.
  chromium: 'chromium-headless-shell',
} as const;
export type Tool = keyof typeof PACKAGES;

/** The commands that set up Google Cloud's apt repository, which has the emulator's package. */
export const GOOGLE_CLOUD_REPO = [
  'curl -fsSL https://packages.cloud.google.com/apt/doc/apt-key.gpg | sudo gpg --dearmor -o /usr/share/keyrings/cloud.google.gpg',
  'echo "deb [signed-by=/usr/share/keyrings/cloud.google.gpg] https://packages.cloud.google.com/apt cloud-sdk main" | sudo tee /etc/apt/sources.list.d/google-cloud-sdk.list',
];

/** What apt installs where a tool's package is not on offer (Ubuntu has no headless shell). */
const FALLBACK_PACKAGES: Partial<Record<Tool, string>> = { chromium: 'chromium' };

/** The package apt should install for `tool`, given what it has on offer, or null (pure). */
export function aptPackageFor(tool: Tool, has: (pkg: string) => boolean): string | null {
  const fallback = FALLBACK_PACKAGES[tool];
  if (has(PACKAGES[tool])) return PACKAGES[tool];
  return fallback && has(fallback) ? fallback : null;
}

/** The apt command line installing `tools`, as a person would type it (pure). */
export function installCommand(tools: readonly Tool[], sudo: boolean): string {
  const prefix = sudo ? 'sudo ' : '';
  return `${prefix}apt-get update && ${prefix}apt-get install -y --no-install-recommends ${tools
    .map((t) => PACKAGES[t])
    .join(' ')}`;
}

/** What to tell someone who must install `tools` themselves (pure). */
export function instructions(tools: readonly Tool[]): string {
  const lines = [`Missing: ${tools.map((t) => PACKAGES[t]).join(', ')}. On Debian or Ubuntu, run:`];
  if (tools.includes('firestore')) {
    lines.push(
      '  # the Firestore emulator comes from Google Cloud’s apt repository:',
      ...GOOGLE_CLOUD_REPO.map((c) => `  ${c}`),
    );
  }
  lines.push(`  ${installCommand(tools, true)}`);
  if (tools.includes('firestore')) {
    lines.push(
      'Or, with Java 21+ and internet, firebase-tools downloads its own copy of the emulator:',
      '  npx firebase setup:emulators:firestore',
      'Or point FIRESTORE_EMULATOR_JAR at a cloud-firestore-emulator jar you already have.',
    );
  }
  if (tools.includes('chromium')) {
    lines.push(
      'Where apt has no chromium-headless-shell (Ubuntu), a full Chromium does: install chromium.',
      'Elsewhere, set CHROMIUM_PATH to a Chromium or Chrome binary.',
    );
  }
  return lines.join('\n');
}

/** The tools missing on this machine. */
export function missingTools(needChromium: boolean): Tool[] {
  const missing: Tool[] = [];
  const java = javaMajorVersion();
  if (java === null || java < 11) missing.push('java');
  if (!findFirestoreJar()) missing.push('firestore');
  if (needChromium) {
    try {
      findTestBrowser();
    } catch {
      missing.push('chromium');
    }
  }
  return missing;
}

/** How apt may be run here: as root, through password-less sudo, or not at all. */
function aptRunner(): string[] | null {
  if (!existsSync('/usr/bin/apt-get')) return null;
  if (process.getuid?.() === 0) return [];
  const sudo = spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' });
  return sudo.status === 0 ? ['sudo', '-n'] : null;
}

/** Whether apt knows a package (its repository is configured). */
function aptHas(pkg: string): boolean {
  const policy = spawnSync('apt-cache', ['policy', pkg], { encoding: 'utf8' });
  return /Candidate: (?!\(none\))/.test(policy.stdout ?? '');
}

export interface Installation {
  missing: Tool[];
  /** Installs them; rejects with a PreflightError naming the exact commands if any is left. */
  install(logFile?: string): Promise<void>;
}

/**
 * What this machine lacks, and how it will be installed: null when nothing is missing. Throws
 * a PreflightError at once, naming the exact commands, when nothing here can install it (no apt
 * as root or with sudo, and no Java 21+ to fetch firebase-tools' own emulator), so the run stops
 * before any step. The install itself is mostly waiting on the network and the disk: `npm test`
 * runs it beside the unit tests, with its output in `logFile`.
 */
export function planSystemTools(options: {
  chromium: boolean;
  log?: (message: string) => void;
}): Installation | null {
  const log = options.log ?? console.log;
  const missing = missingTools(options.chromium);
  if (missing.length === 0) return null;
  const runner = aptRunner();
  const canFetchFirestore =
    missing.every((tool) => tool === 'firestore') && (javaMajorVersion() ?? 0) >= 21;
  if (!runner && !canFetchFirestore) throw new PreflightError(instructions(missing));
  const command = (cmd: string, args: string[], logFile?: string) =>
    runStatus(cmd, args, {
      cwd: process.cwd(),
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      ...(logFile ? { logFile } : {}),
    });
  return {
    missing,
    async install(logFile) {
      const started = Date.now();
      let left = missing;
      if (runner) {
        log(
          `• installing ${missing.map((t) => PACKAGES[t]).join(', ')} (apt, no recommended extras)`,
        );
        const [program = 'apt-get', ...prefix] = [...runner, 'apt-get'];
        const apt = (args: string[]) => command(program, [...prefix, ...args], logFile);
        await apt(['update', '-qq']);
        const packages = missing
          .map((t) => aptPackageFor(t, aptHas))
          .filter((pkg): pkg is string => pkg !== null);
        if (packages.length)
          await apt(['install', '-y', '-qq', '--no-install-recommends', ...packages]);
        left = missingTools(options.chromium);
      }
      if (left.includes('firestore') && (javaMajorVersion() ?? 0) >= 21) {
        log(
          '• fetching firebase-tools’ Firestore emulator (npx firebase setup:emulators:firestore)',
        );
        await command('npx', ['firebase', 'setup:emulators:firestore'], logFile);
        left = missingTools(options.chromium);
      }
      if (left.length) throw new PreflightError(instructions(left));
      log(
        `• installed ${missing.map((t) => PACKAGES[t]).join(', ')} (${Math.round((Date.now() - started) / 1000)} s)`,
      );
    },
  };
}
