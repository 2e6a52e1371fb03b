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
 * Payouts, payout batches and review flags: written only by functions (money and access
 * decisions); super admins read them. The affiliate, even for their own payout, goes through the
 * earnings callable. So do their payout details: the change waiting for its mailed link (with the
 * token's hash) is closed to every client, and only functions write the confirmed details.
 */
const rulesEnv = rulesEnvironment();

type Role = 'visitor' | 'stranger' | 'affiliate' | 'superAdmin' | 'claimAsString';
const roles: Role[] = ['visitor', 'stranger', 'affiliate', 'superAdmin', 'claimAsString'];

const db = roleContexts<Role>(rulesEnv, {
  visitor: PEOPLE.visitor,
  stranger: PEOPLE.stranger,
  affiliate: PEOPLE.alice,
  superAdmin: PEOPLE.superAdmin,
  claimAsString: PEOPLE.claimAsString,
});

const payout = {
  batchId: 'b1',
  affiliateUid: 'alice',
  payoutEmail: 'alice@example.com',
  amountCents: 9000,
  entryIds: ['inv_1'],
  status: 'pending',
  createdAt: 1,
  paidAt: null,
  reference: null,
};

beforeEach(async () => {
  await rulesEnv().clearFirestore();
  await seedSuperAdminMirror();
  await withRulesOff(async (admin) => {
    // One batch, one round trip: every test reseeds.
    const batch = writeBatch(admin);
    batch.set(doc(admin, 'affiliatePayouts/p1'), payout);
    batch.set(doc(admin, 'affiliatePayoutBatches/b1'), {
      status: 'pending',
      createdAt: 1,
      createdBy: 'root',
      asOf: 1,
      payoutCount: 1,
      totalCents: 9000,
      paidCount: 0,
      paidCents: 0,
    });
    batch.set(doc(admin, 'affiliates/alice'), {
      username: 'alice',
      status: 'approved',
      payoutDetails: { method: 'paypal', email: 'alice@example.com' },
    });
    batch.set(doc(admin, 'affiliatePayoutDetailChanges/alice'), {
      details: { method: 'paypal', email: 'alice.new@example.com' },
      tokenHash: 'ab'.repeat(32),
      requestedAt: 1,
      expiresAt: 2,
      sentTo: 'alice@example.com',
    });
    batch.set(doc(admin, 'affiliateFlags/f1'), {
      affiliateUid: 'alice',
      kind: 'signupBurst',
      day: '2026-01-02',
      count: 40,
      createdAt: 1,
      status: 'open',
    });
    await batch.commit();
  });
});

const superAdminOnly: Role[] = ['superAdmin'];

describeMatrix<Role>(
  [
    {
      name: 'get a payout (their own, for the affiliate)',
      allowed: superAdminOnly,
      run: (r) => getDoc(doc(db(r), 'affiliatePayouts/p1')),
    },
    {
      name: 'list payouts filtered to alice',
      allowed: superAdminOnly,
      run: (r) =>
        getDocs(query(collection(db(r), 'affiliatePayouts'), where('affiliateUid', '==', 'alice'))),
    },
    {
      name: 'mark a payout paid from the client',
      allowed: [],
      run: (r) =>
        updateDoc(doc(db(r), 'affiliatePayouts/p1'), { status: 'paid', reference: 'x', paidAt: 2 }),
    },
    {
      name: 'create a payout',
      allowed: [],
      run: (r) => setDoc(doc(db(r), 'affiliatePayouts/p2'), payout),
    },
    {
      name: 'delete a payout',
      allowed: [],
      run: (r) => deleteDoc(doc(db(r), 'affiliatePayouts/p1')),
    },
    {
      name: 'get a payout batch',
      allowed: superAdminOnly,
      run: (r) => getDoc(doc(db(r), 'affiliatePayoutBatches/b1')),
    },
    {
      name: 'list payout batches',
      allowed: superAdminOnly,
      run: (r) => getDocs(collection(db(r), 'affiliatePayoutBatches')),
    },
    {
      name: 'write a payout batch',
      allowed: [],
      run: (r) => updateDoc(doc(db(r), 'affiliatePayoutBatches/b1'), { paidCount: 1 }),
    },
    {
      name: 'get a flag',
      allowed: superAdminOnly,
      run: (r) => getDoc(doc(db(r), 'affiliateFlags/f1')),
    },
    {
      name: 'list open flags',
      allowed: superAdminOnly,
      run: (r) =>
        getDocs(query(collection(db(r), 'affiliateFlags'), where('status', '==', 'open'))),
    },
    {
      name: 'get the payout details change waiting for its link (alice: her own)',
      allowed: [],
      run: (r) => getDoc(doc(db(r), 'affiliatePayoutDetailChanges/alice')),
    },
    {
      name: 'write the payout details change waiting for its link',
      allowed: [],
      run: (r) =>
        setDoc(doc(db(r), 'affiliatePayoutDetailChanges/alice'), {
          details: { method: 'paypal', email: 'x@example.com' },
          tokenHash: 'cd'.repeat(32),
          requestedAt: 3,
          expiresAt: 4,
          sentTo: 'x@example.com',
        }),
    },
    {
      name: 'set the payout details on the affiliate record (alice: her own)',
      allowed: [],
      run: (r) =>
        updateDoc(doc(db(r), 'affiliates/alice'), {
          payoutDetails: { method: 'paypal', email: 'x@example.com' },
        }),
    },
    {
      name: 'dismiss a flag from the client',
      allowed: [],
      run: (r) => updateDoc(doc(db(r), 'affiliateFlags/f1'), { status: 'dismissed' }),
    },
  ],
  roles,
);
