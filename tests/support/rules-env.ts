import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  doc,
  getFirestore,
  setDoc,
  type Firestore,
} from 'firebase/firestore';
import { firestoreHost, projectId } from './env';

/**
 * The rules test environment of one test file, with `firestore.rules`, started before its tests
 * and cleared and stopped after them. Returns a getter (the environment exists once started).
 */
export function rulesEnvironment(): () => RulesTestEnvironment {
  let env: RulesTestEnvironment | undefined;
  beforeAll(async () => {
    const [host, port] = firestoreHost().split(':');
    env = await initializeTestEnvironment({
      projectId: rulesProjectId,
      firestore: { host, port: Number(port), rules: readFileSync('firestore.rules', 'utf8') },
    });
  });
  afterAll(async () => {
    await env?.clearFirestore();
    await env?.cleanup();
    if (owner) await deleteApp(owner.app);
    owner = undefined;
  });
  return () => {
    if (!env) throw new Error('The rules environment is not started yet');
    return env;
  };
}

/**
 * Each rules test file has a project of its own on the Firestore emulator, which keeps projects
 * apart: its clearFirestore empties only that project, so rules files run beside each other and
 * beside the functions tests, which use the functions' project.
 */
const rulesProjectId = `${projectId}-rules-${randomBytes(3).toString('hex')}`;

let owner: Firestore | undefined;

/**
 * Runs `write` with a client the emulator lets past the rules (the "owner" token), as
 * `withSecurityRulesDisabled` does, but one client for the whole file: that call builds and
 * deletes an app each time (about 65 ms), and the matrices reseed before every test.
 */
export async function withRulesOff(write: (db: Firestore) => Promise<void>): Promise<void> {
  if (!owner) {
    owner = getFirestore(initializeApp({ projectId: rulesProjectId }, 'rules-owner'));
    const [host, port] = firestoreHost().split(':');
    connectFirestoreEmulator(owner, host ?? '127.0.0.1', Number(port), { mockUserToken: 'owner' });
  }
  await write(owner);
}

/** Someone the rules see: signed in as `uid` with `claims`, or null for a visitor. */
export type Person = { uid: string; claims?: Record<string, unknown> } | null;

/** The people of the rules tests (the seeds of each file name them by these uids). */
export const PEOPLE = {
  visitor: null,
  stranger: { uid: 'stranger' },
  alice: { uid: 'alice' },
  bob: { uid: 'bob' },
  /** Needs its users mirror too: seedSuperAdminMirror. Signed in with a second factor. */
  superAdmin: {
    uid: 'root',
    claims: {
      superAdmin: true,
      firebase: { sign_in_provider: 'password', sign_in_second_factor: 'phone' },
    },
  },
  /** The same super admin (claim and mirror), signed in with a password alone: never admin. */
  superAdminWithoutSecondFactor: {
    uid: 'root',
    claims: { superAdmin: true, firebase: { sign_in_provider: 'password' } },
  },
  /** The claim as the string "true": never a super admin. */
  claimAsString: { uid: 'pretender', claims: { superAdmin: 'true' } },
} as const satisfies Record<string, Person>;

type RulesFirestore = ReturnType<
  ReturnType<RulesTestEnvironment['unauthenticatedContext']>['firestore']
>;
const clientsOf = new WeakMap<RulesTestEnvironment, Map<string, RulesFirestore>>();

/**
 * A Firestore client per role of a test file: `table` names who each role is (usually one of
 * PEOPLE), so every file's role switch is one line.
 */
export function roleContexts<R extends string>(
  env: () => RulesTestEnvironment,
  table: Record<R, Person>,
) {
  return (role: R) => {
    const person = table[role];
    const key = person ? `${person.uid}:${JSON.stringify(person.claims ?? {})}` : 'visitor';
    // One client per person and environment: a new context is a new app whose first request
    // sets up a channel, and the matrices ask each role hundreds of times.
    let clients = clientsOf.get(env());
    if (!clients) clientsOf.set(env(), (clients = new Map()));
    let client = clients.get(key);
    if (!client) {
      client = person
        ? env().authenticatedContext(person.uid, person.claims).firestore()
        : env().unauthenticatedContext().firestore();
      clients.set(key, client);
    }
    return client;
  };
}

export interface MatrixCase<R extends string> {
  name: string;
  allowed: R[];
  run: (role: R) => Promise<unknown>;
}

/** Every operation as every role: the allowed roles succeed, every other role is refused. */
export function describeMatrix<R extends string>(matrix: MatrixCase<R>[], roles: R[]): void {
  describe.each(matrix)('$name', ({ allowed, run }) => {
    it.each(roles)('as %s', async (role) => {
      if (allowed.includes(role)) await assertSucceeds(run(role));
      else await assertFails(run(role));
    });
  });
}

/** Company A: olivia owns it, adam is an admin, mia a member. Company B: bea is a member. */
export type CompanyRulesRole =
  'visitor' | 'stranger' | 'member' | 'admin' | 'owner' | 'memberB' | 'superAdmin';
export const companyRulesRoles: CompanyRulesRole[] = [
  'visitor',
  'stranger',
  'member',
  'admin',
  'owner',
  'memberB',
  'superAdmin',
];
export const companyRulesUids: Record<CompanyRulesRole, string> = {
  visitor: 'nobody',
  stranger: 'sam',
  member: 'mia',
  admin: 'adam',
  owner: 'olivia',
  memberB: 'bea',
  superAdmin: 'root',
};

/** A Firestore client signed in as one of the company roles (or a visitor). */
export function companyRulesDb(env: RulesTestEnvironment, role: CompanyRulesRole) {
  const person: Person =
    role === 'visitor'
      ? PEOPLE.visitor
      : role === 'superAdmin'
        ? PEOPLE.superAdmin
        : { uid: companyRulesUids[role] };
  return roleContexts(() => env, { [role]: person } as Record<CompanyRulesRole, Person>)(role);
}

/**
 * The users mirror of the rules tests' super admin ('root'): the rules accept the claim only
 * while users/{uid} still says superAdmin (a revoked admin's ID token lives up to an hour).
 * Call inside each file's seeding, after clearFirestore.
 */
export async function seedSuperAdminMirror(): Promise<void> {
  await withRulesOff(async (db) => {
    await setDoc(doc(db, `users/${companyRulesUids.superAdmin}`), {
      superAdmin: true,
      disabled: false,
    });
  });
}
