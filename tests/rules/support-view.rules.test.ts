import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { beforeAll, describe, it } from 'vitest';
import { PEOPLE, rulesEnvironment, seedSuperAdminMirror, withRulesOff } from '../support/rules-env';

/**
 * A support view (view as user) is a session as the user with the `supportView` claim: it reads
 * what the user reads while it runs, writes nothing, and reads nothing once it has ended. The
 * user, and only they (and super admins), read when support viewed their account.
 */
const rulesEnv = rulesEnvironment();
const seed = async (path: string, data: Record<string, unknown>) =>
  withRulesOff(async (db) => {
    await setDoc(doc(db, path), data);
  });

const HOUR = 60 * 60 * 1000;
const viewOfMia = (until: number) =>
  rulesEnv()
    .authenticatedContext('mia', { supportView: { id: 'v1', by: 'root', until } })
    .firestore();
const mia = () => rulesEnv().authenticatedContext('mia').firestore();

beforeAll(async () => {
  await rulesEnv().clearFirestore();
  await seedSuperAdminMirror();
  await seed('companies/A', { name: 'Acme', ownerUid: 'mia', memberCount: 1 });
  await seed('companies/A/members/mia', { uid: 'mia', companyId: 'A', role: 'owner' });
  await seed('users/mia', { email: 'mia@example.com', activeCompanyId: null, superAdmin: false });
  const view = { adminUid: 'root', startedAt: 1, expiresAt: 2, endedAt: 2, endedBy: 'exit' };
  await seed('supportViews/v1', { ...view, targetUid: 'mia' });
  await seed('supportViews/v2', { ...view, targetUid: 'someone-else' });
});

describe('a running support view', () => {
  it('reads what the user reads', async () => {
    const db = viewOfMia(Date.now() + HOUR);
    await assertSucceeds(getDoc(doc(db, 'users/mia')));
    await assertSucceeds(getDoc(doc(db, 'companies/A')));
    await assertSucceeds(getDoc(doc(db, 'companies/A/members/mia')));
  });

  it('cannot make the one change a user may make from the app (the active company)', async () => {
    await assertSucceeds(updateDoc(doc(mia(), 'users/mia'), { activeCompanyId: 'A' }));
    await assertFails(
      updateDoc(doc(viewOfMia(Date.now() + HOUR), 'users/mia'), { activeCompanyId: null }),
    );
  });

  it('never counts as a super admin, even with the claim', async () => {
    const db = rulesEnv()
      .authenticatedContext('root', {
        ...PEOPLE.superAdmin.claims,
        supportView: { id: 'v1', by: 'other', until: Date.now() + HOUR },
      })
      .firestore();
    await assertFails(getDoc(doc(db, 'users/mia')));
  });
});

describe('an ended support view', () => {
  it('reads nothing, not even the user’s own documents', async () => {
    const db = viewOfMia(Date.now() - 1);
    await assertFails(getDoc(doc(db, 'users/mia')));
    await assertFails(getDoc(doc(db, 'companies/A')));
  });

  it('reads nothing with a malformed claim either', async () => {
    const db = rulesEnv()
      .authenticatedContext('mia', { supportView: { id: 'v1' } })
      .firestore();
    await assertFails(getDoc(doc(db, 'users/mia')));
  });
});

describe('supportViews', () => {
  it('the viewed user reads their own, nobody else’s', async () => {
    await assertSucceeds(getDoc(doc(mia(), 'supportViews/v1')));
    await assertSucceeds(
      getDocs(query(collection(mia(), 'supportViews'), where('targetUid', '==', 'mia'))),
    );
    await assertFails(getDoc(doc(mia(), 'supportViews/v2')));
    await assertFails(getDocs(collection(mia(), 'supportViews')));
  });

  it('super admins read them; visitors and strangers do not; nobody writes', async () => {
    const admin = rulesEnv().authenticatedContext('root', PEOPLE.superAdmin.claims).firestore();
    await assertSucceeds(getDoc(doc(admin, 'supportViews/v2')));
    await assertFails(
      getDoc(doc(rulesEnv().unauthenticatedContext().firestore(), 'supportViews/v1')),
    );
    await assertFails(
      getDoc(doc(rulesEnv().authenticatedContext('stranger').firestore(), 'supportViews/v1')),
    );
    await assertFails(updateDoc(doc(mia(), 'supportViews/v1'), { endedAt: 3 }));
    await assertFails(updateDoc(doc(admin, 'supportViews/v1'), { endedAt: 3 }));
  });
});
