import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  collectionGroup,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import {
  companyRulesDb,
  type CompanyRulesRole,
  companyRulesRoles,
  companyRulesUids,
  describeMatrix,
  rulesEnvironment,
  seedSuperAdminMirror,
  withRulesOff,
} from '../support/rules-env';

const rulesEnv = rulesEnvironment();

type Role = CompanyRulesRole;
const roles = companyRulesRoles;
const uids = companyRulesUids;
const db = (role: Role) => companyRulesDb(rulesEnv(), role);

const member = (companyId: string, uid: string, role: string) => ({
  uid,
  companyId,
  role,
  email: `${uid}@example.com`,
  displayName: uid,
  photoURL: null,
  joinedAt: 1,
});

const invitation = (companyId: string) => ({
  companyId,
  kind: 'email',
  email: 'new@example.com',
  role: 'member',
  tokenHash: 'f'.repeat(64),
  status: 'pending',
  invitedBy: { uid: 'olivia', name: 'Olivia' },
  createdAt: 1,
  expiresAt: Date.now() + 86_400_000,
  acceptedCount: 0,
  respondedAt: null,
  respondedBy: null,
});

beforeEach(async () => {
  await rulesEnv().clearFirestore();
  await seedSuperAdminMirror();
  await withRulesOff(async (admin) => {
    // One batch, one round trip: every test reseeds.
    const batch = writeBatch(admin);
    const company = (slug: string, ownerUid: string, memberCount: number) => ({
      name: slug.toUpperCase(),
      slug,
      logoUrl: null,
      website: null,
      ownerUid,
      memberCount,
      createdAt: 1,
      updatedAt: 1,
    });
    batch.set(doc(admin, 'companies/A'), company('acme', 'olivia', 3));
    batch.set(doc(admin, 'companies/A/members/olivia'), member('A', 'olivia', 'owner'));
    batch.set(doc(admin, 'companies/A/members/adam'), member('A', 'adam', 'admin'));
    batch.set(doc(admin, 'companies/A/members/mia'), member('A', 'mia', 'member'));
    batch.set(doc(admin, 'companies/B'), company('bravo', 'bob', 2));
    batch.set(doc(admin, 'companies/B/members/bob'), member('B', 'bob', 'owner'));
    batch.set(doc(admin, 'companies/B/members/bea'), member('B', 'bea', 'member'));
    batch.set(doc(admin, 'invitations/iA'), invitation('A'));
    batch.set(doc(admin, 'invitations/iB'), invitation('B'));
    batch.set(doc(admin, 'companySlugs/acme'), { companyId: 'A' });
    batch.set(doc(admin, 'companySlugs/bravo'), { companyId: 'B' });
    for (const uid of Object.values(uids)) {
      // merge: root's mirror keeps the superAdmin flag seeded above.
      batch.set(
        doc(admin, `users/${uid}`),
        { email: `${uid}@example.com`, displayName: uid, activeCompanyId: null },
        { merge: true },
      );
    }
    await batch.commit();
  });
});

const managersOfA: Role[] = ['admin', 'owner', 'superAdmin'];
const membersOfA: Role[] = ['member', 'admin', 'owner', 'superAdmin'];
const signedIn: Role[] = roles.filter((r) => r !== 'visitor');

/** Who may do what: every role against every operation on companies, members and invitations. */
const matrix: { name: string; allowed: Role[]; run: (role: Role) => Promise<unknown> }[] = [
  { name: 'get company A', allowed: membersOfA, run: (r) => getDoc(doc(db(r), 'companies/A')) },
  {
    name: 'get company B',
    allowed: ['memberB', 'superAdmin'],
    run: (r) => getDoc(doc(db(r), 'companies/B')),
  },
  {
    name: 'list every company',
    allowed: ['superAdmin'],
    run: (r) => getDocs(collection(db(r), 'companies')),
  },
  {
    name: 'list company A members',
    allowed: membersOfA,
    run: (r) => getDocs(collection(db(r), 'companies/A/members')),
  },
  {
    name: "get a company A member's document",
    allowed: membersOfA,
    run: (r) => getDoc(doc(db(r), 'companies/A/members/adam')),
  },
  {
    name: 'list company B members',
    allowed: ['memberB', 'superAdmin'],
    run: (r) => getDocs(collection(db(r), 'companies/B/members')),
  },
  {
    name: 'get a company A invitation',
    allowed: managersOfA,
    run: (r) => getDoc(doc(db(r), 'invitations/iA')),
  },
  {
    name: 'list invitations filtered to company A',
    allowed: managersOfA,
    run: (r) => getDocs(query(collection(db(r), 'invitations'), where('companyId', '==', 'A'))),
  },
  {
    name: "list company A's pending invitations, newest first",
    allowed: managersOfA,
    run: (r) =>
      getDocs(
        query(
          collection(db(r), 'invitations'),
          where('companyId', '==', 'A'),
          where('status', '==', 'pending'),
          orderBy('createdAt', 'desc'),
        ),
      ),
  },
  {
    name: 'list invitations filtered to company B',
    allowed: ['superAdmin'],
    run: (r) => getDocs(query(collection(db(r), 'invitations'), where('companyId', '==', 'B'))),
  },
  {
    name: 'list invitations across companies',
    allowed: ['superAdmin'],
    run: (r) => getDocs(collection(db(r), 'invitations')),
  },
  {
    name: 'list invitations of companies A and B',
    allowed: ['superAdmin'],
    run: (r) =>
      getDocs(query(collection(db(r), 'invitations'), where('companyId', 'in', ['A', 'B']))),
  },
  {
    name: 'get a slug claim',
    allowed: ['superAdmin'],
    run: (r) => getDoc(doc(db(r), 'companySlugs/acme')),
  },
  {
    name: 'list slug claims',
    allowed: ['superAdmin'],
    run: (r) => getDocs(collection(db(r), 'companySlugs')),
  },
  {
    name: 'query their own memberships (collection group)',
    allowed: signedIn,
    run: (r) => getDocs(query(collectionGroup(db(r), 'members'), where('uid', '==', uids[r]))),
  },
  {
    name: "query bea's memberships (collection group)",
    allowed: ['memberB', 'superAdmin'],
    run: (r) => getDocs(query(collectionGroup(db(r), 'members'), where('uid', '==', 'bea'))),
  },
  {
    name: 'query every membership (collection group)',
    allowed: ['superAdmin'],
    run: (r) => getDocs(collectionGroup(db(r), 'members')),
  },
  {
    name: 'create a company document',
    allowed: [],
    run: (r) =>
      setDoc(doc(db(r), `companies/new-${r}`), {
        name: 'Mine',
        slug: `mine-${r.toLowerCase()}`,
        ownerUid: uids[r],
        memberCount: 1,
      }),
  },
  {
    name: 'rename company A',
    allowed: [],
    run: (r) => updateDoc(doc(db(r), 'companies/A'), { name: 'Renamed' }),
  },
  {
    name: 'raise company A seats',
    allowed: [],
    run: (r) => updateDoc(doc(db(r), 'companies/A'), { entitlements: { seats: 1000 } }),
  },
  { name: 'delete company A', allowed: [], run: (r) => deleteDoc(doc(db(r), 'companies/A')) },
  {
    name: 'raise their own role (mia to owner)',
    allowed: [],
    run: (r) => updateDoc(doc(db(r), 'companies/A/members/mia'), { role: 'owner' }),
  },
  {
    name: 'add themselves to company A as a member',
    allowed: [],
    run: (r) =>
      setDoc(doc(db(r), `companies/A/members/${uids[r]}`), member('A', uids[r], 'member')),
  },
  {
    name: 'write a member document (admin demoting mia)',
    allowed: [],
    run: (r) => setDoc(doc(db(r), 'companies/A/members/mia'), member('A', 'mia', 'admin')),
  },
  {
    name: 'remove a member document',
    allowed: [],
    run: (r) => deleteDoc(doc(db(r), 'companies/A/members/mia')),
  },
  {
    name: 'create an invitation',
    allowed: [],
    run: (r) => setDoc(doc(db(r), 'invitations/mine'), invitation('A')),
  },
  {
    name: 'mark an invitation accepted',
    allowed: [],
    run: (r) => updateDoc(doc(db(r), 'invitations/iA'), { status: 'accepted' }),
  },
  {
    name: 'write a slug claim',
    allowed: [],
    run: (r) => setDoc(doc(db(r), 'companySlugs/taken'), { companyId: 'A' }),
  },
  {
    name: 'move a slug claim',
    allowed: [],
    run: (r) => updateDoc(doc(db(r), 'companySlugs/acme'), { companyId: 'B' }),
  },
  {
    name: "switch mia's active company to A",
    allowed: ['member'],
    run: (r) => updateDoc(doc(db(r), 'users/mia'), { activeCompanyId: 'A' }),
  },
  {
    name: 'switch their own active company to A',
    allowed: ['member', 'admin', 'owner'],
    run: (r) => updateDoc(doc(db(r), `users/${uids[r]}`), { activeCompanyId: 'A' }),
  },
  {
    name: "switch mia's active company to B (not hers)",
    allowed: [],
    run: (r) => updateDoc(doc(db(r), 'users/mia'), { activeCompanyId: 'B' }),
  },
  {
    name: "clear mia's active company",
    allowed: ['member'],
    run: (r) => updateDoc(doc(db(r), 'users/mia'), { activeCompanyId: null }),
  },
  {
    name: "set mia's active company to a number",
    allowed: [],
    run: (r) => updateDoc(doc(db(r), 'users/mia'), { activeCompanyId: 42 }),
  },
  {
    name: "set mia's active company to an id longer than 128 characters",
    allowed: [],
    run: (r) => updateDoc(doc(db(r), 'users/mia'), { activeCompanyId: 'A'.repeat(129) }),
  },
  {
    name: "delete mia's active company field",
    allowed: ['member'],
    run: (r) => updateDoc(doc(db(r), 'users/mia'), { activeCompanyId: deleteField() }),
  },
  {
    // No create rule: a merge onto a missing users document is a create.
    name: 'create their own users document by a merge of the active company',
    allowed: [],
    run: (r) =>
      setDoc(doc(db(r), `users/${uids[r]}-new`), { activeCompanyId: null }, { merge: true }),
  },
  {
    name: "grant themselves super admin in mia's users mirror",
    allowed: [],
    run: (r) => updateDoc(doc(db(r), 'users/mia'), { superAdmin: true }),
  },
  {
    name: "query company A's memberships by company (collection group)",
    allowed: ['superAdmin'],
    run: (r) => getDocs(query(collectionGroup(db(r), 'members'), where('companyId', '==', 'A'))),
  },
  {
    name: 'query every billing document (collection group)',
    allowed: [],
    run: (r) => getDocs(collectionGroup(db(r), 'billing')),
  },
  {
    // Profile fields change only through profileOperations.
    name: "change mia's display name and active company together",
    allowed: [],
    run: (r) => updateDoc(doc(db(r), 'users/mia'), { displayName: 'Mia', activeCompanyId: 'A' }),
  },
];

describeMatrix(matrix, roles);

describe('role changes apply at once', () => {
  it('an admin demoted to member loses the invitations; a member promoted gains them', async () => {
    const list = (role: Role) =>
      getDocs(query(collection(db(role), 'invitations'), where('companyId', '==', 'A')));
    await assertSucceeds(list('admin'));
    await assertFails(list('member'));
    await withRulesOff(async (admin) => {
      await updateDoc(doc(admin, 'companies/A/members/adam'), { role: 'member' });
      await updateDoc(doc(admin, 'companies/A/members/mia'), { role: 'admin' });
    });
    await assertFails(list('admin'));
    await assertSucceeds(list('member'));
  });

  it('a removed member can no longer read the company', async () => {
    await assertSucceeds(getDoc(doc(db('member'), 'companies/A')));
    await withRulesOff(async (db) => {
      await deleteDoc(doc(db, 'companies/A/members/mia'));
    });
    await assertFails(getDoc(doc(db('member'), 'companies/A')));
    await assertFails(getDocs(collection(db('member'), 'companies/A/members')));
  });

  it('a removed member can no longer make that company their active one', async () => {
    await withRulesOff(async (db) => {
      await deleteDoc(doc(db, 'companies/A/members/mia'));
    });
    await assertFails(updateDoc(doc(db('member'), 'users/mia'), { activeCompanyId: 'A' }));
  });
});
