import {
  collection,
  deleteDoc,
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
import { beforeEach } from 'vitest';
import {
  companyRulesDb,
  type CompanyRulesRole,
  companyRulesRoles,
  describeMatrix,
  rulesEnvironment,
  seedSuperAdminMirror,
  withRulesOff,
} from '../support/rules-env';

const rulesEnv = rulesEnvironment();

type Role = CompanyRulesRole;
const roles = companyRulesRoles;
const db = (role: Role) => companyRulesDb(rulesEnv(), role);

const plan = (name: string, active: boolean, order: number) => ({
  name,
  description: '',
  features: [],
  limits: { seats: 50 },
  prices: { month: { amount: 1200, providerPriceId: `price_${name}` }, year: null },
  currency: 'usd',
  trialDays: 0,
  active,
  order,
});

const entitlements = {
  planId: 'team',
  status: 'active',
  seats: 10,
  interval: 'month',
  currentPeriodEnd: 2_000_000_000_000,
  cancelAtPeriodEnd: false,
  graceUntil: null,
  updatedAt: 1,
};

const subscription = (customerId: string) => ({
  customerId,
  subscriptionId: `sub_${customerId}`,
  status: 'active',
  priceId: 'price_team',
  planId: 'team',
  planName: 'Team',
  interval: 'month',
  seats: 10,
  currentPeriodEnd: 2_000_000_000_000,
  cancelAtPeriodEnd: false,
  trialEnd: null,
  pastDueSince: null,
  lastEventCreated: 1,
  updatedAt: 1,
});

beforeEach(async () => {
  await rulesEnv().clearFirestore();
  await seedSuperAdminMirror();
  await withRulesOff(async (admin) => {
    // One batch, one round trip: every test reseeds.
    const batch = writeBatch(admin);
    const company = (slug: string, ownerUid: string) => ({
      name: slug.toUpperCase(),
      slug,
      logoUrl: null,
      website: null,
      ownerUid,
      memberCount: 3,
      createdAt: 1,
      updatedAt: 1,
      entitlements,
    });
    const member = (companyId: string, uid: string, role: string) => ({
      uid,
      companyId,
      role,
      email: `${uid}@example.com`,
      displayName: uid,
      photoURL: null,
      joinedAt: 1,
    });
    batch.set(doc(admin, 'companies/A'), company('acme', 'olivia'));
    batch.set(doc(admin, 'companies/A/members/olivia'), member('A', 'olivia', 'owner'));
    batch.set(doc(admin, 'companies/A/members/adam'), member('A', 'adam', 'admin'));
    batch.set(doc(admin, 'companies/A/members/mia'), member('A', 'mia', 'member'));
    batch.set(doc(admin, 'companies/A/billing/subscription'), subscription('cus_A'));
    batch.set(doc(admin, 'companies/B'), company('bravo', 'bob'));
    batch.set(doc(admin, 'companies/B/members/bob'), member('B', 'bob', 'owner'));
    batch.set(doc(admin, 'companies/B/members/bea'), member('B', 'bea', 'member'));
    batch.set(doc(admin, 'companies/B/billing/subscription'), subscription('cus_B'));
    batch.set(doc(admin, 'plans/free'), plan('Free', true, 0));
    batch.set(doc(admin, 'plans/team'), plan('Team', true, 1));
    batch.set(doc(admin, 'plans/retired'), plan('Retired', false, 9));
    batch.set(doc(admin, 'billingEvents/evt_1'), { type: 'x', outcome: 'applied' });
    batch.set(doc(admin, 'billingCheckouts/cs_test_1'), { companyId: 'A', status: 'open' });
    batch.set(doc(admin, 'billingPortalSessions/bps_test_1'), { companyId: 'A' });
    batch.set(doc(admin, 'companies/A/billingHistory/evt_1'), {
      type: 'customer.subscription.updated',
      outcome: 'applied',
      at: 1,
    });
    await batch.commit();
  });
});

const membersOfA: Role[] = ['member', 'admin', 'owner', 'superAdmin'];
const everyone = roles;
const nobody: Role[] = [];

/** Who may do what with plans, subscriptions, entitlements and the functions' own records. */
const matrix: { name: string; allowed: Role[]; run: (role: Role) => Promise<unknown> }[] = [
  { name: 'get an active plan', allowed: everyone, run: (r) => getDoc(doc(db(r), 'plans/team')) },
  {
    name: 'list the active plans in order',
    allowed: everyone,
    run: (r) =>
      getDocs(query(collection(db(r), 'plans'), where('active', '==', true), orderBy('order'))),
  },
  {
    name: 'get a retired plan',
    allowed: ['superAdmin'],
    run: (r) => getDoc(doc(db(r), 'plans/retired')),
  },
  {
    name: 'list every plan, retired ones too',
    allowed: ['superAdmin'],
    run: (r) => getDocs(collection(db(r), 'plans')),
  },
  {
    name: 'create a plan',
    allowed: nobody,
    run: (r) => setDoc(doc(db(r), `plans/mine-${r}`), plan('Mine', true, 5)),
  },
  {
    name: 'change a plan price',
    allowed: nobody,
    run: (r) => updateDoc(doc(db(r), 'plans/team'), { 'prices.month.amount': 1 }),
  },
  {
    name: 'activate a retired plan',
    allowed: nobody,
    run: (r) => updateDoc(doc(db(r), 'plans/retired'), { active: true }),
  },
  { name: 'delete a plan', allowed: nobody, run: (r) => deleteDoc(doc(db(r), 'plans/free')) },
  {
    name: "get company A's subscription",
    allowed: membersOfA,
    run: (r) => getDoc(doc(db(r), 'companies/A/billing/subscription')),
  },
  {
    name: "list company A's billing documents",
    allowed: membersOfA,
    run: (r) => getDocs(collection(db(r), 'companies/A/billing')),
  },
  {
    name: "get company B's subscription",
    allowed: ['memberB', 'superAdmin'],
    run: (r) => getDoc(doc(db(r), 'companies/B/billing/subscription')),
  },
  {
    name: "write company A's subscription",
    allowed: nobody,
    run: (r) =>
      setDoc(doc(db(r), 'companies/A/billing/subscription'), {
        ...subscription('cus_A'),
        seats: 1000,
      }),
  },
  {
    name: "update company A's subscription status",
    allowed: nobody,
    run: (r) => updateDoc(doc(db(r), 'companies/A/billing/subscription'), { status: 'active' }),
  },
  {
    name: "delete company A's subscription",
    allowed: nobody,
    run: (r) => deleteDoc(doc(db(r), 'companies/A/billing/subscription')),
  },
  {
    name: 'create a subscription for company A',
    allowed: nobody,
    run: (r) => setDoc(doc(db(r), 'companies/A/billing/other'), subscription('cus_X')),
  },
  {
    name: "get an entry of company A's billing history",
    allowed: ['superAdmin'],
    run: (r) => getDoc(doc(db(r), 'companies/A/billingHistory/evt_1')),
  },
  {
    name: "list company A's billing history, newest first",
    allowed: ['superAdmin'],
    run: (r) =>
      getDocs(query(collection(db(r), 'companies/A/billingHistory'), orderBy('at', 'desc'))),
  },
  {
    name: "write company A's billing history",
    allowed: nobody,
    run: (r) =>
      setDoc(doc(db(r), 'companies/A/billingHistory/evt_2'), { type: 'x', outcome: 'y', at: 2 }),
  },
  {
    name: "delete an entry of company A's billing history",
    allowed: nobody,
    run: (r) => deleteDoc(doc(db(r), 'companies/A/billingHistory/evt_1')),
  },
  {
    name: "read company A's entitlements (the company document)",
    allowed: membersOfA,
    run: (r) => getDoc(doc(db(r), 'companies/A')),
  },
  {
    name: "raise company A's entitlement seats",
    allowed: nobody,
    run: (r) => updateDoc(doc(db(r), 'companies/A'), { 'entitlements.seats': 1000 }),
  },
  {
    name: "replace company A's entitlements",
    allowed: nobody,
    run: (r) =>
      setDoc(
        doc(db(r), 'companies/A'),
        { entitlements: { ...entitlements, planId: 'business', seats: 500 } },
        { merge: true },
      ),
  },
  {
    name: "remove company A's entitlements",
    allowed: nobody,
    run: (r) => updateDoc(doc(db(r), 'companies/A'), { entitlements: null }),
  },
  {
    name: 'get a processed event record',
    allowed: nobody,
    run: (r) => getDoc(doc(db(r), 'billingEvents/evt_1')),
  },
  {
    name: 'list processed events',
    allowed: nobody,
    run: (r) => getDocs(collection(db(r), 'billingEvents')),
  },
  {
    name: 'record an event as processed',
    allowed: nobody,
    run: (r) => setDoc(doc(db(r), 'billingEvents/evt_2'), { type: 'x', outcome: 'applied' }),
  },
  {
    name: 'get a checkout',
    allowed: nobody,
    run: (r) => getDoc(doc(db(r), 'billingCheckouts/cs_test_1')),
  },
  {
    name: "list company A's checkouts",
    allowed: nobody,
    run: (r) =>
      getDocs(query(collection(db(r), 'billingCheckouts'), where('companyId', '==', 'A'))),
  },
  {
    name: 'mark a checkout paid',
    allowed: nobody,
    run: (r) => updateDoc(doc(db(r), 'billingCheckouts/cs_test_1'), { status: 'complete' }),
  },
  {
    name: 'get a portal session',
    allowed: nobody,
    run: (r) => getDoc(doc(db(r), 'billingPortalSessions/bps_test_1')),
  },
  {
    name: 'create a portal session',
    allowed: nobody,
    run: (r) => setDoc(doc(db(r), 'billingPortalSessions/bps_mine'), { companyId: 'A' }),
  },
];

describeMatrix(matrix, roles);
