import {
  collection,
  deleteDoc,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { DEFAULT_PROGRAMME_SETTINGS } from '@contracts/affiliate-programme';
import { beforeEach } from 'vitest';
import {
  describeMatrix,
  rulesEnvironment,
  seedSuperAdminMirror,
  PEOPLE,
  roleContexts,
  withRulesOff,
} from '../support/rules-env';

/**
 * The programme's settings (public read, functions write) and applications (functions write;
 * super admins read; applicants see their own through affiliateApplicationOperations.getMine),
 * and the username claims approval writes (closed to clients).
 */
const rulesEnv = rulesEnvironment();

type Role = 'visitor' | 'stranger' | 'applicant' | 'superAdmin' | 'claimAsString';
const roles: Role[] = ['visitor', 'stranger', 'applicant', 'superAdmin', 'claimAsString'];

const db = roleContexts<Role>(rulesEnv, {
  visitor: PEOPLE.visitor,
  stranger: PEOPLE.stranger,
  applicant: PEOPLE.alice,
  superAdmin: PEOPLE.superAdmin,
  claimAsString: PEOPLE.claimAsString,
});

beforeEach(async () => {
  await rulesEnv().clearFirestore();
  await seedSuperAdminMirror();
  await withRulesOff(async (admin) => {
    // One batch, one round trip: every test reseeds.
    const batch = writeBatch(admin);
    batch.set(doc(admin, 'affiliateProgramme/settings'), DEFAULT_PROGRAMME_SETTINGS);
    batch.set(doc(admin, 'affiliateProgramme/internal'), { note: 'not public' });
    batch.set(doc(admin, 'affiliateApplications/a1'), {
      uid: 'alice',
      status: 'pending',
      createdAt: 1,
    });
    batch.set(doc(admin, 'usernames/alice_links'), { uid: 'alice' });
    await batch.commit();
  });
});

describeMatrix<Role>(
  [
    {
      name: 'read the programme settings (the public pages)',
      allowed: roles,
      run: (r) => getDoc(doc(db(r), 'affiliateProgramme/settings')),
    },
    {
      name: 'read another programme document',
      allowed: [],
      run: (r) => getDoc(doc(db(r), 'affiliateProgramme/internal')),
    },
    {
      name: 'list the programme collection',
      allowed: ['superAdmin'],
      run: (r) => getDocs(collection(db(r), 'affiliateProgramme')),
    },
    {
      name: 'write the programme settings',
      allowed: [],
      run: (r) =>
        setDoc(doc(db(r), 'affiliateProgramme/settings'), {
          ...DEFAULT_PROGRAMME_SETTINGS,
          ratePercent: 90,
        }),
    },
    {
      name: 'add a volume tier or a plan rate to the programme settings',
      allowed: [],
      run: (r) =>
        updateDoc(doc(db(r), 'affiliateProgramme/settings'), {
          rateTiers: [{ fromPayingReferrals: 2, ratePercent: 90 }],
          planRates: { team: 90 },
        }),
    },
    {
      name: 'update the programme settings',
      allowed: [],
      run: (r) => updateDoc(doc(db(r), 'affiliateProgramme/settings'), { autoApprove: true }),
    },
    {
      name: 'delete the programme settings',
      allowed: [],
      run: (r) => deleteDoc(doc(db(r), 'affiliateProgramme/settings')),
    },
    {
      name: 'get an application (even one’s own)',
      allowed: ['superAdmin'],
      run: (r) => getDoc(doc(db(r), 'affiliateApplications/a1')),
    },
    {
      name: 'list one’s own applications',
      allowed: ['superAdmin'],
      run: (r) =>
        getDocs(query(collection(db(r), 'affiliateApplications'), where('uid', '==', 'alice'))),
    },
    {
      name: 'count pending applications (the admin overview)',
      allowed: ['superAdmin'],
      run: (r) =>
        getCountFromServer(
          query(collection(db(r), 'affiliateApplications'), where('status', '==', 'pending')),
        ),
    },
    {
      name: 'create an application',
      allowed: [],
      run: (r) =>
        setDoc(doc(db(r), 'affiliateApplications/a2'), { uid: 'alice', status: 'pending' }),
    },
    {
      name: 'approve one’s own application',
      allowed: [],
      run: (r) => updateDoc(doc(db(r), 'affiliateApplications/a1'), { status: 'approved' }),
    },
    {
      name: 'delete an application',
      allowed: [],
      run: (r) => deleteDoc(doc(db(r), 'affiliateApplications/a1')),
    },
    {
      name: 'claim a username',
      allowed: [],
      run: (r) => setDoc(doc(db(r), 'usernames/free_name'), { uid: 'alice' }),
    },
    {
      name: 'create one’s own affiliate record',
      allowed: [],
      run: (r) =>
        setDoc(doc(db(r), 'affiliates/alice'), { username: 'alice_links', status: 'approved' }),
    },
  ],
  roles,
);
