import { logger } from 'firebase-functions';
import { companyConverter, companyRef } from '../companies/store';
import type { BillingDeps } from './deps';
import { usablePromoCode, PromoCodeRefusal } from '../affiliate/promo-codes';
import { checkoutDocSchema, checkoutRef, planForPrice, type CheckoutDoc } from './store';
import { discountedAmount, testSubscriptionDiscount } from './test-discount';
import { checkoutPage, messagePage, portalPage } from './test-pages';
import {
  lastPaidTestInvoice,
  recordTestInvoice,
  TEST_PAYMENT_CHANGES,
  testPaymentEvent,
  TestPaymentError,
  type TestPaymentChange,
} from './test-payments';
import {
  payTestCheckout,
  portalChangeEvent,
  PortalChangeError,
  readTestPortal,
  resolveWebhookUrl,
  sendSignedEvents,
  type PortalChange,
  type TestEvent,
  type TestPortal,
  type TestPromo,
} from './test-provider';
import { loggableError } from '../../lib/loggable-error';

export interface TestPageRequest {
  method: string;
  query: Record<string, unknown>;
  body: unknown;
  secFetchSite: string | undefined;
}

export type TestPageResponse =
  | { status: number; html: string }
  | { status: 303; location: string }
  | { status: 404 | 405 | 403; text: string };

const param = (source: unknown, name: string): string | null => {
  const value = (source as Record<string, unknown> | null | undefined)?.[name];
  return typeof value === 'string' && value.length <= 300 ? value : null;
};

const ID = /^[a-z]+_test_[0-9a-f]{48}$/;

const notices: Record<PortalChange['kind'], string> = {
  seats: 'The number of seats was changed.',
  plan: 'The plan was switched.',
  'cancel-at-period-end': 'The subscription will end with the current period.',
  resume: 'The subscription will continue.',
  'cancel-now': 'The subscription was canceled.',
  'payment-fails': 'A failed renewal payment was simulated: the subscription is past due.',
  'payment-succeeds': 'A successful renewal payment was simulated.',
};

const paymentNotices: Record<TestPaymentChange, string> = {
  'refund-full': 'The last invoice was refunded in full.',
  'refund-partial': 'Half of the last invoice was refunded.',
  dispute: 'A dispute was opened on the last invoice.',
  'dispute-won': 'The dispute was closed in your favour: the money comes back.',
  'dispute-lost': 'The dispute was closed for the customer: the money stays with them.',
};

function paymentChange(body: unknown): TestPaymentChange | null {
  const action = param(body, 'action');
  return TEST_PAYMENT_CHANGES.find((change) => change === action) ?? null;
}

/** The events of a portal change; a successful renewal also pays an invoice (invoice.paid). */
async function portalEvents(
  portal: TestPortal,
  change: PortalChange,
  deps: BillingDeps,
): Promise<TestEvent[]> {
  const events = [portalChangeEvent(portal, change, deps.now)];
  if (change.kind === 'payment-succeeds') {
    const s = portal.subscription;
    const plan = planForPrice(portal.plans, s.priceId);
    const price = plan ? plan.plan.prices[plan.interval] : null;
    const paidAt = Math.floor(deps.now / 1000) * 1000;
    // A promo code's discount, while it lasts, as Stripe applies a coupon to each invoice.
    const promo = await testSubscriptionDiscount(deps.db, s.subscriptionId);
    events.push(
      await recordTestInvoice(deps.db, {
        companyId: portal.session.companyId,
        customerId: s.customerId,
        subscriptionId: s.subscriptionId,
        planId: s.planId,
        currency: plan?.plan.currency ?? 'usd',
        amountPaid: discountedAmount(
          (price?.amount ?? 0) * s.seats,
          promo?.discount ?? null,
          promo?.startedAt ?? paidAt,
          paidAt,
        ),
        paidAt,
      }),
    );
  }
  return events;
}

function portalChange(body: unknown): PortalChange | null {
  switch (param(body, 'action')) {
    case 'seats':
      return { kind: 'seats', seats: Number(param(body, 'seats')) };
    case 'plan':
      return { kind: 'plan', priceId: param(body, 'priceId') ?? '' };
    case 'cancel-at-period-end':
      return { kind: 'cancel-at-period-end' };
    case 'resume':
      return { kind: 'resume' };
    case 'cancel-now':
      return { kind: 'cancel-now' };
    case 'payment-fails':
      return { kind: 'payment-fails' };
    case 'payment-succeeds':
      return { kind: 'payment-succeeds' };
    default:
      return null;
  }
}

async function send(events: TestEvent[], deps: BillingDeps): Promise<void> {
  if (!deps.config.webhookSecret) throw new Error('No webhook secret.');
  await sendSignedEvents(events, {
    url: await resolveWebhookUrl(deps.config),
    secret: deps.config.webhookSecret,
  });
}

const expiredCheckout = () => ({
  status: 410,
  html: messagePage(
    'This test checkout has expired',
    'Nothing was charged. Start again from the pricing page.',
    { href: '/pricing', text: 'Back to pricing' },
  ),
});

/** The open checkout and its company's name, or the page to show instead. */
async function openCheckout(
  sessionId: string,
  successUrl: string,
  deps: BillingDeps,
): Promise<{ checkout: CheckoutDoc; companyName: string } | TestPageResponse> {
  const snap = await checkoutRef(deps.db, sessionId).get();
  const parsed = checkoutDocSchema.safeParse(snap.data());
  if (!snap.exists || !parsed.success || parsed.data.mode !== 'test') {
    return { status: 404, text: 'Not found' };
  }
  const checkout = parsed.data;
  if (checkout.status === 'complete') {
    return {
      status: 200,
      html: messagePage('This test checkout is paid', 'Nothing more to do here.', {
        href: successUrl,
        text: 'Continue',
      }),
    };
  }
  if (checkout.status !== 'open' || deps.now >= checkout.expiresAt) return expiredCheckout();
  const company = (
    await companyRef(deps.db, checkout.companyId).withConverter(companyConverter).get()
  ).data();
  return { checkout, companyName: company?.name ?? 'your company' };
}

/**
 * The code typed in the promo code field: none, the code to apply (checked as at createCheckout:
 * active, its affiliate approved), or the page again with the refusal at the field.
 */
async function typedPromo(
  request: TestPageRequest,
  open: { checkout: CheckoutDoc; companyName: string },
  sessionId: string,
  deps: BillingDeps,
): Promise<{ promo: TestPromo | null } | TestPageResponse> {
  // Without the field (a post not from the page), the code given in the app still applies.
  const typed = (param(request.body, 'promoCode') ?? open.checkout.promoCode ?? '').trim();
  if (!typed) return { promo: null };
  try {
    const usable = await usablePromoCode(deps.db, typed);
    return { promo: { code: usable.code, discount: usable.discount } };
  } catch (error) {
    if (!(error instanceof PromoCodeRefusal)) throw error;
    return {
      status: 400,
      html: checkoutPage(sessionId, open.checkout, open.companyName, {
        typed,
        applied: null,
        error: error.message,
      }),
    };
  }
}

async function checkoutRequest(
  request: TestPageRequest,
  sessionId: string,
  deps: BillingDeps,
): Promise<TestPageResponse> {
  const successUrl = `/payment/success?session_id=${encodeURIComponent(sessionId)}`;
  if (request.method === 'POST') {
    const action = param(request.body, 'action');
    if (action === 'cancel') return { status: 303, location: '/payment/cancel' };
    if (action !== 'pay' && action !== 'apply') return { status: 404, text: 'Not found' };
    const open = await openCheckout(sessionId, successUrl, deps);
    let promo: TestPromo | null = null;
    if (!('status' in open)) {
      const typed = await typedPromo(request, open, sessionId, deps);
      if ('status' in typed) return typed;
      promo = typed.promo;
      if (action === 'apply') {
        const state = { typed: promo?.code ?? '', applied: promo, error: null };
        return {
          status: 200,
          html: checkoutPage(sessionId, open.checkout, open.companyName, state),
        };
      }
    } else if (action === 'apply') {
      return open;
    }
    // Paid, expired or unknown: payTestCheckout answers as it always did (paid twice pays once).
    const result = await payTestCheckout(deps.db, sessionId, deps.now, promo);
    if (result.kind === 'not-found') return { status: 404, text: 'Not found' };
    if (result.kind === 'expired') return expiredCheckout();
    if (result.kind === 'paid') {
      try {
        // The subscription's first invoice: $0 during a trial, as Stripe sends it.
        const { checkout } = result;
        const subscription = checkout.subscription;
        const invoice = subscription
          ? await recordTestInvoice(deps.db, {
              companyId: checkout.companyId,
              customerId: subscription.customerId,
              subscriptionId: subscription.subscriptionId,
              planId: checkout.planId,
              currency: checkout.currency,
              amountPaid:
                subscription.status === 'trialing'
                  ? 0
                  : discountedAmount(
                      checkout.amount * checkout.seats,
                      checkout.discount,
                      checkout.completedAt ?? deps.now,
                      checkout.completedAt ?? deps.now,
                    ),
              paidAt: checkout.completedAt ?? deps.now,
            })
          : null;
        await send(invoice ? [...result.events, invoice] : result.events, deps);
      } catch (error) {
        logger.error('test checkout: the webhook did not take the events', {
          error: loggableError(error),
        });
        return {
          status: 502,
          html: messagePage(
            'The test payment is recorded, but the webhook failed',
            'The billing webhook did not accept the test events (see the functions log). The success page confirms the payment by itself.',
            { href: successUrl, text: 'Continue' },
          ),
        };
      }
    }
    return { status: 303, location: successUrl };
  }

  const open = await openCheckout(sessionId, successUrl, deps);
  if ('status' in open) return open;
  const { checkout, companyName } = open;
  // A code given in the app is filled in and applied; the customer may change it.
  const applied = checkout.promoCode
    ? { code: checkout.promoCode, discount: checkout.discount }
    : null;
  return {
    status: 200,
    html: checkoutPage(sessionId, checkout, companyName, {
      typed: checkout.promoCode ?? '',
      applied,
      error: null,
    }),
  };
}

async function portalRequest(
  request: TestPageRequest,
  portalId: string,
  deps: BillingDeps,
): Promise<TestPageResponse> {
  const portal = await readTestPortal(deps.db, portalId, deps.now);
  if (!portal) {
    return {
      status: 404,
      html: messagePage(
        'This billing portal link has expired',
        'Open the billing portal again from your company page.',
        { href: '/company', text: 'Back to your company' },
      ),
    };
  }
  const lastInvoice = await lastPaidTestInvoice(deps.db, portal.session.companyId);
  if (request.method === 'POST') {
    const payment = paymentChange(request.body);
    const change = payment ? null : portalChange(request.body);
    const done = payment ?? change?.kind;
    if (!done) return { status: 404, text: 'Not found' };
    try {
      const events = payment
        ? [await testPaymentEvent(deps.db, portal.session.companyId, payment, deps.now)]
        : change
          ? await portalEvents(portal, change, deps)
          : [];
      await send(events, deps);
    } catch (error) {
      const shown = error instanceof PortalChangeError || error instanceof TestPaymentError;
      if (!shown)
        logger.error('test portal: the webhook did not take the event', {
          error: loggableError(error),
        });
      const text = shown
        ? error.message
        : 'The billing webhook did not accept the change (see the functions log).';
      return {
        status: 400,
        html: portalPage(portalId, portal, { kind: 'error', text }, lastInvoice),
      };
    }
    return {
      status: 303,
      location: `?portal=${encodeURIComponent(portalId)}&done=${encodeURIComponent(done)}`,
    };
  }
  const done = param(request.query, 'done');
  const notice =
    done && done in notices
      ? notices[done as PortalChange['kind']]
      : done && done in paymentNotices
        ? paymentNotices[done as TestPaymentChange]
        : null;
  return {
    status: 200,
    html: portalPage(
      portalId,
      portal,
      notice ? { kind: 'notice', text: notice } : undefined,
      lastInvoice,
    ),
  };
}

/**
 * The `testCheckout` endpoint (test mode only): `?session=cs_test_…` is the checkout page (POST:
 * Pay or Cancel), `?portal=bps_test_…` the portal page (POST: a change). Ids are random and
 * unguessable; they are the only key, as Stripe's checkout URLs are.
 */
export async function handleTestCheckoutRequest(
  request: TestPageRequest,
  deps: BillingDeps,
): Promise<TestPageResponse> {
  if (deps.config.mode !== 'test') return { status: 404, text: 'Not found' };
  if (request.method !== 'GET' && request.method !== 'POST') {
    return { status: 405, text: 'Method not allowed' };
  }
  // A form on another site must not press Pay for someone.
  if (request.method === 'POST' && request.secFetchSite === 'cross-site') {
    return { status: 403, text: 'Cross-site requests are refused' };
  }
  const source = request.method === 'POST' ? request.body : request.query;
  const sessionId = param(source, 'session');
  if (sessionId && ID.test(sessionId) && sessionId.startsWith('cs_test_')) {
    return checkoutRequest(request, sessionId, deps);
  }
  const portalId = param(source, 'portal');
  if (portalId && ID.test(portalId) && portalId.startsWith('bps_test_')) {
    return portalRequest(request, portalId, deps);
  }
  return { status: 404, text: 'Not found' };
}
