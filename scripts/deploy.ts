/**
 * npm run deploy -- --project <real-project-id>
 *
 * Checks that this checkout is fit for production (scripts/lib/deploy-checks.ts), refusing with
 * every problem listed; then builds the app (`vite build`, production mode) and runs
 * `firebase deploy --only firestore:rules,firestore:indexes,functions,hosting --project <id>`
 * with firebase.json's CSP narrowed to this project's own Functions and Auth hosts (the functions
 * build in firebase.json's predeploy). First deploy: docs/DEPLOY.md.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { loadEnv } from 'vite';
import {
  appEnvProblems,
  firebaseConfigProblems,
  functionEnvProblems,
  functionSecrets,
  secretProblems,
  siteOrigins,
  type CommandRunner,
} from './lib/deploy-checks';
import { CALLABLE_REGION } from '../functions/src/contracts/callable-settings';
import { PUBLIC_PAGES_KIT_DIR, publicPagesKitFiles } from '../functions/src/contracts/public-pages';
import { appUrlFrom } from '../functions/src/services/companies/config';
import { projectHostingConfig, type FirebaseConfig } from './lib/hosting-headers';
import { run } from './lib/processes';
import { PROJECT_ID as DEMO_PROJECT, ROOT } from './lib/stack';

const usage = 'Usage: npm run deploy -- --project <real-project-id>';

function parseCommandLine(argv: string[]) {
  try {
    const { values } = parseArgs({
      args: argv,
      options: { project: { type: 'string' } },
    });
    if (!values.project || !/^[a-z][a-z0-9-]{4,29}$/.test(values.project)) return null;
    return { projectId: values.project };
  } catch {
    return null; // unknown options, `--project` without a value
  }
}

/** Runs a command quietly and answers its exit code and output (for the secrets check). */
const runCommand: CommandRunner = (command, args) =>
  new Promise((resolve) => {
    const child = spawn(join(ROOT, 'node_modules', '.bin', command), args, { cwd: ROOT });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => resolve({ code: 127, output: error.message }));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });

/** functions/.env and functions/.env.<project>, as firebase-tools loads them for a deploy. */
function functionEnv(projectId: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const file of ['.env', `.env.${projectId}`]) {
    const path = join(ROOT, 'functions', file);
    if (!existsSync(path)) continue;
    for (const line of readFileSync(path, 'utf8').split('\n')) {
      const [, name, value] = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line) ?? [];
      if (name && value !== undefined) env[name] = value.replace(/^(['"])(.*)\1$/, '$2');
    }
  }
  return env;
}

/**
 * The secrets each function binds, read off the functions' entry point as firebase-tools reads
 * the built one: loading it declares the functions (their options) and loads no handler module.
 */
async function deployedFunctionSecrets(): Promise<Record<string, string[]>> {
  const entryPoint = pathToFileURL(join(ROOT, 'functions', 'src', 'index.ts')).href;
  return functionSecrets((await import(entryPoint)) as Record<string, unknown>);
}

const commandLine = parseCommandLine(process.argv.slice(2));
if (!commandLine) {
  console.error(usage);
  process.exit(2);
}
const { projectId } = commandLine;
if (projectId === DEMO_PROJECT) {
  console.error(`${DEMO_PROJECT} is the emulators' demo project: deploy to a real project id.`);
  process.exit(2);
}

console.log(`• checking that this checkout can go to production (project ${projectId})`);
const appEnv = loadEnv('production', ROOT, 'VITE_');
const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as FirebaseConfig;
const fnEnv = functionEnv(projectId);
const problems = [
  ...appEnvProblems(appEnv, projectId),
  ...firebaseConfigProblems(
    config,
    { authDomain: appEnv.VITE_FIREBASE_AUTH_DOMAIN, origins: siteOrigins(fnEnv) },
    new Date(),
  ),
  ...functionEnvProblems(fnEnv, projectId),
  ...(await secretProblems(projectId, {
    run: runCommand,
    functionSecrets: await deployedFunctionSecrets(),
    functionEnv: fnEnv,
  })),
];
if (problems.length > 0) {
  console.error(
    `\nRefusing to deploy to ${projectId}:\n${problems.map((p) => `  ✗ ${p}`).join('\n')}`,
  );
  console.error('\nFirst deploy? See docs/DEPLOY.md.');
  process.exit(1);
}

console.log('• building the app (production)');
await run('npx', ['vite', 'build', '--mode', 'production'], {
  cwd: ROOT,
  // robots.txt names the sitemap at the address the functions write into links.
  env: { ...process.env, VITE_SITE_URL: appUrlFrom(fnEnv) },
});
// The build also wrote the kit the publicPage function renders the data pages with.
if (!existsSync(join(ROOT, 'functions', PUBLIC_PAGES_KIT_DIR, publicPagesKitFiles.renderer))) {
  console.error('The build wrote no public pages kit (functions/public-pages): not deploying.');
  process.exit(1);
}
// firebase.json's CSP allows any project's Functions and Auth domain; this project's only.
const deployConfig = join(ROOT, `firebase.deploy-${projectId}.local.json`);
writeFileSync(
  deployConfig,
  JSON.stringify(
    projectHostingConfig(config, {
      projectId,
      region: CALLABLE_REGION,
      authDomain: appEnv.VITE_FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
    }),
    null,
    2,
  ),
);
console.log('• deploying');
await run(
  join(ROOT, 'node_modules', '.bin', 'firebase'),
  [
    'deploy',
    '--only',
    'firestore:rules,firestore:indexes,functions,hosting',
    '--project',
    projectId,
    '--config',
    deployConfig,
  ],
  { cwd: ROOT },
);
console.log(`Deployed to ${projectId}.`);
