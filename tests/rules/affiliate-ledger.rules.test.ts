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
 * The commission ledger: written only by functions (the billing webhook); super admins read it.
 * Affiliates, even for their own entries, go through affiliateEarningsOperations.
 */
const rulesEnv = rulesEnvironment();

type Role = 'visitor' | 'stranger' | 'affiliate' | 'referred' | 'superAdmin' | 'claimAsString';
const roles: Role[] = [
  'visitor',
  'stranger',
  'affiliate',
  'referred',
  'superAdmin',
  'claimAsString',
];

const db = roleContexts<Role>(rulesEnv, {
  visitor: PEOPLE.visitor,
  stranger: PEOPLE.stranger,
  affiliate: PEOPLE.alice,
  referred: PEOPLE.bob,
  superAdmin: PEOPLE.superAdmin,
  claimAsString: PEOPLE.claimAsString,
});

const entry = {
  affiliateUid: 'alice',
  kind: 'commission',
  amountCents: 500,
  currency: 'usd',
  companyId: 'c1',
  referredUid: 'bob',
  invoiceId: 'in_1',
  eventId: 'evt_1',
  createdAt: 1,
  availableAt: 2,
  payoutId: null,
  heldReason: null,
};

beforeEach(async () => {
  await rulesEnv().clearFirestore();
  await seedSuperAdminMirror();
  await withRulesOff(async (admin) => {
    // One batch, one round trip: every test reseeds.
    const batch = writeBatch(admin);
    batch.set(doc(admin, 'affiliateLedger/inv_in_1'), entry);
    batch.set(doc(admin, 'affiliateLedgerSkips/in_2'), {
      affiliateUid: 'alice',
      companyId: 'c2',
      referredUid: 'alice',
      invoiceId: 'in_2',
      reason: 'selfReferral',
      eventId: 'evt_2',
      createdAt: 1,
    });
    batch.set(doc(admin, 'affiliateLedgerCompanies/c1'), {
      affiliateUid: 'alice',
      referredUid: 'bob',
      firstCommissionAt: 1,
      firstInvoiceId: 'in_1',
    });
    batch.set(doc(admin, 'affiliateLedgerAffiliates/alice'), {
      payingReferrals: 3,
      updatedAt: 1,
    });
    batch.set(doc(admin, 'affiliateLedgerPending/ref_re_1'), {
      kind: 'refund',
      invoiceId: 'in_3',
      grossCents: 100,
      resolvedAt: null,
    });
    await batch.commit();
  });
});

describeMatrix<Role>(
  [
    {
      name: 'get a ledger entry',
      allowed: ['superAdmin'],
      run: (r) => getDoc(doc(db(r), 'affiliateLedger/inv_in_1')),
    },
    {
      name: "list the affiliate's own ledger entries",
      allowed: ['superAdmin'],
      run: (r) =>
        getDocs(query(collection(db(r), 'affiliateLedger'), where('affiliateUid', '==', 'alice'))),
    },
    {
      name: 'create a ledger entry',
      allowed: [],
      run: (r) => setDoc(doc(db(r), 'affiliateLedger/inv_in_9'), { ...entry, invoiceId: 'in_9' }),
    },
    {
      name: 'raise a ledger entry',
      allowed: [],
      run: (r) => updateDoc(doc(db(r), 'affiliateLedger/inv_in_1'), { amountCents: 50_000 }),
    },
    {
      name: 'mark a ledger entry paid',
      allowed: [],
      run: (r) => updateDoc(doc(db(r), 'affiliateLedger/inv_in_1'), { payoutId: 'p1' }),
    },
    {
      name: 'delete a ledger entry',
      allowed: [],
      run: (r) => deleteDoc(doc(db(r), 'affiliateLedger/inv_in_1')),
    },
    {
      name: 'get a skipped invoice',
      allowed: ['superAdmin'],
      run: (r) => getDoc(doc(db(r), 'affiliateLedgerSkips/in_2')),
    },
    {
      name: 'delete a skipped invoice',
      allowed: [],
      run: (r) => deleteDoc(doc(db(r), 'affiliateLedgerSkips/in_2')),
    },
    {
      name: "get a referred company's first commission",
      allowed: [],
      run: (r) => getDoc(doc(db(r), 'affiliateLedgerCompanies/c1')),
    },
    {
      name: 'reset a referred company (recurring commissions again)',
      allowed: [],
      run: (r) => deleteDoc(doc(db(r), 'affiliateLedgerCompanies/c1')),
    },
    {
      name: "get an affiliate's paying-referral count",
      allowed: [],
      run: (r) => getDoc(doc(db(r), 'affiliateLedgerAffiliates/alice')),
    },
    {
      name: 'raise a paying-referral count (to reach a tier)',
      allowed: [],
      run: (r) =>
        setDoc(doc(db(r), 'affiliateLedgerAffiliates/alice'), {
          payingReferrals: 99,
          updatedAt: 2,
        }),
    },
    {
      name: 'get a pending reversal',
      allowed: [],
      run: (r) => getDoc(doc(db(r), 'affiliateLedgerPending/ref_re_1')),
    },
    {
      name: 'resolve a pending reversal',
      allowed: [],
      run: (r) => updateDoc(doc(db(r), 'affiliateLedgerPending/ref_re_1'), { resolvedAt: 5 }),
    },
  ],
  roles,
);
