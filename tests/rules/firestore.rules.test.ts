import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { firestoreHost, projectId } from '../support/env';

let env: RulesTestEnvironment;

type Role = 'visitor' | 'stranger' | 'owner' | 'superAdmin' | 'claimAsString';
const roles: Role[] = ['visitor', 'stranger', 'owner', 'superAdmin', 'claimAsString'];

function db(role: Role) {
  switch (role) {
    case 'visitor':
      return env.unauthenticatedContext().firestore();
    case 'stranger':
      return env.authenticatedContext('stranger').firestore();
    case 'owner':
      return env.authenticatedContext('alice').firestore();
    case 'superAdmin':
      return env.authenticatedContext('root', { superAdmin: true }).firestore();
    case 'claimAsString':
      return env.authenticatedContext('pretender', { superAdmin: 'true' }).firestore();
  }
}

beforeAll(async () => {
  const [host, port] = firestoreHost().split(':');
  env = await initializeTestEnvironment({
    projectId,
    firestore: { host, port: Number(port), rules: readFileSync('firestore.rules', 'utf8') },
  });
});

afterAll(async () => {
  await env.clearFirestore();
  await env.cleanup();
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const admin = context.firestore();
    await setDoc(doc(admin, 'users/alice'), {
      email: 'alice@example.com',
      displayName: 'Alice',
      photoURL: null,
    });
    await setDoc(doc(admin, 'affiliates/alice'), { username: 'alice', status: 'approved' });
    await setDoc(doc(admin, 'secrets/x'), { value: 1 });
  });
});

/** Who may do what: every role against every operation. */
const matrix: { name: string; allowed: Role[]; run: (role: Role) => Promise<unknown> }[] = [
  {
    name: 'get users/alice',
    allowed: ['owner', 'superAdmin'],
    run: (r) => getDoc(doc(db(r), 'users/alice')),
  },
  { name: 'list users', allowed: ['superAdmin'], run: (r) => getDocs(collection(db(r), 'users')) },
  {
    name: 'create their own users doc',
    allowed: [],
    run: (r) => setDoc(doc(db(r), `users/${r === 'owner' ? 'alice2' : r}`), { displayName: 'Me' }),
  },
  {
    name: 'update users/alice displayName',
    allowed: ['owner'],
    run: (r) => updateDoc(doc(db(r), 'users/alice'), { displayName: 'Alicia' }),
  },
  {
    name: 'clear users/alice displayName',
    allowed: ['owner'],
    run: (r) => updateDoc(doc(db(r), 'users/alice'), { displayName: null }),
  },
  {
    name: 'set users/alice displayName to a number',
    allowed: [],
    run: (r) => updateDoc(doc(db(r), 'users/alice'), { displayName: 42 }),
  },
  {
    name: 'update users/alice photoURL',
    allowed: ['owner'],
    run: (r) => updateDoc(doc(db(r), 'users/alice'), { photoURL: 'https://example.com/a.png' }),
  },
  {
    name: 'update users/alice email',
    allowed: [],
    run: (r) => updateDoc(doc(db(r), 'users/alice'), { email: 'mallory@example.com' }),
  },
  {
    name: 'update users/alice with a 81-character name',
    allowed: [],
    run: (r) => updateDoc(doc(db(r), 'users/alice'), { displayName: 'x'.repeat(81) }),
  },
  {
    name: 'update users/alice to add a role',
    allowed: [],
    run: (r) => updateDoc(doc(db(r), 'users/alice'), { displayName: 'A', superAdmin: true }),
  },
  { name: 'delete users/alice', allowed: [], run: (r) => deleteDoc(doc(db(r), 'users/alice')) },
  {
    name: 'get affiliates/alice',
    allowed: ['owner', 'superAdmin'],
    run: (r) => getDoc(doc(db(r), 'affiliates/alice')),
  },
  {
    name: 'list affiliates',
    allowed: ['superAdmin'],
    run: (r) => getDocs(collection(db(r), 'affiliates')),
  },
  {
    name: 'approve themselves as affiliate',
    allowed: [],
    run: (r) => setDoc(doc(db(r), 'affiliates/alice'), { username: 'alice', status: 'approved' }),
  },
  {
    name: 'get an undeclared collection',
    allowed: [],
    run: (r) => getDoc(doc(db(r), 'secrets/x')),
  },
  {
    name: 'write an undeclared collection',
    allowed: [],
    run: (r) => setDoc(doc(db(r), 'secrets/y'), { value: 2 }),
  },
];

describe.each(matrix)('$name', ({ allowed, run }) => {
  it.each(roles)('as %s', async (role) => {
    if (allowed.includes(role)) await assertSucceeds(run(role));
    else await assertFails(run(role));
  });
});
