import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
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
 * Promo codes: written only by functions (they refer companies to affiliates and give
 * discounts). The affiliate reads their own codes, to share them; super admins read every code;
 * nobody else reads any, so codes cannot be listed or guessed from the client.
 */
const rulesEnv = rulesEnvironment();

type Role =
  | 'visitor'
  | 'stranger'
  | 'affiliate'
  | 'otherAffiliate'
  | 'superAdmin'
  | 'withoutSecondFactor'
  | 'claimAsString';
const roles: Role[] = [
  'visitor',
  'stranger',
  'affiliate',
  'otherAffiliate',
  'superAdmin',
  'withoutSecondFactor',
  'claimAsString',
];

const db = roleContexts<Role>(rulesEnv, {
  visitor: PEOPLE.visitor,
  stranger: PEOPLE.stranger,
  affiliate: PEOPLE.alice,
  otherAffiliate: PEOPLE.bob,
  superAdmin: PEOPLE.superAdmin,
  withoutSecondFactor: PEOPLE.superAdminWithoutSecondFactor,
  claimAsString: PEOPLE.claimAsString,
});

const code = (affiliateUid: string, name: string) => ({
  code: name,
  affiliateUid,
  discount: { percentOff: 10, durationMonths: 3 },
  stripePromotionCodeId: null,
  active: true,
  createdAt: 1,
  createdBy: 'root',
  deactivatedAt: null,
  deactivatedBy: null,
  redemptions: 0,
});

beforeEach(async () => {
  await rulesEnv().clearFirestore();
  await seedSuperAdminMirror();
  await withRulesOff(async (admin) => {
    // One batch, one round trip: every test reseeds.
    const batch = writeBatch(admin);
    batch.set(doc(admin, 'affiliatePromoCodes/ALICE-10'), code('alice', 'ALICE-10'));
    batch.set(doc(admin, 'affiliatePromoCodes/BOB-PODCAST'), code('bob', 'BOB-PODCAST'));
    await batch.commit();
  });
});

describeMatrix<Role>(
  [
    {
      name: "get the affiliate's own code",
      allowed: ['affiliate', 'superAdmin'],
      run: (r) => getDoc(doc(db(r), 'affiliatePromoCodes/ALICE-10')),
    },
    {
      name: "list the affiliate's own codes",
      allowed: ['affiliate', 'superAdmin'],
      run: (r) =>
        getDocs(
          query(collection(db(r), 'affiliatePromoCodes'), where('affiliateUid', '==', 'alice')),
        ),
    },
    {
      name: 'list every code',
      allowed: ['superAdmin'],
      run: (r) => getDocs(collection(db(r), 'affiliatePromoCodes')),
    },
    {
      name: "get the other affiliate's code",
      allowed: ['otherAffiliate', 'superAdmin'],
      run: (r) => getDoc(doc(db(r), 'affiliatePromoCodes/BOB-PODCAST')),
    },
    {
      name: 'check whether a guessed code exists',
      allowed: ['superAdmin'],
      run: (r) => getDoc(doc(db(r), 'affiliatePromoCodes/GUESS-50')),
    },
    {
      name: 'create a code',
      allowed: [],
      run: (r) => setDoc(doc(db(r), 'affiliatePromoCodes/FREE-100'), code('alice', 'FREE-100')),
    },
    {
      name: 'raise the discount of a code',
      allowed: [],
      run: (r) =>
        updateDoc(doc(db(r), 'affiliatePromoCodes/ALICE-10'), {
          discount: { percentOff: 100, durationMonths: null },
        }),
    },
    {
      name: 'move a code to another affiliate',
      allowed: [],
      run: (r) => updateDoc(doc(db(r), 'affiliatePromoCodes/ALICE-10'), { affiliateUid: 'bob' }),
    },
    {
      name: 'reactivate or count redemptions',
      allowed: [],
      run: (r) =>
        updateDoc(doc(db(r), 'affiliatePromoCodes/ALICE-10'), { active: true, redemptions: 9 }),
    },
    {
      name: 'delete a code',
      allowed: [],
      run: (r) => deleteDoc(doc(db(r), 'affiliatePromoCodes/ALICE-10')),
    },
  ],
  roles,
);
