import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, setDoc, writeBatch } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { PEOPLE, rulesEnvironment, seedSuperAdminMirror, withRulesOff } from '../support/rules-env';

const rulesEnv = rulesEnvironment();

/**
 * 'root' holds an ID token with the claim (signed in with a second factor), as one minted
 * before a revoke still does; or the same token from a password-only sign-in.
 */
const rootWithClaim = () =>
  rulesEnv().authenticatedContext('root', PEOPLE.superAdmin.claims).firestore();
const rootWithoutSecondFactor = () =>
  rulesEnv().authenticatedContext('root', PEOPLE.superAdminWithoutSecondFactor.claims).firestore();

/** Writes root's users mirror; null leaves it missing. */
async function setRootMirror(data: Record<string, unknown> | null) {
  if (!data) return;
  await withRulesOff(async (db) => {
    await setDoc(doc(db, 'users/root'), data);
  });
}

const adminReads: [string, () => Promise<unknown>][] = [
  ['list the users', () => getDocs(collection(rootWithClaim(), 'users'))],
  ['read the audit log', () => getDocs(collection(rootWithClaim(), 'auditLog'))],
  ['get a company', () => getDoc(doc(rootWithClaim(), 'companies/A'))],
  ['read a retired plan', () => getDoc(doc(rootWithClaim(), 'plans/retired'))],
];

beforeEach(async () => {
  await rulesEnv().clearFirestore();
  await withRulesOff(async (admin) => {
    // One batch, one round trip: every test reseeds.
    const batch = writeBatch(admin);
    batch.set(doc(admin, 'auditLog/a1'), { action: 'users.disable', at: 1 });
    batch.set(doc(admin, 'companies/A'), { name: 'Acme', ownerUid: 'olivia' });
    batch.set(doc(admin, 'plans/retired'), { name: 'Old', active: false });
    await batch.commit();
  });
});

describe('the super admin claim counts only while the users mirror agrees', () => {
  it.each(adminReads)('a live super admin may %s', async (_name, read) => {
    await seedSuperAdminMirror();
    await assertSucceeds(read());
  });

  it.each(adminReads)(
    'a revoked super admin (claim still in the token) may not %s',
    async (_name, read) => {
      await setRootMirror({ superAdmin: false, disabled: false });
      await assertFails(read());
    },
  );

  it.each(adminReads)('a disabled super admin may not %s', async (_name, read) => {
    await setRootMirror({ superAdmin: true, disabled: true });
    await assertFails(read());
  });

  it.each(adminReads)('a super admin with no users mirror may not %s', async (_name, read) => {
    await setRootMirror(null);
    await assertFails(read());
  });

  it.each([
    ['list the users', () => getDocs(collection(rootWithoutSecondFactor(), 'users'))],
    ['read the audit log', () => getDocs(collection(rootWithoutSecondFactor(), 'auditLog'))],
    ['get a company', () => getDoc(doc(rootWithoutSecondFactor(), 'companies/A'))],
  ])('a live super admin signed in without a second factor may not %s', async (_name, read) => {
    await seedSuperAdminMirror();
    await assertFails(read());
  });

  it('a revoked super admin still reads their own users document', async () => {
    await setRootMirror({ superAdmin: false, disabled: false });
    await assertSucceeds(getDoc(doc(rootWithClaim(), 'users/root')));
  });
});
