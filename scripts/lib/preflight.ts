import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

export class PreflightError extends Error {}

/** Java major version, or null when no `java` is on the PATH. */
export function javaMajorVersion(): number | null {
  // `java -version` prints to stderr.
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error) return null;
  return parseJavaVersion(`${result.stdout}${result.stderr}`);
}

export function parseJavaVersion(output: string): number | null {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(output);
  if (!match?.[1]) return null;
  const major = Number(match[1]);
  return major === 1 && match[2] ? Number(match[2]) : major;
}

const DEBIAN_JAR =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

/**
 * Where the Firestore emulator jar is: $FIRESTORE_EMULATOR_JAR, the Debian package
 * google-cloud-cli-firestore-emulator, or the copy firebase-tools downloads to ~/.cache/firebase.
 */
export function findFirestoreJar(): string | null {
  const fromEnv = process.env.FIRESTORE_EMULATOR_JAR;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  if (existsSync(DEBIAN_JAR)) return DEBIAN_JAR;
  const cache = join(homedir(), '.cache', 'firebase', 'emulators');
  if (existsSync(cache)) {
    const jar = readdirSync(cache)
      .filter((f) => /^cloud-firestore-emulator-v[\d.]+\.jar$/.test(f))
      .sort()
      .at(-1);
    if (jar) return join(cache, jar);
  }
  return null;
}

/** Everything the Firestore emulator needs, or a message that says exactly what is missing. */
export function requireFirestoreEmulator(): { jar: string } {
  const java = javaMajorVersion();
  if (java === null) {
    throw new PreflightError(
      'Java is not installed. The Firestore emulator needs Java 11 or newer (17 or 21 recommended).\n' +
        '  Debian/Ubuntu: sudo apt-get install -y openjdk-17-jre-headless\n' +
        '  macOS:         brew install openjdk@21',
    );
  }
  if (java < 11)
    throw new PreflightError(
      `Java ${java} is too old for the Firestore emulator: install Java 17 or 21.`,
    );
  const jar = findFirestoreJar();
  if (!jar) {
    throw new PreflightError(
      'The Cloud Firestore emulator jar was not found. Any one of these provides it:\n' +
        '  - Debian/Ubuntu with the Google Cloud apt repository: sudo apt-get install -y google-cloud-cli-firestore-emulator\n' +
        `  - with internet and Java ${java >= 21 ? java : '21+'}: npx firebase setup:emulators:firestore  (downloads it to ~/.cache/firebase/emulators)\n` +
        '  - or point FIRESTORE_EMULATOR_JAR at a cloud-firestore-emulator jar you already have.',
    );
  }
  return { jar };
}

/**
 * The browser the end-to-end tests drive: $CHROMIUM_PATH, else Debian's chromium-headless-shell
 * (Chromium's old headless mode, which Playwright itself prefers for headless runs: on the 2-core
 * machine its processes took about 30% less CPU than headless Chromium's, and the tests ran about
 * 18% faster), else a full Chromium.
 */
export function findTestBrowser(): string {
  const shell = '/usr/bin/chromium-headless-shell';
  if (!process.env.CHROMIUM_PATH && existsSync(shell)) return shell;
  return findChromium();
}

/** A full Chromium (Lighthouse, the link-preview image): $CHROMIUM_PATH, or the Debian package's binary. */
export function findChromium(): string {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  const found = candidates.find((c): c is string => Boolean(c && existsSync(c)));
  if (!found) {
    throw new PreflightError(
      'Chromium was not found (end-to-end tests drive it).\n' +
        '  Debian/Ubuntu: sudo apt-get install -y --no-install-recommends chromium (the tests need only chromium-headless-shell)\n' +
        '  elsewhere: set CHROMIUM_PATH to a Chromium or Chrome binary.',
    );
  }
  return found;
}
