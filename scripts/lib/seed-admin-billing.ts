import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import {
  COMPLIMENTARY_STATUS,
  FREE_PLAN_ID,
  monthlyRevenueCents,
  type BillingInterval,
  type Entitlements,
  type SubscriptionStatus,
} from '../../functions/src/contracts/billing';
import { COMPANY_FREE_PLAN_SEATS } from '../../functions/src/contracts/seats';
import { DEMO_PASSWORD } from './demo-accounts';
import { demoPlans } from './plans';

/**
 * Companies on every plan and status for /admin/subscription-plans, the overview's MRR and the
 * reports: free, team trialing, team active, business active (yearly), past_due within its
 * grace, canceled, and a complimentary grant. Each has an owner (a demo user, password
 * `parley-demo-1`), a subscription mirror where it had one, and a billing history over a few
 * months. Deterministic within a day (times count from today's midnight UTC) and idempotent:
 * every document is overwritten whole.
 */

const DAY = 24 * 60 * 60 * 1000;

interface SeedCompany {
  key: string;
  name: string;
  owner: string;
  createdDaysAgo: number;
  /** null: never subscribed (the free plan, no entitlements). */
  plan: {
    planId: string;
    status: SubscriptionStatus | typeof COMPLIMENTARY_STATUS;
    seats: number;
    interval: BillingInterval | null;
  } | null;
}

export const billingDemoCompanies: SeedCompany[] = [
  {
    key: 'pebble',
    name: 'Pebble Studio',
    owner: 'Pia Pebble',
    createdDaysAgo: 20,
    plan: null,
  },
  {
    key: 'sprout',
    name: 'Sprout Labs',
    owner: 'Sol Sprout',
    createdDaysAgo: 6,
    plan: { planId: 'team', status: 'trialing', seats: 6, interval: 'month' },
  },
  {
    key: 'harbor',
    name: 'Harbor Health',
    owner: 'Hana Harbor',
    createdDaysAgo: 95,
    plan: { planId: 'team', status: 'active', seats: 12, interval: 'month' },
  },
  {
    key: 'summit',
    name: 'Summit Logistics',
    owner: 'Sam Summit',
    createdDaysAgo: 150,
    plan: { planId: 'business', status: 'active', seats: 40, interval: 'year' },
  },
  {
    key: 'lantern',
    name: 'Lantern Media',
    owner: 'Lea Lantern',
    createdDaysAgo: 70,
    plan: { planId: 'team', status: 'past_due', seats: 8, interval: 'month' },
  },
  {
    key: 'willow',
    name: 'Willow Design',
    owner: 'Wes Willow',
    createdDaysAgo: 120,
    plan: { planId: 'team', status: 'canceled', seats: 5, interval: 'month' },
  },
  {
    key: 'orbit',
    name: 'Orbit Nonprofit',
    owner: 'Ola Orbit',
    createdDaysAgo: 40,
    plan: { planId: 'business', status: COMPLIMENTARY_STATUS, seats: 25, interval: null },
  },
];

export const billingDemoOwnerEmail = (key: string) => `owner-${key}@example.com`;
const ownerUid = (key: string) => `demo-billing-${key}`;
export const billingDemoCompanyId = (key: string) => `demo-billing-${key}`;

interface Derived {
  entitlements: Entitlements | null;
  /** When the subscription became past_due (ms), for a past-due company (its dunning case). */
  pastDueSince: number | null;
  subscription: Record<string, unknown> | null;
  history: Record<string, unknown>[];
}

/** The entitlements, mirror and history of one demo company, as the webhook would have left them. */
export function billingDemoState(company: SeedCompany, anchor: number): Derived {
  const { plan } = company;
  if (!plan) return { entitlements: null, pastDueSince: null, subscription: null, history: [] };
  const plans = demoPlans({});
  const doc = plans[plan.planId];
  const created = anchor - company.createdDaysAgo * DAY;
  const periodEnd = anchor + (plan.interval === 'year' ? 200 : 12) * DAY;
  const price = plan.interval ? doc?.prices[plan.interval] : null;
  const paidMrr =
    price && plan.interval ? monthlyRevenueCents(price.amount, plan.interval, plan.seats) : 0;
  const free = (
    status: Entitlements['status'],
    graceUntil: number | null = null,
  ): Entitlements => ({
    planId: FREE_PLAN_ID,
    status,
    seats: COMPANY_FREE_PLAN_SEATS,
    interval: null,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    graceUntil,
    updatedAt: anchor,
    mrrCents: 0,
  });
  const onPlan = (mrrCents: number, graceUntil: number | null = null): Entitlements => ({
    planId: plan.planId,
    status: plan.status,
    seats: plan.seats,
    interval: plan.interval,
    currentPeriodEnd: plan.status === COMPLIMENTARY_STATUS ? anchor + 30 * DAY : periodEnd,
    cancelAtPeriodEnd: false,
    graceUntil,
    updatedAt: anchor,
    mrrCents,
  });
  const event = (
    daysAfterStart: number,
    type: string,
    status: string,
    mrrCents: number,
    planId = plan.planId,
  ) => ({
    type,
    outcome: 'applied',
    status,
    planId,
    seats: plan.seats,
    interval: plan.interval,
    mrrCents,
    at: created + daysAfterStart * DAY,
    actor: null,
    created: Math.floor((created + daysAfterStart * DAY) / 1000),
  });
  let entitlements: Entitlements;
  let history: Record<string, unknown>[];
  let pastDueSince: number | null = null;
  switch (plan.status) {
    case 'trialing':
      entitlements = onPlan(0);
      history = [
        event(1, 'checkout.session.completed', 'trialing', 0),
        event(1, 'customer.subscription.created', 'trialing', 0),
      ];
      break;
    case 'past_due':
      // Four days into its grace: the day 0 and day 3 mails went out (seed-dunning.ts).
      pastDueSince = anchor - 4 * DAY;
      entitlements = onPlan(paidMrr, pastDueSince + 7 * DAY);
      history = [
        event(1, 'customer.subscription.created', 'active', paidMrr),
        event(31, 'customer.subscription.updated', 'active', paidMrr),
        event(company.createdDaysAgo - 4, 'customer.subscription.updated', 'past_due', paidMrr),
      ];
      break;
    case 'canceled':
      entitlements = free('canceled');
      history = [
        event(1, 'customer.subscription.created', 'active', paidMrr),
        event(31, 'customer.subscription.updated', 'active', paidMrr),
        event(61, 'customer.subscription.deleted', 'canceled', 0, FREE_PLAN_ID),
      ];
      break;
    case COMPLIMENTARY_STATUS:
      entitlements = onPlan(0, anchor + 30 * DAY);
      history = [
        {
          ...event(company.createdDaysAgo, 'admin.complimentary', COMPLIMENTARY_STATUS, 0),
          actor: 'demo-super-admin',
          created: null,
        },
      ];
      break;
    default:
      entitlements = onPlan(paidMrr);
      history = [
        event(0, 'checkout.session.completed', 'active', paidMrr),
        event(0, 'customer.subscription.created', 'active', paidMrr),
        ...[30, 60, 90, 120]
          .filter((d) => d < company.createdDaysAgo)
          .map((d) => event(d, 'customer.subscription.updated', 'active', paidMrr)),
      ];
  }
  const subscription =
    plan.status === COMPLIMENTARY_STATUS
      ? null
      : {
          customerId: `cus_demo_${company.key}`,
          subscriptionId: `sub_demo_${company.key}`,
          status: plan.status,
          priceId: price?.providerPriceId ?? null,
          planId: plan.planId,
          planName: doc?.name ?? null,
          interval: plan.interval,
          seats: plan.seats,
          currentPeriodEnd: plan.status === 'canceled' ? anchor - 30 * DAY : periodEnd,
          cancelAtPeriodEnd: false,
          trialEnd: plan.status === 'trialing' ? periodEnd : null,
          pastDueSince,
          lastEventCreated: Math.floor(anchor / 1000) - 3600,
          updatedAt: anchor,
        };
  return { entitlements, pastDueSince, subscription, history };
}

/** Seeds the billing demo companies and their owners. Idempotent. */
export async function seedAdminBilling(db: Firestore, auth: Auth, now = Date.now()): Promise<void> {
  const anchor = now - (now % DAY);
  await Promise.all(
    billingDemoCompanies.map(async (company) => {
      const uid = ownerUid(company.key);
      const properties = {
        email: billingDemoOwnerEmail(company.key),
        password: DEMO_PASSWORD,
        displayName: company.owner,
        emailVerified: true,
      };
      try {
        await auth.updateUser(uid, properties);
      } catch {
        await auth.createUser({ uid, ...properties });
      }
    }),
  );
  const batch = db.batch();
  for (const company of billingDemoCompanies) {
    const id = billingDemoCompanyId(company.key);
    const uid = ownerUid(company.key);
    const slug = `demo-${company.key}`;
    const created = anchor - company.createdDaysAgo * DAY;
    const { entitlements, subscription, history } = billingDemoState(company, anchor);
    const ref = db.doc(`companies/${id}`);
    batch.set(ref, {
      name: company.name,
      slug,
      logoUrl: null,
      website: null,
      ownerUid: uid,
      memberCount: 1,
      createdAt: created,
      updatedAt: created,
      ...(entitlements ? { entitlements } : {}),
    });
    batch.set(db.doc(`companySlugs/${slug}`), { companyId: id });
    batch.set(ref.collection('members').doc(uid), {
      uid,
      companyId: id,
      role: 'owner',
      email: billingDemoOwnerEmail(company.key),
      displayName: company.owner,
      photoURL: null,
      joinedAt: created,
    });
    batch.set(
      db.doc(`users/${uid}`),
      {
        email: billingDemoOwnerEmail(company.key),
        displayName: company.owner,
        activeCompanyId: id,
      },
      { merge: true },
    );
    if (subscription) batch.set(ref.collection('billing').doc('subscription'), subscription);
    history.forEach((entry, i) => {
      batch.set(ref.collection('billingHistory').doc(`seed_${String(i).padStart(2, '0')}`), entry);
    });
  }
  await batch.commit();
}
