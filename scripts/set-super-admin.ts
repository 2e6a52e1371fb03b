/**
 * npm run admin:claim -- <grant|revoke> <email> [--project <real-project-id>]
 *
 * Without --project it talks to the Auth and Firestore emulators (FIREBASE_AUTH_EMULATOR_HOST,
 * default 127.0.0.1:9099; FIRESTORE_EMULATOR_HOST, default 127.0.0.1:8080). With --project it changes a real project, using Application Default
 * Credentials (GOOGLE_APPLICATION_CREDENTIALS or `gcloud auth application-default login`).
 */
import { parseArgs } from 'node:util';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import { setSuperAdmin } from './lib/super-admin';
import { PROJECT_ID, START_PORTS } from './lib/stack';

const usage = 'Usage: npm run admin:claim -- <grant|revoke> <email> [--project <real-project-id>]';
const argsSchema = z.tuple([z.enum(['grant', 'revoke']), z.email()]);

/** The action, the email and the real project if any; null for anything else (unknown flags too). */
function parseCommandLine(argv: string[]) {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      options: { project: { type: 'string' } },
      allowPositionals: true,
    });
    const parsed = argsSchema.safeParse(positionals);
    if (!parsed.success || values.project === '') return null;
    return { action: parsed.data[0], email: parsed.data[1], realProject: values.project };
  } catch {
    return null; // parseArgs refuses unknown options and `--project` without a value
  }
}

const commandLine = parseCommandLine(process.argv.slice(2));
if (!commandLine) {
  console.error(usage);
  process.exit(2);
}
const { action, email, realProject } = commandLine;

if (realProject) {
  delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  delete process.env.FIRESTORE_EMULATOR_HOST;
} else {
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `127.0.0.1:${START_PORTS.auth}`;
  process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${START_PORTS.firestore}`;
}
const projectId = realProject ?? process.env.GCLOUD_PROJECT ?? PROJECT_ID;
const target = realProject
  ? `project ${realProject}`
  : `the emulators (Auth ${process.env.FIREBASE_AUTH_EMULATOR_HOST}, Firestore ${process.env.FIRESTORE_EMULATOR_HOST})`;

try {
  const app = initializeApp({ projectId });
  const { uid, claims } = await setSuperAdmin(getAuth(app), getFirestore(app), email, action);
  console.log(
    `${action === 'grant' ? 'Granted' : 'Revoked'} superAdmin for ${email} (${uid}) on ${target}. Claims now: ${JSON.stringify(claims)}`,
  );
  if (action === 'grant') {
    console.log(
      'The admin area also needs two-step verification: they add a phone on /profile, then sign in with its code.',
    );
  }
} catch (error) {
  console.error(
    `Could not ${action} superAdmin for ${email} on ${target}: ${(error as Error).message}`,
  );
  process.exit(1);
}
