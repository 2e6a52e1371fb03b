import type { Firestore } from 'firebase-admin/firestore';
import type { BillingInterval } from '../../functions/src/contracts/billing';
import { newDunningCase, nextMailAt } from '../../functions/src/services/billing/dunning';
import {
  DUNNING_CASES,
  dunningCaseId,
  type DunningCaseDoc,
} from '../../functions/src/services/billing/dunning-store';
import { demoPlans } from './plans';
import { billingDemoCompanies, billingDemoCompanyId, billingDemoState } from './seed-admin-billing';

/**
 * Failing payments for /admin/subscription-plans' queue and the app's banner: Lantern Media
 * (past due, see seed-admin-billing.ts) has an open case whose day 0 and day 3 mails went out,
 * and Harbor Health one recovered this month (its history says so too). Idempotent within a
 * day: times count from today's midnight UTC and every document is overwritten whole.
 */

const DAY = 24 * 60 * 60 * 1000;
const GRACE_MS = 7 * DAY;

const demoCompany = (key: string) => billingDemoCompanies.find((c) => c.key === key);

function demoCase(key: string, pastDueSince: number, now: number): DunningCaseDoc {
  const company = demoCompany(key);
  const plan = company?.plan;
  const doc = plan ? demoPlans({})[plan.planId] : undefined;
  if (!company || !plan || !doc || !plan.interval) {
    throw new Error(`The billing demo company ${key} has no paid plan.`);
  }
  const interval: BillingInterval = plan.interval;
  return newDunningCase({
    companyId: billingDemoCompanyId(key),
    companyName: company.name,
    snapshot: { subscriptionId: `sub_demo_${key}`, quantity: plan.seats },
    match: { id: plan.planId, plan: doc, interval },
    pastDueSince,
    graceMs: GRACE_MS,
    now,
  });
}

export async function seedDunning(db: Firestore, now = Date.now()): Promise<void> {
  const anchor = now - (now % DAY);
  const batch = db.batch();

  const lantern = demoCompany('lantern');
  const pastDueSince = lantern ? billingDemoState(lantern, anchor).pastDueSince : null;
  if (pastDueSince === null) throw new Error('Lantern Media is not past due in the seed.');
  const open = demoCase('lantern', pastDueSince, anchor);
  const mailed: DunningCaseDoc = { ...open, mailsSent: [0, 3] };
  mailed.nextMailAt = nextMailAt(mailed, anchor);
  batch.set(
    db.collection(DUNNING_CASES).doc(dunningCaseId(mailed.companyId, pastDueSince)),
    mailed,
  );

  // Harbor's renewal failed three days before today's midnight and went through at midnight
  // (which is always in this month, even on the 1st).
  const failedAt = anchor - 3 * DAY;
  const recovered: DunningCaseDoc = {
    ...demoCase('harbor', failedAt, failedAt),
    mailsSent: [0],
    nextMailAt: null,
    status: 'recovered',
    closedAt: anchor,
    updatedAt: anchor,
  };
  batch.set(
    db.collection(DUNNING_CASES).doc(dunningCaseId(recovered.companyId, failedAt)),
    recovered,
  );
  const history = db.doc(`companies/${recovered.companyId}`).collection('billingHistory');
  const entry = (status: 'past_due' | 'active', at: number) => ({
    type: 'customer.subscription.updated',
    outcome: 'applied',
    status,
    planId: recovered.planId,
    seats: demoCompany('harbor')?.plan?.seats ?? null,
    interval: 'month',
    mrrCents: recovered.amountCents,
    at,
    actor: null,
    created: Math.floor(at / 1000),
  });
  batch.set(history.doc('seed_dunning_past_due'), entry('past_due', failedAt));
  batch.set(history.doc('seed_dunning_recovered'), entry('active', anchor));
  await batch.commit();
}
