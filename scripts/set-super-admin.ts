/**
 * npm run admin:claim -- <grant|revoke> <email> [--project <real-project-id>]
 *
 * Without --project it talks to the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST, default
 * 127.0.0.1:9099). With --project it changes a real project, using Application Default
 * Credentials (GOOGLE_APPLICATION_CREDENTIALS or `gcloud auth application-default login`).
 */
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { z } from 'zod';
import { setSuperAdmin } from './lib/super-admin';
import { PROJECT_ID } from './lib/stack';

const argsSchema = z.tuple([z.enum(['grant', 'revoke']), z.email()]);
const rest = process.argv.slice(2);
const projectFlag = rest.indexOf('--project');
const realProject = projectFlag >= 0 ? rest.splice(projectFlag, 2)[1] : undefined;
const parsed = argsSchema.safeParse(rest);
if (!parsed.success || (projectFlag >= 0 && !realProject)) {
  console.error(
    'Usage: npm run admin:claim -- <grant|revoke> <email> [--project <real-project-id>]',
  );
  process.exit(2);
}
const [action, email] = parsed.data;

if (realProject) {
  delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
} else {
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
}
const projectId = realProject ?? process.env.GCLOUD_PROJECT ?? PROJECT_ID;
const target = realProject
  ? `project ${realProject}`
  : `the Auth emulator at ${process.env.FIREBASE_AUTH_EMULATOR_HOST}`;

try {
  const { uid, claims } = await setSuperAdmin(getAuth(initializeApp({ projectId })), email, action);
  console.log(
    `${action === 'grant' ? 'Granted' : 'Revoked'} superAdmin for ${email} (${uid}) on ${target}. Claims now: ${JSON.stringify(claims)}`,
  );
} catch (error) {
  console.error(
    `Could not ${action} superAdmin for ${email} on ${target}: ${(error as Error).message}`,
  );
  process.exit(1);
}
