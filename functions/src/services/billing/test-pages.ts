import { discountWords } from '../../contracts/affiliate-promo-code-format';
import type { BillingInterval } from '../../contracts/billing';
import { formatMinorUnits } from '../../contracts/currency';
import { escapeHtml as e } from '../mail/templates/layout';
import type { CheckoutDoc } from './store';
import { discountedAmount } from './test-discount';
import type { TestInvoiceDoc } from './test-payments';
import type { TestPortal, TestPromo } from './test-provider';

/**
 * The pages of test mode's stand-in provider: self-contained (inline styles, no script), marked
 * as a test at the top, usable with a keyboard and a screen reader.
 */

/** The provider's minor units as people read them (whole yen of JPY, cents of EUR). */
export function money(amountInMinorUnits: number, currency: string): string {
  return formatMinorUnits(amountInMinorUnits, currency);
}

const per: Record<BillingInterval, string> = { month: 'month', year: 'year' };
const date = (ms: number | null) =>
  ms === null
    ? '—'
    : new Date(ms).toLocaleDateString('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

const STYLE = `
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.5; }
  body { margin: 0; background: Canvas; color: CanvasText; }
  .banner { background: #b45309; color: #fff; padding: 1rem; text-align: center; font-size: 1.25rem; }
  .banner strong { display: block; font-size: 1.6rem; letter-spacing: 0.02em; }
  main { max-width: 34rem; margin: 2rem auto; padding: 0 1rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.4rem 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; }
  .total { font-size: 1.3rem; font-weight: 700; }
  form { margin: 1rem 0; display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: end; }
  fieldset { border: 1px solid GrayText; border-radius: 0.5rem; padding: 0.75rem 1rem; margin: 1rem 0; }
  legend { font-weight: 600; padding: 0 0.25rem; }
  label { display: block; font-weight: 600; }
  input, select { font: inherit; padding: 0.4rem; }
  button { font: inherit; padding: 0.6rem 1.2rem; border-radius: 0.4rem; border: 2px solid #1d4ed8;
    background: Canvas; color: CanvasText; cursor: pointer; }
  button.primary { background: #1d4ed8; color: #fff; }
  button.danger { border-color: #b91c1c; }
  button:focus-visible, input:focus-visible, select:focus-visible, a:focus-visible {
    outline: 3px solid #f59e0b; outline-offset: 2px; }
  .notice { border-left: 4px solid #15803d; padding: 0.5rem 1rem; }
  .error { border-left: 4px solid #b91c1c; padding: 0.5rem 1rem; }
  .promo { flex-basis: 100%; }
  .promo p { margin: 0.25rem 0 0; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(title)} (test mode)</title>
<style>${STYLE}</style>
</head>
<body>
<div class="banner" role="note">
  <strong>TEST MODE — no real payment</strong>
  This page stands in for Stripe because no Stripe keys are set. Nothing is charged.
</div>
<main id="main">
${body}
</main>
</body>
</html>`;
}

/** A page that only says something (not found, expired, failed). */
export function messagePage(title: string, message: string, link?: { href: string; text: string }) {
  return page(
    title,
    `<h1>${e(title)}</h1>
<p>${e(message)}</p>
${link ? `<p><a href="${e(link.href)}">${e(link.text)}</a></p>` : ''}`,
  );
}

/** The promo code field of the test checkout: what was typed, the code applied, or why not. */
export interface CheckoutPromoState {
  typed: string;
  applied: TestPromo | null;
  error: string | null;
}

/** The discount's lines of the summary, and the total of the first payment. */
function promoSummary(checkout: CheckoutDoc, applied: TestPromo | null) {
  const total = checkout.amount * checkout.seats;
  const unit = `per ${per[checkout.interval]}`;
  if (!applied) return { lines: '', total: `${money(total, checkout.currency)} ${unit}` };
  // The first payment is inside any discount's months.
  const discounted = discountedAmount(total, applied.discount, 0, 0);
  const then =
    applied.discount && applied.discount.durationMonths !== null
      ? `; then ${money(total, checkout.currency)} ${unit}`
      : '';
  return {
    lines: `<dt>Promo code</dt><dd>${e(applied.code)}: ${e(discountWords(applied.discount))}</dd>`,
    total: `${money(discounted, checkout.currency)} ${unit}${then}`,
  };
}

/**
 * The test checkout: what is bought, a promo code field (Apply code shows its discount; Pay
 * (test) checks the code again and applies it), and Pay (test) / Cancel. A refused code is
 * announced at the field and kept in it.
 */
export function checkoutPage(
  sessionId: string,
  checkout: CheckoutDoc,
  companyName: string,
  promo: CheckoutPromoState = { typed: '', applied: null, error: null },
) {
  const summary = promoSummary(checkout, promo.applied);
  const trial =
    checkout.trialDays > 0
      ? `<p>Includes a free trial of ${checkout.trialDays} days: the first payment would be at its end.</p>`
      : '';
  const describedBy = promo.error ? 'promo-hint promo-error' : 'promo-hint';
  return page(
    `Checkout: ${checkout.planName}`,
    `<h1>Subscribe ${e(companyName)} to ${e(checkout.planName)}</h1>
<dl>
  <dt>Plan</dt><dd>${e(checkout.planName)}, billed ${checkout.interval === 'month' ? 'monthly' : 'yearly'}</dd>
  <dt>Seats</dt><dd>${checkout.seats}</dd>
  <dt>Price per seat</dt><dd>${e(money(checkout.amount, checkout.currency))} per ${per[checkout.interval]}</dd>
  ${summary.lines}
  <dt>Total</dt><dd class="total">${e(summary.total)}</dd>
</dl>
${trial}
<form method="post">
  <input type="hidden" name="session" value="${e(sessionId)}">
  <div class="promo">
    <label for="promoCode">Promo code</label>
    <input id="promoCode" name="promoCode" value="${e(promo.typed)}" maxlength="100" autocomplete="off" autocapitalize="characters" aria-describedby="${describedBy}"${promo.error ? ' aria-invalid="true"' : ''}>
    <button type="submit" name="action" value="apply">Apply code</button>
    <p id="promo-hint">Optional: a partner&#39;s code, if you have one.</p>
    ${promo.error ? `<p id="promo-error" class="error" role="alert">${e(promo.error)}</p>` : ''}
  </div>
  <button class="primary" type="submit" name="action" value="pay">Pay (test)</button>
  <button type="submit" name="action" value="cancel">Cancel</button>
</form>`,
  );
}

/** Refund or dispute the last paid invoice (the events Stripe sends for them). */
function paymentControls(hidden: string, invoice: TestInvoiceDoc | null): string {
  if (!invoice) {
    return `<fieldset><legend>Refunds and disputes</legend>
  <p>No paid invoice yet. Simulate a successful renewal payment first.</p></fieldset>`;
  }
  const refunded = invoice.refunds.reduce((sum, r) => sum + r.amount, 0);
  const disputeOpen = invoice.disputeId !== null && !invoice.disputeOutcome;
  const state = invoice.disputeOutcome
    ? ` (dispute ${invoice.disputeOutcome})`
    : invoice.disputeId
      ? ' (disputed)'
      : refunded > 0
        ? ` (${money(refunded, invoice.currency)} refunded)`
        : '';
  // A disputed invoice can no longer be refunded or disputed again: only closing is left.
  const buttons = invoice.disputeOutcome
    ? ''
    : disputeOpen
      ? `<button type="submit" name="action" value="dispute-won">Close the dispute: won</button>
  <button class="danger" type="submit" name="action" value="dispute-lost">Close the dispute: lost</button>`
      : `<button type="submit" name="action" value="refund-full">Refund last invoice (full)</button>
  <button type="submit" name="action" value="refund-partial">Refund last invoice (partial)</button>
  <button class="danger" type="submit" name="action" value="dispute">Open a dispute</button>`;
  return `<fieldset><legend>Refunds and disputes</legend>
  <p>Last invoice: ${e(money(invoice.amountPaid, invoice.currency))} paid on ${e(date(invoice.paidAt))}${e(state)}.</p>
  <form method="post">${hidden}
  ${buttons}</form></fieldset>`;
}

const statusWords: Record<string, string> = {
  trialing: 'Trial',
  active: 'Active',
  past_due: 'Payment failed (past due)',
  canceled: 'Canceled',
  unpaid: 'Unpaid',
  incomplete: 'Incomplete',
  incomplete_expired: 'Expired before payment',
  paused: 'Paused',
};

/** The test portal: the subscription, and the changes Stripe's portal offers (plus two simulations). */
export function portalPage(
  portalId: string,
  portal: TestPortal,
  message?: { kind: 'notice' | 'error'; text: string },
  lastInvoice?: TestInvoiceDoc | null,
) {
  const s = portal.subscription;
  const hidden = `<input type="hidden" name="portal" value="${e(portalId)}">`;
  const current = portal.plans.find((p) => p.id === s.planId);
  const limit = current?.plan.limits.seats ?? 1000;
  const options = portal.plans
    .flatMap((p) =>
      (['month', 'year'] as const).flatMap((interval) => {
        const price = p.plan.prices[interval];
        if (!price) return [];
        const label = `${p.plan.name}, ${money(price.amount, p.plan.currency)} per seat per ${per[interval]}`;
        const selected = price.providerPriceId === s.priceId ? ' selected' : '';
        return [`<option value="${e(price.providerPriceId)}"${selected}>${e(label)}</option>`];
      }),
    )
    .join('');
  const ended = s.status === 'canceled' || s.status === 'incomplete_expired';
  const controls = ended
    ? '<p>This subscription has ended. Start a new one on the pricing page.</p>'
    : `<fieldset><legend>Seats</legend><form method="post">${hidden}
  <div><label for="seats">Number of seats</label>
  <input id="seats" name="seats" type="number" min="1" max="${limit}" value="${s.seats}" required></div>
  <button type="submit" name="action" value="seats">Change seats</button></form></fieldset>
<fieldset><legend>Plan</legend><form method="post">${hidden}
  <div><label for="priceId">Plan and billing period</label>
  <select id="priceId" name="priceId">${options}</select></div>
  <button type="submit" name="action" value="plan">Switch plan</button></form></fieldset>
<fieldset><legend>Cancel</legend><form method="post">${hidden}
  ${
    s.cancelAtPeriodEnd
      ? '<button type="submit" name="action" value="resume">Keep the subscription (undo cancel)</button>'
      : '<button type="submit" name="action" value="cancel-at-period-end">Cancel at the end of the period</button>'
  }
  <button class="danger" type="submit" name="action" value="cancel-now">Cancel now</button></form></fieldset>
<fieldset><legend>Simulate the payment provider</legend><form method="post">${hidden}
  <button type="submit" name="action" value="payment-fails">A renewal payment fails</button>
  <button type="submit" name="action" value="payment-succeeds">A renewal payment succeeds</button></form></fieldset>
${paymentControls(hidden, lastInvoice ?? null)}`;
  return page(
    `Billing portal: ${portal.companyName}`,
    `<h1>Billing for ${e(portal.companyName)}</h1>
${message ? `<p class="${message.kind}" role="${message.kind === 'error' ? 'alert' : 'status'}">${e(message.text)}</p>` : ''}
<dl>
  <dt>Plan</dt><dd>${e(s.planName ?? 'Unknown plan')}${s.interval ? `, billed ${s.interval === 'month' ? 'monthly' : 'yearly'}` : ''}</dd>
  <dt>Status</dt><dd>${e(statusWords[s.status] ?? s.status)}</dd>
  <dt>Seats</dt><dd>${s.seats}</dd>
  <dt>Current period ends</dt><dd>${e(date(s.currentPeriodEnd))}${s.cancelAtPeriodEnd ? ' (cancels then)' : ''}</dd>
</dl>
${controls}
<p><a href="/company">Back to Parley</a></p>`,
  );
}
