/**
 * npm run policy:publish -- <terms|privacy|affiliateAgreement> <file.md> --summary "what changed"
 *                           [--effective YYYY-MM-DD] [--title "…"] [--project <real-project-id>]
 *
 * Publishes the file as the next version of the policy: every user is asked to accept it on
 * their next signed-in page (the affiliate agreement: every approved affiliate, whose link counts
 * nothing until they do). Without --project it writes to the Firestore emulator
 * (FIRESTORE_EMULATOR_HOST, default 127.0.0.1:8080); with --project to that real project, using
 * Application Default Credentials.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import { versionedKindSchema, versionedTitles } from '../functions/src/contracts/policies';
import { publishPolicy } from '../functions/src/services/policies/publish-policy';
import { PROJECT_ID } from './lib/stack';

const usage =
  'Usage: npm run policy:publish -- <terms|privacy|affiliateAgreement> <file.md> --summary "what changed" [--effective YYYY-MM-DD] [--title "…"] [--project <id>]';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    summary: { type: 'string' },
    effective: { type: 'string' },
    title: { type: 'string' },
    project: { type: 'string' },
  },
});
const parsed = z
  .object({
    kind: versionedKindSchema,
    file: z.string().min(1),
    summary: z.string().trim().min(1).max(2000),
    effective: z.iso.date(),
    title: z.string().trim().min(1).max(120).optional(),
    project: z.string().min(1).optional(),
  })
  .safeParse({
    kind: positionals[0],
    file: positionals[1],
    summary: values.summary,
    effective: values.effective ?? new Date().toISOString().slice(0, 10),
    title: values.title,
    project: values.project,
  });
if (!parsed.success || positionals.length !== 2) {
  console.error(usage);
  if (!parsed.success)
    console.error(parsed.error.issues.map((i) => `  ${i.path}: ${i.message}`).join('\n'));
  process.exit(2);
}
const args = parsed.data;

if (args.project) delete process.env.FIRESTORE_EMULATOR_HOST;
else process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
const target = args.project
  ? `project ${args.project}`
  : `the Firestore emulator at ${process.env.FIRESTORE_EMULATOR_HOST}`;

try {
  const content = readFileSync(args.file, 'utf8');
  if (!content.trim()) throw new Error(`${args.file} is empty`);
  const db = getFirestore(
    initializeApp({ projectId: args.project ?? process.env.GCLOUD_PROJECT ?? PROJECT_ID }),
  );
  const { version } = await publishPolicy(
    {
      kind: args.kind,
      title: args.title ?? versionedTitles[args.kind],
      content,
      summary: args.summary,
      effectiveDate: args.effective,
    },
    { db, now: Date.now() },
  );
  console.log(
    `Published ${args.kind} version ${version} on ${target}. ${args.kind === 'affiliateAgreement' ? 'Every approved affiliate' : 'Every user'} will be asked to accept it.`,
  );
} catch (error) {
  console.error(`Could not publish ${args.kind} on ${target}: ${(error as Error).message}`);
  process.exit(1);
}
