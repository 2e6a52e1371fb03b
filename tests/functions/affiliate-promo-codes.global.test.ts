import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallableInput } from '@contracts/callables';
import type { LedgerEntryDoc } from '@contracts/affiliate-programme';
import type { PromoCodeDoc } from '@contracts/affiliate-promo-codes';
import { adminCallers, type AdminCaller } from '../support/admin-callers';
import { createAffiliate } from '../support/affiliates';
import { postEvent, seedTestPlans } from '../support/billing';
import { callerFor, closeCallers } from '../support/callable-client';
import {
  addMember,
  adminDb as db,
  clientFor,
  createCompany,
  createUser,
  failure as rawFailure,
  type TestUser,
} from '../support/companies';
import { hostingUrl } from '../support/env';
import { invoice, paid } from '../support/ledger';

/**
 * Promo codes end to end on the emulators: a super admin gives an affiliate codes (access,
 * uniqueness, audit), and a checkout paid with a code refers a company nobody referred to the
 * code's affiliate without any tracked visit; never the affiliate's own company, never a company
 * already referred (the frozen rule).
 */

type AdminInput = CallableInput<'adminAffiliateOperations'>;
type BillingInput = CallableInput<'billingOperations'>;

let callers: Awaited<ReturnType<typeof adminCallers<'adminAffiliateOperations'>>>;
let admin: AdminCaller<'adminAffiliateOperations'>;

beforeAll(async () => {
  await seedTestPlans();
  callers = await adminCallers('adminAffiliateOperations');
  admin = callers.superAdmin;
});
afterAll(closeCallers);

/** The code and message of a refusal; the web SDK appends the HTTP status (` [400]`) to it. */
async function failure(promise: Promise<unknown>) {
  const { code, message, details } = await rawFailure(promise);
  return { code, message: message.replace(/ \[\d{3}\]$/, ''), details };
}

const uniqueCode = (prefix = 'CODE') =>
  `${prefix}-${randomUUID().slice(0, 8).toUpperCase()}`.replace(/[^A-Z0-9-]/g, '');

const codeDoc = async (code: string) =>
  (await db.doc(`affiliatePromoCodes/${code}`).get()).data() as PromoCodeDoc | undefined;
const referralOf = async (companyId: string) =>
  (await db.doc(`affiliateReferrals/${companyId}`).get()).data();
const auditOf = async (affiliateUid: string) =>
  (await db.collection('auditLog').where('target.id', '==', affiliateUid).get()).docs.map((d) =>
    d.data(),
  );

/** A code given by the super admin (10% off the first 3 months unless said otherwise). */
async function giveCode(
  affiliateUid: string,
  options: { code?: string; discount?: { percentOff: number; durationMonths: number | null } } = {},
) {
  const code = options.code ?? uniqueCode();
  await admin.call({
    action: 'createPromoCode',
    payload: {
      uid: affiliateUid,
      code,
      discount: options.discount ?? { percentOff: 10, durationMonths: 3 },
    },
  });
  return code.toUpperCase();
}

/** The test checkout page, through Hosting as the browser reaches it. */
const page = (url: string) => new URL(url, hostingUrl()).toString();
const post = (url: string, fields: Record<string, string>) =>
  fetch(page(url), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
const sessionOf = (url: string) => new URL(url, 'http://x').searchParams.get('session') ?? '';

/**
 * A customer who never visited any affiliate's link, with a company they created (its referral
 * is frozen as nobody's), and their billing caller.
 */
async function freshCustomer(owner?: TestUser) {
  const user = owner ?? (await createUser('Pat Podcast'));
  const { companyId } = await createCompany(
    await clientFor(user),
    `Promo ${randomUUID().slice(0, 6)}`,
  );
  const call = await callerFor(user);
  const billing = <const I extends BillingInput>(input: I) => call('billingOperations', input);
  return { user, companyId, billing };
}

async function openCheckout(
  customer: Awaited<ReturnType<typeof freshCustomer>>,
  promoCode?: string,
  seats = 1,
) {
  const { url } = await customer.billing({
    action: 'createCheckout',
    payload: {
      companyId: customer.companyId,
      planId: 'team',
      interval: 'month',
      seats,
      ...(promoCode ? { promoCode } : {}),
    },
  });
  return url;
}

/** Pay (test) with what the promo code field holds. */
async function pay(url: string, promoCode: string) {
  return post(url, { session: sessionOf(url), action: 'pay', promoCode });
}

describe('adminAffiliateOperations: promo codes', () => {
  it('are given, listed and deactivated by a super admin only, each audited', async () => {
    const affiliate = await createAffiliate();
    const code = uniqueCode('pod');
    const create: AdminInput = {
      action: 'createPromoCode',
      payload: {
        uid: affiliate.uid,
        code: ` ${code.toLowerCase()} `,
        discount: { percentOff: 15, durationMonths: null },
        stripePromotionCodeId: `promo_${randomUUID().replace(/-/g, '')}`,
      },
    };
    for (const role of ['plain', 'stringClaim', 'revoked'] as const) {
      expect((await failure(callers[role].call(create))).code).toBe(
        role === 'revoked' ? 'functions/unauthenticated' : 'functions/permission-denied',
      );
    }
    expect(await codeDoc(code)).toBeUndefined();

    expect(await admin.call(create)).toEqual({ code });
    expect(await codeDoc(code)).toMatchObject({
      code,
      affiliateUid: affiliate.uid,
      discount: { percentOff: 15, durationMonths: null },
      active: true,
      createdBy: admin.uid,
      redemptions: 0,
    });
    const [created] = await auditOf(affiliate.uid);
    expect(created).toMatchObject({
      action: 'affiliates.createPromoCode',
      actor: { uid: admin.uid },
      target: { kind: 'affiliate', id: affiliate.uid, label: affiliate.username },
      after: { code, discount: { percentOff: 15, durationMonths: null } },
    });
    expect(created?.at).toBe((await codeDoc(code))?.createdAt);

    const list: AdminInput = { action: 'listPromoCodes', payload: { uid: affiliate.uid } };
    expect((await failure(callers.plain.call(list))).code).toBe('functions/permission-denied');
    expect((await admin.call(list)).codes.map((c) => c.code)).toEqual([code]);

    const deactivate: AdminInput = { action: 'deactivatePromoCode', payload: { code } };
    expect((await failure(callers.plain.call(deactivate))).code).toBe(
      'functions/permission-denied',
    );
    expect(await admin.call(deactivate)).toEqual({ code });
    expect(await codeDoc(code)).toMatchObject({ active: false, deactivatedBy: admin.uid });
    expect((await auditOf(affiliate.uid)).map((entry) => entry.action).sort()).toEqual([
      'affiliates.createPromoCode',
      'affiliates.deactivatePromoCode',
    ]);
    expect(await failure(admin.call(deactivate))).toMatchObject({
      code: 'functions/failed-precondition',
    });
  });

  it('are unique across every affiliate, inactive codes and Stripe promotion codes included', async () => {
    const [first, second] = await Promise.all([createAffiliate(), createAffiliate()]);
    const code = await giveCode(first.uid);
    await admin.call({ action: 'deactivatePromoCode', payload: { code } });
    const again = await failure(
      admin.call({ action: 'createPromoCode', payload: { uid: second.uid, code } }),
    );
    expect(again.code).toBe('functions/already-exists');
    expect(again.message).toContain(`The code “${code}” is taken`);
    expect(await codeDoc(code)).toMatchObject({ affiliateUid: first.uid });

    const stripeId = `promo_${randomUUID().replace(/-/g, '')}`;
    await admin.call({
      action: 'createPromoCode',
      payload: { uid: first.uid, code: uniqueCode(), stripePromotionCodeId: stripeId },
    });
    expect(
      (
        await failure(
          admin.call({
            action: 'createPromoCode',
            payload: { uid: second.uid, code: uniqueCode(), stripePromotionCodeId: stripeId },
          }),
        )
      ).code,
    ).toBe('functions/already-exists');
    // Nothing refused was audited.
    expect(await auditOf(second.uid)).toEqual([]);
  });

  it('refuse a malformed code, an affiliate not approved, and none at all', async () => {
    const suspended = await createAffiliate('suspended');
    const approved = await createAffiliate();
    const refused = async (payload: Record<string, unknown>) =>
      failure(admin.call({ action: 'createPromoCode', payload } as AdminInput));
    expect(await refused({ uid: approved.uid, code: 'no' })).toMatchObject({
      code: 'functions/invalid-argument',
    });
    expect(await refused({ uid: approved.uid, code: 'HALF OFF' })).toMatchObject({
      code: 'functions/invalid-argument',
    });
    expect(
      await refused({
        uid: approved.uid,
        code: uniqueCode(),
        discount: { percentOff: 0, durationMonths: null },
      }),
    ).toMatchObject({ code: 'functions/invalid-argument' });
    expect(await refused({ uid: suspended.uid, code: uniqueCode() })).toMatchObject({
      code: 'functions/failed-precondition',
      message: 'Only an approved affiliate can be given a promo code.',
    });
    expect(await refused({ uid: 'nobody-at-all', code: uniqueCode() })).toMatchObject({
      code: 'functions/not-found',
    });
    expect(await auditOf(suspended.uid)).toEqual([]);
  });

  it('are never given by a super admin to their own affiliate account', async () => {
    const affiliate = await createAffiliate();
    await db.doc(`affiliates/${admin.uid}`).set({
      username: `own_${randomUUID().slice(0, 6)}`,
      status: 'approved',
      approvedAt: Date.now(),
      payoutEmail: admin.email,
      agreement: null,
    });
    try {
      expect(
        (
          await failure(
            admin.call({
              action: 'createPromoCode',
              payload: { uid: admin.uid, code: uniqueCode() },
            }),
          )
        ).code,
      ).toBe('functions/failed-precondition');
      expect(await auditOf(admin.uid)).toEqual([]);
      // Another affiliate's code is theirs to give.
      await giveCode(affiliate.uid);
    } finally {
      await db.doc(`affiliates/${admin.uid}`).delete();
    }
  });
});

describe('a checkout paid with a promo code', () => {
  it('refers a company nobody referred to the affiliate, with no visit, and commissions its invoices', async () => {
    const affiliate = await createAffiliate();
    const code = await giveCode(affiliate.uid);
    const customer = await freshCustomer();
    expect(await referralOf(customer.companyId)).toMatchObject({ affiliateUid: null });

    const url = await openCheckout(customer);
    // Typed on the test checkout page, in lower case.
    const response = await pay(url, code.toLowerCase());
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/payment/success?session_id=${sessionOf(url)}`);
    expect(await referralOf(customer.companyId)).toMatchObject({
      affiliateUid: affiliate.uid,
      referredUid: customer.user.uid,
      source: 'promoCode',
      promoCode: code,
    });
    expect(await codeDoc(code)).toMatchObject({ redemptions: 1 });
    // The trial's $0 invoice earns nothing; the first paid one (10% off) earns the commission.
    const portal = (
      await customer.billing({ action: 'openPortal', payload: { companyId: customer.companyId } })
    ).url;
    const portalId = new URL(portal, 'http://x').searchParams.get('portal') ?? '';
    expect((await post(portal, { portal: portalId, action: 'payment-succeeds' })).status).toBe(303);
    const entries = (
      await db.collection('affiliateLedger').where('affiliateUid', '==', affiliate.uid).get()
    ).docs.map((d) => d.data() as LedgerEntryDoc);
    expect(entries).toEqual([
      expect.objectContaining({
        kind: 'commission',
        companyId: customer.companyId,
        grossCents: 1080,
        amountCents: 216,
      }),
    ]);

    // Paying the same checkout again changes nothing (one redemption).
    expect((await pay(url, code)).status).toBe(303);
    expect(await codeDoc(code)).toMatchObject({ redemptions: 1 });
  });

  it('keeps a code given in the app on the test page, discount shown; Apply checks it first', async () => {
    const affiliate = await createAffiliate();
    const code = await giveCode(affiliate.uid, { discount: { percentOff: 25, durationMonths: 1 } });
    const customer = await freshCustomer();
    const url = await openCheckout(customer, code.toLowerCase());
    const html = await (await fetch(page(url))).text();
    expect(html).toContain(`value="${code}"`);
    expect(html).toContain(`${code}: 25% off the first month`);
    expect(html).toContain('$9.00 per month; then $12.00 per month');

    const applied = await post(url, {
      session: sessionOf(url),
      action: 'apply',
      promoCode: 'NOPE-404',
    });
    expect(applied.status).toBe(400);
    const refusedPage = await applied.text();
    expect(refusedPage).toContain('The promo code “NOPE-404” is not valid');
    expect(refusedPage).toContain('role="alert"');
    expect(refusedPage).toContain('value="NOPE-404"');
    // Without the field (not posted by the page), the code given in the app applies.
    expect((await post(url, { session: sessionOf(url), action: 'pay' })).status).toBe(303);
    expect(await referralOf(customer.companyId)).toMatchObject({ affiliateUid: affiliate.uid });
  });

  it('refuses an unknown or inactive code in the app (at the field) and on the page, and nothing is lost', async () => {
    const affiliate = await createAffiliate();
    const code = await giveCode(affiliate.uid);
    await admin.call({ action: 'deactivatePromoCode', payload: { code } });
    const customer = await freshCustomer();

    for (const typed of [code, 'NEVER-GIVEN']) {
      const refused = await failure(openCheckout(customer, typed));
      expect(refused).toMatchObject({
        code: 'functions/invalid-argument',
        message: `The promo code “${typed}” is not valid. Check it, or continue without a code.`,
        // The dialog shows it at its field.
        details: { issues: [{ path: 'payload.promoCode' }] },
      });
    }
    const url = await openCheckout(customer);
    const response = await pay(url, code);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(`The promo code “${code}” is not valid`);
    // Still open: paying without the code goes through, and refers nobody.
    expect((await pay(url, '')).status).toBe(303);
    expect(await referralOf(customer.companyId)).toMatchObject({ affiliateUid: null });
  });

  it("earns nothing for the affiliate's own company, and flags it", async () => {
    const affiliate = await createAffiliate();
    const code = await giveCode(affiliate.uid);
    // The affiliate buys for a company of their own with their own code.
    const own = await freshCustomer({
      uid: affiliate.uid,
      email: affiliate.email,
      password: affiliate.password,
      displayName: affiliate.username,
    });
    expect((await pay(await openCheckout(own), code)).status).toBe(303);
    expect(await referralOf(own.companyId)).toMatchObject({ affiliateUid: null });
    expect(await codeDoc(code)).toMatchObject({ redemptions: 0 });
    const flag = (
      await db.doc(`affiliateFlags/selfReferral_${affiliate.uid}_${own.companyId}`).get()
    ).data();
    expect(flag).toMatchObject({ kind: 'selfReferral', status: 'open', companyId: own.companyId });
    expect(flag?.note).toContain('own promo code');

    // Nor for a company the affiliate is a member of, bought by its owner.
    const member = await freshCustomer();
    await addMember(
      member.companyId,
      {
        uid: affiliate.uid,
        email: affiliate.email,
        password: affiliate.password,
        displayName: affiliate.username,
      },
      'member',
    );
    expect((await pay(await openCheckout(member, undefined, 2), code)).status).toBe(303);
    expect(await referralOf(member.companyId)).toMatchObject({ affiliateUid: null });
  });

  it("keeps a company's frozen referral: another affiliate's code credits nobody", async () => {
    const [tracked, other] = await Promise.all([createAffiliate(), createAffiliate()]);
    const code = await giveCode(other.uid);
    // The customer signed up through the tracked affiliate's link before creating the company.
    const user = await createUser('Riley Referred');
    await db.doc(`affiliateAttributions/${user.uid}`).set({
      attributed: true,
      outcome: 'attributed',
      affiliateUid: tracked.uid,
      sessionId: randomUUID(),
      firstTouchAt: Date.now(),
      at: Date.now(),
    });
    const customer = await freshCustomer(user);
    expect(await referralOf(customer.companyId)).toMatchObject({
      affiliateUid: tracked.uid,
      source: 'companyCreated',
    });
    expect((await pay(await openCheckout(customer), code)).status).toBe(303);
    expect(await referralOf(customer.companyId)).toMatchObject({
      affiliateUid: tracked.uid,
      source: 'companyCreated',
    });
    expect(await codeDoc(code)).toMatchObject({ redemptions: 0 });
  });

  it('credits from the first paid invoice when it arrives before the checkout completes', async () => {
    const affiliate = await createAffiliate();
    const code = await giveCode(affiliate.uid);
    const customer = await freshCustomer();
    // Stripe mode puts our code in the subscription's metadata, which every invoice carries.
    const inv = invoice(customer.companyId, { amountPaid: 5_000 });
    inv.object.parent.subscription_details.metadata = {
      companyId: customer.companyId,
      planId: 'team',
      promoCode: code,
    } as typeof inv.object.parent.subscription_details.metadata;
    const { status, body } = await postEvent(paid(inv.object));
    expect(status).toBe(200);
    expect(body.outcome).toBe('commission');
    expect(await referralOf(customer.companyId)).toMatchObject({
      affiliateUid: affiliate.uid,
      source: 'promoCode',
    });
    expect((await db.doc(`affiliateLedger/inv_${inv.invoiceId}`).get()).data()).toMatchObject({
      affiliateUid: affiliate.uid,
      amountCents: 1_000,
    });
  });

  it('commissions an invoice in its own currency: a code used on a yen plan earns whole yen', async () => {
    const affiliate = await createAffiliate();
    const code = await giveCode(affiliate.uid);
    const customer = await freshCustomer();
    // ¥1,500 paid (JPY has no minor unit: 1,500 is 1,500 yen), the programme's 20%.
    const inv = invoice(customer.companyId, { amountPaid: 1_500, currency: 'jpy' });
    inv.object.parent.subscription_details.metadata = {
      companyId: customer.companyId,
      planId: 'team',
      promoCode: code,
    } as typeof inv.object.parent.subscription_details.metadata;
    const { status, body } = await postEvent(paid(inv.object));
    expect(status).toBe(200);
    expect(body.outcome).toBe('commission');
    expect((await db.doc(`affiliateLedger/inv_${inv.invoiceId}`).get()).data()).toMatchObject({
      affiliateUid: affiliate.uid,
      kind: 'commission',
      currency: 'jpy',
      amountCents: 300,
      invoiceCurrency: 'jpy',
      grossCents: 1_500,
    });
  });
});
