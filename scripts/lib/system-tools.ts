import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findFirestoreJar, findTestBrowser, javaMajorVersion, PreflightError } from './preflight';

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

function apt(runner: string[], args: string[]): boolean {
  const [command, ...rest] = [...runner, 'apt-get', ...args];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  return spawnSync(command as string, rest, { stdio: 'inherit', env }).status === 0;
}

/** Whether apt knows a package (its repository is configured). */
function aptHas(pkg: string): boolean {
  const policy = spawnSync('apt-cache', ['policy', pkg], { encoding: 'utf8' });
  return /Candidate: (?!\(none\))/.test(policy.stdout ?? '');
}

/**
 * Installs what is missing, or throws a PreflightError naming the exact commands. Java 21+ with
 * internet may fetch firebase-tools' own emulator instead of the apt package.
 */
export function ensureSystemTools(
  options: { chromium: boolean },
  log: (message: string) => void = console.log,
): void {
  let missing = missingTools(options.chromium);
  if (missing.length === 0) return;
  const runner = aptRunner();
  if (runner) {
    log(`• installing ${missing.map((t) => PACKAGES[t]).join(', ')} (apt, no recommended extras)`);
    apt(runner, ['update', '-qq']);
    const packages = missing
      .map((t) => aptPackageFor(t, aptHas))
      .filter((pkg): pkg is string => pkg !== null);
    if (packages.length) {
      apt(runner, ['install', '-y', '-qq', '--no-install-recommends', ...packages]);
    }
    missing = missingTools(options.chromium);
  }
  if (missing.includes('firestore') && (javaMajorVersion() ?? 0) >= 21) {
    log('• fetching firebase-tools’ Firestore emulator (npx firebase setup:emulators:firestore)');
    spawnSync('npx', ['firebase', 'setup:emulators:firestore'], { stdio: 'inherit' });
    missing = missingTools(options.chromium);
  }
  if (missing.length) throw new PreflightError(instructions(missing));
}
