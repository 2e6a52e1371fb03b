/**
 * npm run bench:admin-users — the /admin/users list at 10,000 users, against its own emulators:
 * seeds 10,000 users/{uid} mirror documents (varied providers, some disabled, a few super
 * admins, sign-ups over a year), then prints the document reads of one `list` request for the
 * first page, a page further on (by cursor), an email-prefix search, a name-prefix search and
 * filtered lists, per request and per listed user. The budget is 2 reads per listed user; the
 * run fails above it. The first page is also asked through the callable, as a super admin, for
 * its latency. Emulator figures show behaviour (reads bounded by the page), not production speed.
 */
import { defaultAdminApp } from './lib/admin-app';
import { signInOverRest } from './lib/auth-emulator-mfa';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import type { UserMirror } from '../functions/src/contracts/user-mirror';
import {
  listUsersWithCost,
  type ListUsersInput,
} from '../functions/src/services/admin-users/list-users';
import { stopAllServices } from './lib/processes';
import {
  BENCH_PORTS,
  emulatorEnv,
  PROJECT_ID,
  removeEmulatorConfig,
  startStack,
} from './lib/stack';

const USERS = 10_000;
const PAGE = 50;
const BUDGET = 2;
const DAY = 86_400_000;
const FIRST = ['ada', 'ben', 'cleo', 'dev', 'eli', 'fay', 'gus', 'hana', 'ivan', 'jo'];
const PROVIDERS = [['password'], ['google.com'], ['password', 'google.com'], ['github.com']];

function mirror(i: number, now: number): UserMirror {
  const first = FIRST[i % FIRST.length] ?? 'x';
  const email = `${first}.${String(i).padStart(5, '0')}@bench.example.com`;
  const displayName = `${first[0]?.toUpperCase()}${first.slice(1)} Bench ${i}`;
  return {
    email,
    emailLower: email,
    displayName,
    displayNameLower: displayName.toLowerCase(),
    providers: PROVIDERS[i % PROVIDERS.length] ?? ['password'],
    emailVerified: i % 4 !== 0,
    disabled: i % 50 === 7,
    superAdmin: i % 1000 === 0,
    createdAt: now - ((i * 7919) % 365) * DAY - i,
    lastSignInAt: i % 3 ? now - (i % 30) * DAY : null,
  };
}

async function seed(db: Firestore) {
  const now = Date.now();
  const writer = db.bulkWriter();
  for (let i = 0; i < USERS; i += 1) {
    void writer.set(db.doc(`users/bench-${String(i).padStart(5, '0')}`), mirror(i, now));
  }
  await writer.close();
}

const base: ListUsersInput = {
  search: '',
  searchBy: 'email',
  superAdmin: null,
  disabled: null,
  provider: null,
  pageSize: PAGE,
  cursor: null,
};

/** A super admin signed in as the product requires: password and SMS code. */
async function superAdminToken(authHost: string): Promise<string> {
  const email = 'bench-admin@example.com';
  const password = 'bench-password-1';
  const user = await getAuth().createUser({
    email,
    password,
    emailVerified: true,
    multiFactor: { enrolledFactors: [{ factorId: 'phone', phoneNumber: '+15555550142' }] },
  });
  await getAuth().setCustomUserClaims(user.uid, { superAdmin: true });
  return (await signInOverRest(authHost, PROJECT_ID, email, password)).idToken;
}

let exitCode = 0;
try {
  const stack = await startStack({ tag: 'bench', preferredPorts: BENCH_PORTS });
  const env = emulatorEnv(stack.ports);
  Object.assign(process.env, env);
  const app = defaultAdminApp(PROJECT_ID);
  const db = getFirestore(app);

  const seeded = performance.now();
  await seed(db);
  const seedSeconds = (performance.now() - seeded) / 1000;

  const first = await listUsersWithCost(base, db);
  const cases: [string, ListUsersInput][] = [
    ['first page (newest first)', base],
    ['second page (cursor)', { ...base, cursor: first.nextCursor }],
    ['search email "ada.0"', { ...base, search: 'ada.0' }],
    ['search email "hana.00017"', { ...base, search: 'hana.00017' }],
    ['search name "cleo bench 1"', { ...base, search: 'cleo bench 1', searchBy: 'name' }],
    ['filter disabled', { ...base, disabled: true }],
    ['filter super admins', { ...base, superAdmin: true }],
    ['filter provider github.com', { ...base, provider: 'github.com' }],
    ['search "zzz" (no match)', { ...base, search: 'zzz' }],
  ];
  const lines: string[] = [];
  for (const [label, input] of cases) {
    const { users, reads } = await listUsersWithCost(input, db);
    const perUser = reads / Math.max(1, users.length);
    if (users.length > 0 && perUser > BUDGET) exitCode = 1;
    if (users.length === 0 && reads > 1) exitCode = 1;
    lines.push(
      `  ${label.padEnd(30)} ${String(users.length).padStart(3)} users  ${String(reads).padStart(3)} reads  ${users.length ? perUser.toFixed(2) : '—'} reads/user`,
    );
  }

  const token = await superAdminToken(env.FIREBASE_AUTH_EMULATOR_HOST ?? '');
  const call = async () => {
    const t0 = performance.now();
    const response = await fetch(`${stack.functionsUrl}/adminUserOperations`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ data: { action: 'list', payload: { pageSize: PAGE } } }),
    });
    const body = (await response.json()) as { result?: { users?: unknown[] } };
    return { ms: performance.now() - t0, users: body.result?.users?.length ?? -1 };
  };
  await call(); // cold start
  const warm = [await call(), await call(), await call()];
  if (warm.some((w) => w.users !== PAGE)) exitCode = 1;

  console.log(`
adminUserOperations.list over ${USERS.toLocaleString('en')} mirrored users (page size ${PAGE}; seeded in ${seedSeconds.toFixed(1)} s)
document reads per request (budget ${BUDGET} per listed user), counted as Firestore bills them: one per
document the query returned (minimum one per query); the emulator has no read meter to ask:
${lines.join('\n')}
through the callable as a super admin (token re-verified): first page ${warm.map((w) => `${w.ms.toFixed(0)} ms`).join(', ')} (warm)`);
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await stopAllServices();
  removeEmulatorConfig('bench');
}
process.exit(exitCode);
