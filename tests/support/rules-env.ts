import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { doc, setDoc } from 'firebase/firestore';
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
      projectId,
      firestore: { host, port: Number(port), rules: readFileSync('firestore.rules', 'utf8') },
    });
  });
  afterAll(async () => {
    await env?.clearFirestore();
    await env?.cleanup();
  });
  return () => {
    if (!env) throw new Error('The rules environment is not started yet');
    return env;
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
  switch (role) {
    case 'visitor':
      return env.unauthenticatedContext().firestore();
    case 'superAdmin':
      return env
        .authenticatedContext(companyRulesUids.superAdmin, { superAdmin: true })
        .firestore();
    default:
      return env.authenticatedContext(companyRulesUids[role]).firestore();
  }
}

/**
 * The users mirror of the rules tests' super admin ('root'): the rules accept the claim only
 * while users/{uid} still says superAdmin (a revoked admin's ID token lives up to an hour).
 * Call inside each file's seeding, after clearFirestore.
 */
export async function seedSuperAdminMirror(env: RulesTestEnvironment): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore(), `users/${companyRulesUids.superAdmin}`), {
      superAdmin: true,
      disabled: false,
    });
  });
}
