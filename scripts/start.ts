/**
 * `npm start` — the whole product locally: the emulators (Firestore, Auth, Functions, Hosting),
 * the mail catcher, seeded demo accounts, the Vite dev server, and the URLs. Ctrl-C stops everything it started.
 */
import { DEMO_PASSWORD, demoAccounts } from './lib/demo-accounts';
import { pickPort, waitForPort } from './lib/ports';
import { PreflightError } from './lib/preflight';
import { run, startService, stopAllServices } from './lib/processes';
import { seedDemoData } from './lib/seed';
import { printSmsCodes } from './lib/sms-codes';
import { planSystemTools } from './lib/system-tools';
import {
  appEnv,
  PROJECT_ID,
  removeEmulatorConfig,
  ROOT,
  START_PORTS,
  startStack,
  warmUpFunctions,
  warmUpPublicPages,
} from './lib/stack';

// Ctrl-C may reach this process more than once (from the terminal's process group and passed
// on by scripts/bootstrap.mjs): every call waits for the one clean-up, so none exits half-way.
let stopping: Promise<void> | null = null;
async function shutdown(code: number): Promise<never> {
  stopping ??= (async () => {
    console.log('\nStopping every process npm start started…');
    await stopAllServices();
    removeEmulatorConfig('start');
  })();
  await stopping;
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

const started = Date.now();
const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;

try {
  await planSystemTools({ chromium: false })?.install();
  const appPort = await pickPort(5173, new Set(Object.values(START_PORTS)));
  const stack = await startStack({
    tag: 'start',
    preferredPorts: START_PORTS,
    extraOrigins: () => [`http://127.0.0.1:${appPort}`, `http://localhost:${appPort}`],
    // Links in mails (invitations) open the dev server, where a developer works.
    functionsEnv: { APP_URL: `http://127.0.0.1:${appPort}` },
    // The URLs come first; the functions are warmed and the Hosting build made behind them.
    warm: false,
  });
  const env = { ...process.env, ...appEnv(stack.ports) };

  console.log('• seeding demo data');
  await seedDemoData(stack.ports);

  console.log('• starting the app (Vite dev server)');
  startService('functions-watch', 'npm', ['run', 'build:watch', '--workspace', 'functions'], {
    cwd: ROOT,
    env,
    logDir: stack.logDir,
  });
  const vite = startService(
    'vite',
    'npx',
    ['vite', '--mode', 'emulator', '--port', String(appPort), '--strictPort'],
    {
      cwd: ROOT,
      env,
      logDir: stack.logDir,
    },
  );
  await waitForPort('Vite dev server', appPort, 60_000, vite.alive);

  const width = Math.max(...demoAccounts.map((a) => a.email.length));
  console.log(`
Parley is running.

  App (dev server, hot reload)   http://127.0.0.1:${appPort}
  App (Hosting emulator, build)  ${stack.hostingUrl}  (building: this terminal says when it is ready)
  Auth emulator                  http://127.0.0.1:${stack.ports.auth}
  Firestore emulator             127.0.0.1:${stack.ports.firestore}
  Functions emulator             ${stack.functionsUrl}
  Mail catcher (every mail sent) ${stack.mailUrl}
  Logs                           ${stack.logDir}

Demo accounts (password for all: ${DEMO_PASSWORD})
${demoAccounts.map((a) => `  ${a.email.padEnd(width)}  ${a.role}`).join('\n')}

Two-step verification codes (SMS) are printed here as they are sent.
Press Ctrl-C to stop everything. (Ready in ${seconds()}.)
`);
  printSmsCodes(`http://127.0.0.1:${stack.ports.auth}`, PROJECT_ID, (line) => console.log(line));

  // Behind the URLs: every function called once (a first call then answers at once), and the
  // production build the Hosting emulator serves (prerendered public pages).
  await warmUpFunctions(stack.functionsUrl, (message) => console.log(message));
  console.log(`• functions warm (${seconds()})`);
  await run('npx', ['vite', 'build', '--mode', 'emulator', '--logLevel', 'warn'], {
    cwd: ROOT,
    env,
  });
  await warmUpPublicPages(stack.hostingUrl);
  console.log(
    `• the Hosting emulator serves the production build: ${stack.hostingUrl} (${seconds()})`,
  );
} catch (error) {
  console.error(
    `\n${error instanceof PreflightError ? error.message : String((error as Error).stack ?? error)}`,
  );
  await shutdown(1);
}
