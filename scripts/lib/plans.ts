import type { Firestore } from 'firebase-admin/firestore';
import {
  FREE_PLAN_ID,
  type BillingInterval,
  type PlanDoc,
} from '../../functions/src/contracts/billing';
import { COMPANY_FREE_PLAN_SEATS } from '../../functions/src/contracts/seats';

/**
 * The demo catalogue: a free plan and two paid per-seat plans. Prices are in cents per seat. The
 * price ids are test mode's own; for real Stripe test keys set STRIPE_PRICE_<PLAN>_<INTERVAL>
 * (e.g. STRIPE_PRICE_TEAM_MONTHLY=price_1Q…) before seeding, or edit the plan documents.
 */
export function demoPlans(env: NodeJS.ProcessEnv = process.env): Record<string, PlanDoc> {
  const priceId = (plan: string, interval: BillingInterval) =>
    env[`STRIPE_PRICE_${plan.toUpperCase()}_${interval === 'month' ? 'MONTHLY' : 'YEARLY'}`] ??
    `price_${plan}_${interval === 'month' ? 'monthly' : 'yearly'}`;
  const paid = (plan: string, monthly: number, yearly: number) => ({
    month: { amount: monthly, providerPriceId: priceId(plan, 'month') },
    year: { amount: yearly, providerPriceId: priceId(plan, 'year') },
  });
  // The seats of a company without a paid plan: the functions and the app read them from here.
  const freeSeats = COMPANY_FREE_PLAN_SEATS;
  return {
    [FREE_PLAN_ID]: {
      name: 'Free',
      description: 'For small teams getting started.',
      features: [
        `Up to ${freeSeats} members`,
        'Team invitations by email or link',
        'Community support',
      ],
      limits: { seats: freeSeats },
      prices: { month: null, year: null },
      currency: 'usd',
      trialDays: 0,
      active: true,
      order: 0,
    },
    team: {
      name: 'Team',
      description: 'For growing teams that work together every day.',
      features: ['Up to 50 seats', 'Roles for owners, admins and members', 'Email support'],
      limits: { seats: 50 },
      prices: paid('team', 1200, 12000),
      currency: 'usd',
      trialDays: 14,
      active: true,
      order: 1,
    },
    business: {
      name: 'Business',
      description: 'For organisations with many teams.',
      features: ['Up to 500 seats', 'Everything in Team', 'Priority support'],
      limits: { seats: 500 },
      prices: paid('business', 2400, 24000),
      currency: 'usd',
      trialDays: 0,
      active: true,
      order: 2,
    },
  };
}

/** Writes the demo catalogue (the code is its source: a re-seed restores it). Idempotent. */
export async function seedPlans(
  db: Firestore,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  const batch = db.batch();
  for (const [id, plan] of Object.entries(demoPlans(env))) {
    batch.set(db.doc(`plans/${id}`), plan);
  }
  await batch.commit();
}
