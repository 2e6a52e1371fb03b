import { logger } from 'firebase-functions';
import { HttpsError } from 'firebase-functions/v2/https';
import type { BillingInterval } from '../../contracts/billing';
import { seatsInUse } from '../../contracts/seats';
import {
  promoCodeFieldError,
  PromoCodeRefusal,
  usablePromoCode,
  type UsablePromoCode,
} from '../affiliate/promo-codes';
import { requireRole } from '../companies/membership';
import { pendingInvitations } from '../companies/seats';
import { PAYMENTS_OFF_MESSAGE, TEST_CHECKOUT_PATH, type BillingConfig } from './config';
import type { BillingDeps } from './deps';
import { expireOpenCheckouts } from './close-company-billing';
import { isTerminal } from './entitlements';
import {
  checkoutRef,
  parsePlan,
  planRef,
  randomId,
  subscriptionConverter,
  subscriptionRef,
  type CheckoutDoc,
} from './store';
import { createStripeCheckout, isStripeRequestError } from './stripe-client';
import { getAllOf } from '../../lib/converters';
import { refusal } from '../../lib/refusal';
import { COMPANY_ACTIONS } from '../../contracts/company-permissions';

/** Test mode's checkouts expire like Stripe's: after 24 hours. */
export const TEST_CHECKOUT_TTL_MS = 24 * 60 * 60 * 1000;

export interface Buyer {
  uid: string;
  /** From the verified ID token; a new Stripe customer gets it. */
  email: string | null;
}

export function requirePayments(config: Pick<BillingConfig, 'mode'>): void {
  if (config.mode === 'off') throw new HttpsError('failed-precondition', PAYMENTS_OFF_MESSAGE);
}

/**
 * A promo code given in the app, if a customer may use it (refused as an invalid `promoCode`
 * field otherwise, so the dialog shows it there and keeps everything else). In Stripe mode a
 * code whose discount has no Stripe promotion code is refused too: Stripe could not give it.
 */
async function checkoutPromo(
  db: BillingDeps['db'],
  typed: string,
  config: Pick<BillingConfig, 'mode'>,
): Promise<UsablePromoCode> {
  try {
    const promo = await usablePromoCode(db, typed);
    if (config.mode === 'stripe' && promo.discount && !promo.stripePromotionCodeId) {
      logger.error('billing: a promo code with a discount has no Stripe promotion code', {
        code: promo.code,
      });
      throw new PromoCodeRefusal(
        `The promo code “${promo.code}” cannot be used right now. Continue without it, or contact support.`,
      );
    }
    return promo;
  } catch (error) {
    throw error instanceof PromoCodeRefusal ? promoCodeFieldError(error) : error;
  }
}

const seats = (n: number) => `${n} ${n === 1 ? 'seat' : 'seats'}`;
const intervalWord: Record<BillingInterval, string> = { month: 'monthly', year: 'yearly' };

/**
 * Starts a checkout for `seats` seats of a paid plan, for the owner or an admin of the company.
 * Refused: a plan that does not exist, is not offered or is free; fewer seats than the company
 * uses (members plus pending email invitations) or more than the plan allows; a company that
 * already has a live subscription (the portal changes it). The trial applies only to a company
 * that never had a subscription. Stripe mode answers with Stripe's checkout page; test mode with
 * the built-in test checkout.
 */
export async function createCheckout(
  input: {
    companyId: string;
    planId: string;
    interval: BillingInterval;
    seats: number;
    promoCode?: string;
  },
  buyer: Buyer,
  deps: BillingDeps,
): Promise<{ url: string }> {
  requirePayments(deps.config);
  const { db, now, config } = deps;
  const { companyId, planId, interval } = input;

  const prepared = await db.runTransaction(
    async (tx) => {
      const manager = await requireRole(tx, db, companyId, buyer.uid, COMPANY_ACTIONS.billing);
      const [planSnap, subscriptionSnap] = await getAllOf(
        tx,
        planRef(db, planId),
        subscriptionRef(db, companyId).withConverter(subscriptionConverter),
      );
      const pending = await pendingInvitations(tx, db, companyId);
      const stored = planSnap.exists ? parsePlan(planId, planSnap.data()) : null;
      if (!stored) throw new HttpsError('not-found', `There is no plan called “${planId}”.`);
      const { plan } = stored;
      if (!plan.active) {
        throw refusal(
          { reason: 'planNotOffered', planName: plan.name },
          `The ${plan.name} plan is no longer offered. Please choose another plan.`,
        );
      }
      const price = plan.prices[interval];
      if (!plan.prices.month && !plan.prices.year) {
        throw new HttpsError(
          'failed-precondition',
          `The ${plan.name} plan is free: there is nothing to buy.`,
        );
      }
      if (!price) {
        throw new HttpsError(
          'failed-precondition',
          `The ${plan.name} plan has no ${intervalWord[interval]} price. Please choose the other billing period.`,
        );
      }
      if (input.seats > plan.limits.seats) {
        throw new HttpsError(
          'invalid-argument',
          `The ${plan.name} plan allows at most ${seats(plan.limits.seats)}. Choose fewer seats or a larger plan.`,
        );
      }
      const inUse = seatsInUse(
        manager.company.memberCount,
        pending.map((p) => p.data),
        now,
      );
      if (input.seats < inUse) {
        throw new HttpsError(
          'failed-precondition',
          `${manager.company.name} already uses ${seats(inUse)} (members and pending invitations). Choose at least ${seats(inUse)}, or remove people or invitations first.`,
        );
      }
      const subscription = subscriptionSnap.data() ?? null;
      if (subscription && !isTerminal(subscription.status)) {
        throw new HttpsError(
          'failed-precondition',
          `${manager.company.name} already has a subscription. Change its plan or seats in the billing portal.`,
        );
      }
      return {
        plan,
        price,
        customerId: subscription?.customerId ?? null,
        everSubscribed: !!subscription,
      };
    },
    { readOnly: true },
  );

  const { plan, price } = prepared;
  // After the role check: only a company's managers learn whether a code is valid.
  const typedPromo = input.promoCode?.trim();
  const promo = typedPromo ? await checkoutPromo(db, typedPromo, config) : null;
  // One open checkout per company: an earlier one (another tab, another manager) closes first.
  await expireOpenCheckouts(db, companyId, { stripe: deps.stripe, now });
  const trialDays = prepared.everSubscribed ? 0 : plan.trialDays;
  const record = (id: string, mode: CheckoutDoc['mode'], expiresAt: number): CheckoutDoc => ({
    companyId,
    planId,
    planName: plan.name,
    interval,
    seats: input.seats,
    priceId: price.providerPriceId,
    amount: price.amount,
    currency: plan.currency,
    trialDays,
    createdBy: buyer.uid,
    createdAt: now,
    expiresAt,
    mode,
    status: 'open',
    fulfilledAt: null,
    customerId: prepared.customerId,
    completedAt: null,
    subscription: null,
    promoCode: promo?.code ?? null,
    discount: promo?.discount ?? null,
  });

  if (config.mode === 'test' || !deps.stripe) {
    const id = randomId('cs_test');
    await checkoutRef(db, id).create(record(id, 'test', now + TEST_CHECKOUT_TTL_MS));
    return { url: `${TEST_CHECKOUT_PATH}?session=${id}` };
  }

  let session: { id: string; url: string; expiresAt: number };
  try {
    session = await createStripeCheckout(deps.stripe, {
      companyId,
      planId,
      priceId: price.providerPriceId,
      seats: input.seats,
      trialDays,
      customerId: prepared.customerId,
      email: buyer.email,
      appUrl: config.appUrl,
      promotion: promo,
    });
  } catch (error) {
    logger.error('billing: Stripe refused to create a checkout session', {
      companyId,
      planId,
      priceId: price.providerPriceId,
      error,
    });
    if (isStripeRequestError(error)) {
      throw new HttpsError(
        'failed-precondition',
        `The ${plan.name} plan cannot be bought right now: its price is not set up with our payment provider. Please contact support.`,
      );
    }
    throw new HttpsError(
      'unavailable',
      'Our payment provider did not answer. Please try again in a moment.',
    );
  }
  await checkoutRef(db, session.id).set(record(session.id, 'stripe', session.expiresAt));
  return { url: session.url };
}
