import { enrolledPhone } from '../support/second-factor';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_PROGRAMME_SETTINGS,
  type LedgerEntryDoc,
  type ProgrammeSettings,
} from '@contracts/affiliate-programme';
import { balancesOf, payableEntries } from '../../functions/src/services/affiliate-ledger/balance';
import { nowSeconds, postEvent, stripeEvent } from '../support/billing';
import { invoice, paid, stripeId } from '../support/ledger';
import { callerFor, closeCallers } from '../support/callable-client';
import { companyDocument, adminDb as db } from '../support/companies';
import { adminAuth } from '../support/users';
import { untilNextSecond } from '../support/next-second';

/**
 * Commissions from the billing webhook: signed Stripe-format events (invoice.paid,
 * charge.refunded, charge.dispute.*) posted to the running webhook, the ledger read back.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const settingsDoc = db.doc('affiliateProgramme/settings');
let savedSettings: FirebaseFirestore.DocumentData | undefined;

async function useSettings(changes: Partial<ProgrammeSettings>) {
  await settingsDoc.set({ ...DEFAULT_PROGRAMME_SETTINGS, ...changes });
}

beforeAll(async () => {
  savedSettings = (await settingsDoc.get()).data();
});
beforeEach(() => useSettings({}));
afterEach(closeCallers);
afterAll(async () => {
  if (savedSettings) await settingsDoc.set(savedSettings);
  else await settingsDoc.delete();
});

const id = stripeId;

/** One currency's totals at `now` (each currency has its own balance; none is ever summed). */
async function balanceOf(affiliateUid: string, now: number, currency = 'usd') {
  const found = (await balancesOf(db, affiliateUid, now, adminAuth)).find(
    (b) => b.currency === currency,
  );
  return {
    pendingCents: found?.pendingCents ?? 0,
    payableCents: found?.payableCents ?? 0,
    heldCents: found?.heldCents ?? 0,
    paidCents: found?.paidCents ?? 0,
  };
}

/** Seconds `n` calendar months after `start` (seconds), for invoices paid month by month. */
const monthsFrom = (start: number) => (n: number) => {
  const d = new Date(start * 1000);
  d.setUTCMonth(d.getUTCMonth() + n);
  return Math.floor(d.getTime() / 1000);
};

async function affiliate(
  options: { status?: 'approved' | 'suspended'; payoutEmail?: string; rateOverride?: object } = {},
) {
  const email = `aff-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'ledger-test-1';
  const user = await adminAuth.createUser({ email, password, emailVerified: true });
  await db.doc(`affiliates/${user.uid}`).set({
    username: `aff${randomUUID().slice(0, 8)}`,
    status: options.status ?? 'approved',
    approvedAt: Date.now(),
    payoutEmail: options.payoutEmail ?? email,
    rateOverride: options.rateOverride ?? null,
  });
  return { uid: user.uid, email, password };
}

/** A company whose owner signed up through `affiliateUid`'s link (or is `ownerUid`). */
async function referredCompany(
  affiliateUid: string,
  options: { emailVerified?: boolean; email?: string; ownerUid?: string; name?: string } = {},
) {
  let ownerUid = options.ownerUid;
  let email = options.email ?? `owner-${randomUUID().slice(0, 8)}@example.com`;
  if (!ownerUid) {
    const owner = await adminAuth.createUser({
      email,
      password: 'ledger-owner-1',
      emailVerified: options.emailVerified ?? true,
    });
    ownerUid = owner.uid;
  } else {
    email = (await adminAuth.getUser(ownerUid)).email ?? email;
  }
  const companyId = `led-${randomUUID().slice(0, 12)}`;
  await db
    .doc(`companies/${companyId}`)
    .set(companyDocument(companyId, ownerUid, options.name ?? 'Referred Co'));
  await db.doc(`companies/${companyId}/members/${ownerUid}`).set({
    uid: ownerUid,
    companyId,
    role: 'owner',
    email,
    displayName: 'Owner',
    photoURL: null,
    joinedAt: Date.now(),
  });
  await db.doc(`affiliateAttributions/${ownerUid}`).set({
    attributed: true,
    outcome: 'attributed',
    affiliateUid,
    sessionId: randomUUID(),
    firstTouchAt: Date.now(),
    at: Date.now(),
  });
  return { companyId, ownerUid };
}

function refundEvent(
  chargeId: string,
  invoiceId: string | null,
  amount: number,
  refunds: { id: string; amount: number }[] | null,
) {
  const amountRefunded = refunds ? refunds.reduce((s, r) => s + r.amount, 0) : amount;
  return stripeEvent(
    'charge.refunded',
    {
      id: chargeId,
      object: 'charge',
      amount,
      amount_refunded: amountRefunded,
      currency: 'usd',
      invoice: invoiceId,
      refunded: amountRefunded >= amount,
      ...(refunds
        ? { refunds: { object: 'list', data: refunds.map((r) => ({ ...r, status: 'succeeded' })) } }
        : {}),
    },
    nowSeconds(),
  );
}

const cumulativeRefund = (chargeId: string, invoiceId: string, amount: number, refunded: number) =>
  stripeEvent(
    'charge.refunded',
    {
      id: chargeId,
      object: 'charge',
      amount,
      amount_refunded: refunded,
      currency: 'usd',
      invoice: invoiceId,
    },
    nowSeconds(),
  );

const disputeEvent = (
  type: 'charge.dispute.created' | 'charge.dispute.closed',
  disputeId: string,
  chargeId: string,
  amount: number,
  status: string,
) =>
  stripeEvent(
    type,
    { id: disputeId, object: 'dispute', amount, charge: chargeId, status },
    nowSeconds(),
  );

async function entry(entryId: string): Promise<LedgerEntryDoc> {
  const data = (await db.doc(`affiliateLedger/${entryId}`).get()).data();
  if (!data) throw new Error(`No ledger entry ${entryId}`);
  return data as LedgerEntryDoc;
}

async function entriesOf(affiliateUid: string) {
  const snap = await db
    .collection('affiliateLedger')
    .where('affiliateUid', '==', affiliateUid)
    .get();
  return snap.docs.map((d) => ({ id: d.id, ...(d.data() as LedgerEntryDoc) }));
}

async function post(event: unknown, outcome?: string) {
  const result = await postEvent(event);
  expect(result.status).toBe(200);
  if (outcome) expect(result.body.outcome).toBe(outcome);
  return result.body.outcome;
}

describe('commission on a paid invoice', () => {
  it('is the rate of the amount paid without tax, held for holdDays, once per invoice', async () => {
    const aff = await affiliate();
    const { companyId, ownerUid } = await referredCompany(aff.uid, { name: 'Acme Labs' });
    const inv = invoice(companyId, { amountPaid: 12_000, tax: 2_000 });
    const event = paid(inv.object);
    const before = Date.now();
    await post(event, 'commission');
    // The same event again, and invoice.payment_succeeded for the same invoice: nothing more.
    await post(event, 'duplicate');
    await post(stripeEvent('invoice.payment_succeeded', inv.object, nowSeconds()), 'duplicate');

    const written = await entry(`inv_${inv.invoiceId}`);
    expect(written).toMatchObject({
      affiliateUid: aff.uid,
      kind: 'commission',
      amountCents: 2_000, // 20% of 10,000 (12,000 paid less 2,000 tax)
      companyId,
      referredUid: ownerUid,
      invoiceId: inv.invoiceId,
      companyName: 'Acme Labs',
      invoiceAmountCents: 10_000,
      payoutId: null,
      heldReason: null,
    });
    expect(written.availableAt - written.createdAt).toBe(30 * DAY_MS);
    expect(written.createdAt).toBeGreaterThanOrEqual(before - 1000);
    expect(await entriesOf(aff.uid)).toHaveLength(1);
  });

  it('uses the affiliate rate override', async () => {
    const aff = await affiliate({ rateOverride: { ratePercent: 35 } });
    const { companyId } = await referredCompany(aff.uid);
    const inv = invoice(companyId, { amountPaid: 10_000 });
    await post(paid(inv.object), 'commission');
    expect((await entry(`inv_${inv.invoiceId}`))?.amountCents).toBe(3_500);
  });

  it('gives nothing for a company not referred, and for a $0 invoice', async () => {
    const aff = await affiliate();
    const { companyId } = await referredCompany(aff.uid);
    await post(paid(invoice(companyId, { amountPaid: 0 }).object), 'skipped');
    const stranger = `led-${randomUUID().slice(0, 12)}`;
    const owner = await adminAuth.createUser({ email: `${stranger}@example.com` });
    await db.doc(`companies/${stranger}`).set(companyDocument(stranger, owner.uid, 'Nobody Co'));
    await post(paid(invoice(stranger, { amountPaid: 5_000 }).object), 'not-referred');
    expect(await entriesOf(aff.uid)).toHaveLength(0);
  });

  it('is flat once per new paying company', async () => {
    await useSettings({ commissionType: 'flat', flatAmountCents: 7_500 });
    const aff = await affiliate();
    const { companyId } = await referredCompany(aff.uid);
    const first = invoice(companyId, { amountPaid: 10_000 });
    const second = invoice(companyId, { amountPaid: 10_000 });
    await post(paid(first.object), 'commission');
    await post(paid(second.object), 'skipped');
    const entries = await entriesOf(aff.uid);
    expect(entries.map((e) => [e.id, e.amountCents])).toEqual([[`inv_${first.invoiceId}`, 7_500]]);
    expect((await db.doc(`affiliateLedgerSkips/${second.invoiceId}`).get()).get('reason')).toBe(
      'flatAlreadyEarned',
    );
  });

  it('stops recurringMonths after the first commissioned invoice', async () => {
    await useSettings({ recurringMonths: 2 });
    const aff = await affiliate();
    const { companyId } = await referredCompany(aff.uid);
    const month = monthsFrom(nowSeconds() - 100 * 86_400);
    const outcomes = [];
    for (const n of [0, 1, 2, 3]) {
      outcomes.push(
        await post(paid(invoice(companyId, { amountPaid: 1_000, paidAt: month(n) }).object)),
      );
    }
    // Month 0 and 1 earn; month 2 is exactly two months after the first: the end.
    expect(outcomes).toEqual(['commission', 'commission', 'skipped', 'skipped']);
  });

  it('counts the recurring window from the earliest payment, whatever order invoices arrive in', async () => {
    await useSettings({ recurringMonths: 2 });
    const aff = await affiliate();
    const { companyId } = await referredCompany(aff.uid);
    const month = monthsFrom(nowSeconds() - 100 * 86_400);
    const outcomes = [];
    // Month 1 is delivered first, then month 0 (late), then month 2: two months after month 0.
    for (const n of [1, 0, 2]) {
      outcomes.push(
        await post(paid(invoice(companyId, { amountPaid: 1_000, paidAt: month(n) }).object)),
      );
    }
    expect(outcomes).toEqual(['commission', 'commission', 'skipped']);
  });

  it('is refused for a self-referral: the same account, or the payout email', async () => {
    const aff = await affiliate({ payoutEmail: 'Pay.Me+affiliate@Gmail.com' });
    const own = await referredCompany(aff.uid, { ownerUid: aff.uid });
    const inv1 = invoice(own.companyId, { amountPaid: 10_000 });
    await post(paid(inv1.object), 'skipped');
    const alias = await referredCompany(aff.uid, {
      email: `pay.me+${randomUUID().slice(0, 8)}@googlemail.com`,
    });
    const inv2 = invoice(alias.companyId, { amountPaid: 10_000 });
    await post(paid(inv2.object), 'skipped');

    expect(await entriesOf(aff.uid)).toHaveLength(0);
    for (const inv of [inv1, inv2]) {
      expect((await db.doc(`affiliateLedgerSkips/${inv.invoiceId}`).get()).get('reason')).toBe(
        'selfReferral',
      );
    }
    const flags = await db
      .collection('affiliateFlags')
      .where('affiliateUid', '==', aff.uid)
      .where('kind', '==', 'selfReferral')
      .get();
    expect(flags.size).toBe(2);
  });

  it('earns nothing for a suspended affiliate', async () => {
    const aff = await affiliate({ status: 'suspended' });
    const { companyId } = await referredCompany(aff.uid);
    const inv = invoice(companyId, { amountPaid: 10_000 });
    await post(paid(inv.object), 'skipped');
    expect(await entriesOf(aff.uid)).toHaveLength(0);
    expect((await db.doc(`affiliateLedgerSkips/${inv.invoiceId}`).get()).get('reason')).toBe(
      'affiliateNotApproved',
    );
  });
});

describe('a zero-decimal currency (JPY)', () => {
  it('earns whole yen as the provider gives them, paid apart from dollars, never summed with them', async () => {
    const aff = await affiliate();
    const { companyId } = await referredCompany(aff.uid);
    const usd = invoice(companyId, { amountPaid: 10_000 });
    await post(paid(usd.object), 'commission');
    // ¥12,000 is 12000 minor units (no decimals): 20% is ¥2,400, not ¥24 nor $24.
    const jpy = invoice(companyId, { amountPaid: 12_000, currency: 'jpy' });
    await post(paid(jpy.object), 'commission');
    expect(await entry(`inv_${jpy.invoiceId}`)).toMatchObject({
      currency: 'jpy',
      amountCents: 2_400,
      heldReason: null,
      invoiceCurrency: 'jpy',
      invoiceAmountCents: 12_000,
    });
    await post(
      refundEvent(jpy.chargeId, jpy.invoiceId, 12_000, [{ id: id('re'), amount: 6_000 }]),
      'reversed',
    );
    const refund = (await entriesOf(aff.uid)).find((e) => e.kind === 'refund');
    expect(refund).toMatchObject({ currency: 'jpy', amountCents: -1_200, heldReason: null });

    const later = Date.now() + 400 * DAY_MS;
    const payable = await payableEntries(db, aff.uid, later, adminAuth);
    expect(payable.map((e) => [e.currency, e.amountCents]).sort()).toEqual([
      ['jpy', -1_200],
      ['jpy', 2_400],
      ['usd', 2_000],
    ]);
    // Each currency its own balance, the programme's first.
    expect(await balancesOf(db, aff.uid, later, adminAuth)).toEqual([
      { currency: 'usd', pendingCents: 0, payableCents: 2_000, heldCents: 0, paidCents: 0 },
      { currency: 'jpy', pendingCents: 0, payableCents: 1_200, heldCents: 0, paidCents: 0 },
    ]);
    // No review flag: a currency is no longer a reason to hold.
    const flags = await db
      .collection('affiliateFlags')
      .where('affiliateUid', '==', aff.uid)
      .where('kind', '==', 'foreignCurrency')
      .get();
    expect(flags.empty).toBe(true);

    // The affiliate reads each balance with its own minimum ($50.00 at face value: ¥50). Today
    // the commission is still in its hold and the refund is owed at once: the yen payable is
    // negative and rolls over, whatever the dollars do.
    const call = await callerFor(aff);
    const earnings = await call('affiliateEarningsOperations', {
      action: 'getEarnings',
      payload: {},
    });
    expect(
      earnings.balances.map((b) => [
        b.currency,
        b.pendingCents,
        b.payableCents,
        b.minimumPayoutCents,
        b.rollover,
      ]),
    ).toEqual([
      ['usd', 2_000, 0, 5_000, null],
      ['jpy', 2_400, -1_200, 50, 'notPositive'],
    ]);
    expect(earnings.rows.find((r) => r.id === `inv_${jpy.invoiceId}`)).toMatchObject({
      currency: 'jpy',
      amountCents: 2_400,
      invoiceCurrency: 'jpy',
      invoiceAmountCents: 12_000,
      status: 'pending',
      heldReason: null,
    });
  });
});

describe('another currency, with the affiliate’s own terms', () => {
  it('takes the currency from the terms applied: a percentage override on a flat programme earns won', async () => {
    await useSettings({ commissionType: 'flat', flatAmountCents: 5_000 });
    const aff = await affiliate({
      rateOverride: { commissionType: 'percentage', ratePercent: 20 },
    });
    const { companyId } = await referredCompany(aff.uid);
    const krw = invoice(companyId, { amountPaid: 1_300_000, currency: 'krw' });
    await post(paid(krw.object), 'commission');
    expect(await entry(`inv_${krw.invoiceId}`)).toMatchObject({
      currency: 'krw',
      amountCents: 260_000,
      heldReason: null,
    });
    const later = Date.now() + 400 * DAY_MS;
    expect(await balanceOf(aff.uid, later, 'krw')).toMatchObject({ payableCents: 260_000 });
    expect(await balanceOf(aff.uid, later)).toMatchObject({ payableCents: 0 });
  });

  it('a flat override on a foreign invoice earns the programme’s dollars; a won dispute gives them back', async () => {
    const aff = await affiliate({
      rateOverride: { commissionType: 'flat', flatAmountCents: 5_000 },
    });
    const { companyId } = await referredCompany(aff.uid);
    const eur = invoice(companyId, { amountPaid: 10_000, currency: 'eur' });
    await post(paid(eur.object), 'commission');
    expect(await entry(`inv_${eur.invoiceId}`)).toMatchObject({
      currency: 'usd',
      amountCents: 5_000,
      heldReason: null,
      invoiceCurrency: 'eur',
      invoiceAmountCents: 10_000,
    });
    const disputeId = id('dp');
    await post(
      disputeEvent('charge.dispute.created', disputeId, eur.chargeId, 10_000, 'needs_response'),
      'reversed',
    );
    expect(await entry(`dsp_${disputeId}`)).toMatchObject({ currency: 'usd', amountCents: -5_000 });
    await post(
      disputeEvent('charge.dispute.closed', disputeId, eur.chargeId, 10_000, 'won'),
      'reversed',
    );
    expect(await entry(`dsp_${disputeId}_won`)).toMatchObject({
      currency: 'usd',
      amountCents: 5_000,
      heldReason: null,
    });
    // All in dollars, netting to the flat amount once its hold ends.
    const later = Date.now() + 400 * DAY_MS;
    expect(await balanceOf(aff.uid, later)).toMatchObject({ payableCents: 5_000 });
    expect(await balanceOf(aff.uid, later, 'eur')).toMatchObject({ payableCents: 0 });
  });
});

describe('holds and the balance', () => {
  it('becomes payable exactly when the hold ends', async () => {
    const aff = await affiliate();
    const { companyId } = await referredCompany(aff.uid);
    const inv = invoice(companyId, { amountPaid: 10_000 });
    await post(paid(inv.object), 'commission');
    const { availableAt } = await entry(`inv_${inv.invoiceId}`);

    expect(await payableEntries(db, aff.uid, availableAt - 1, adminAuth)).toEqual([]);
    const due = await payableEntries(db, aff.uid, availableAt, adminAuth);
    expect(due.map((e) => [e.id, e.amountCents])).toEqual([[`inv_${inv.invoiceId}`, 2_000]]);
    expect(await balanceOf(aff.uid, availableAt - 1)).toEqual({
      pendingCents: 2_000,
      payableCents: 0,
      heldCents: 0,
      paidCents: 0,
    });
    expect((await balanceOf(aff.uid, availableAt)).payableCents).toBe(2_000);
  });

  it('holds a commission while the referred owner has not verified their email', async () => {
    const aff = await affiliate();
    const { companyId, ownerUid } = await referredCompany(aff.uid, { emailVerified: false });
    const inv = invoice(companyId, { amountPaid: 10_000 });
    await post(paid(inv.object), 'commission');
    const written = await entry(`inv_${inv.invoiceId}`);
    expect(written.heldReason).toBe('emailUnverified');
    const later = written.availableAt + 1;
    expect(await payableEntries(db, aff.uid, later, adminAuth)).toEqual([]);
    expect((await balanceOf(aff.uid, later)).heldCents).toBe(2_000);

    // Verified since: released.
    await adminAuth.updateUser(ownerUid, { emailVerified: true });
    const due = await payableEntries(db, aff.uid, later, adminAuth);
    expect(due.map((e) => e.heldReason)).toEqual([null]);
    expect((await entry(`inv_${inv.invoiceId}`)).heldReason).toBeNull();
  });
});

describe('refunds and disputes', () => {
  it('reverses a partial refund proportionally, each refund once', async () => {
    const aff = await affiliate();
    const { companyId } = await referredCompany(aff.uid);
    const inv = invoice(companyId, { amountPaid: 10_000 });
    await post(paid(inv.object), 'commission');
    const r1 = { id: id('re'), amount: 2_500 };
    const r2 = { id: id('re'), amount: 5_000 };
    await post(refundEvent(inv.chargeId, inv.invoiceId, 10_000, [r1]), 'reversed');
    await post(refundEvent(inv.chargeId, inv.invoiceId, 10_000, [r1]), 'duplicate');
    await post(refundEvent(inv.chargeId, inv.invoiceId, 10_000, [r2, r1]), 'reversed');
    const r1Entry = await entry(`ref_${r1.id}`);
    expect(r1Entry).toMatchObject({ kind: 'refund', amountCents: -500, payoutId: null });
    expect(r1Entry.availableAt).toBe(r1Entry.createdAt); // owed back at once
    expect((await entry(`ref_${r2.id}`)).amountCents).toBe(-1_000);
  });

  it('counts cumulative refunds (no refund list) once, in any order', async () => {
    const aff = await affiliate();
    const { companyId } = await referredCompany(aff.uid);
    const inv = invoice(companyId, { amountPaid: 10_000 });
    await post(paid(inv.object), 'commission');
    // Refunded 3,000 then 5,000 in total; the second delivery arrives first, then both again.
    await post(cumulativeRefund(inv.chargeId, inv.invoiceId, 10_000, 5_000), 'reversed');
    await post(cumulativeRefund(inv.chargeId, inv.invoiceId, 10_000, 3_000), 'nothing-to-reverse');
    await post(cumulativeRefund(inv.chargeId, inv.invoiceId, 10_000, 5_000), 'duplicate');
    const total = (await entriesOf(aff.uid)).reduce((s, e) => s + e.amountCents, 0);
    expect(total).toBe(2_000 - 1_000);
  });

  it('settles a refund that arrived before its invoice', async () => {
    const aff = await affiliate();
    const { companyId } = await referredCompany(aff.uid);
    const inv = invoice(companyId, { amountPaid: 10_000 });
    const refund = { id: id('re'), amount: 10_000 };
    await post(refundEvent(inv.chargeId, inv.invoiceId, 10_000, [refund]), 'reversal-pending');
    await post(paid(inv.object), 'commission');
    await post(paid(inv.object), 'duplicate');
    await post(refundEvent(inv.chargeId, inv.invoiceId, 10_000, [refund]), 'duplicate');
    const entries = await entriesOf(aff.uid);
    expect(entries.map((e) => [e.kind, e.amountCents]).sort()).toEqual([
      ['commission', 2_000],
      ['refund', -2_000],
    ]);
  });

  it('after a payout, a refund is a negative entry available at once', async () => {
    const aff = await affiliate();
    const { companyId } = await referredCompany(aff.uid);
    const inv = invoice(companyId, { amountPaid: 10_000 });
    await post(paid(inv.object), 'commission');
    // Part D's payout took the commission.
    await db.doc(`affiliateLedger/inv_${inv.invoiceId}`).update({ payoutId: 'payout_test' });
    const refund = { id: id('re'), amount: 5_000 };
    await post(refundEvent(inv.chargeId, inv.invoiceId, 10_000, [refund]), 'reversed');

    const now = Date.now() + 1000;
    const due = await payableEntries(db, aff.uid, now, adminAuth);
    expect(due.map((e) => [e.id, e.amountCents])).toEqual([[`ref_${refund.id}`, -1_000]]);
    expect(await balanceOf(aff.uid, now)).toEqual({
      pendingCents: 0,
      payableCents: -1_000,
      heldCents: 0,
      paidCents: 2_000,
    });
    // The paid commission is untouched.
    expect((await entry(`inv_${inv.invoiceId}`)).amountCents).toBe(2_000);
  });

  it('reverses a dispute, and gives it back when the dispute is won', async () => {
    const aff = await affiliate();
    const { companyId } = await referredCompany(aff.uid);
    const inv = invoice(companyId, { amountPaid: 10_000 });
    await post(paid(inv.object), 'commission');
    const disputeId = id('dp');
    // The charge names no invoice: the commission that recorded it is found.
    await post(
      disputeEvent('charge.dispute.created', disputeId, inv.chargeId, 10_000, 'needs_response'),
      'reversed',
    );
    await post(
      disputeEvent('charge.dispute.created', disputeId, inv.chargeId, 10_000, 'needs_response'),
      'duplicate',
    );
    expect((await entry(`dsp_${disputeId}`)).amountCents).toBe(-2_000);
    await post(
      disputeEvent('charge.dispute.closed', disputeId, inv.chargeId, 10_000, 'won'),
      'reversed',
    );
    await post(
      disputeEvent('charge.dispute.closed', disputeId, inv.chargeId, 10_000, 'won'),
      'duplicate',
    );
    expect((await entry(`dsp_${disputeId}_won`)).amountCents).toBe(2_000);
    const total = (await entriesOf(aff.uid)).reduce((s, e) => s + e.amountCents, 0);
    expect(total).toBe(2_000);
  });

  it('never reverses more than the commission', async () => {
    const aff = await affiliate();
    const { companyId } = await referredCompany(aff.uid);
    const inv = invoice(companyId, { amountPaid: 10_000 });
    await post(paid(inv.object), 'commission');
    await post(
      disputeEvent('charge.dispute.created', id('dp'), inv.chargeId, 10_000, 'lost'),
      'reversed',
    );
    await post(
      refundEvent(inv.chargeId, inv.invoiceId, 10_000, [{ id: id('re'), amount: 10_000 }]),
      'nothing-to-reverse',
    );
    const total = (await entriesOf(aff.uid)).reduce((s, e) => s + e.amountCents, 0);
    expect(total).toBe(0);
  });

  it('a dispute closed as won before its created event leaves no entry when created arrives late', async () => {
    const aff = await affiliate();
    const { companyId } = await referredCompany(aff.uid);
    const inv = invoice(companyId, { amountPaid: 10_000 });
    await post(paid(inv.object), 'commission');
    const disputeId = id('dp');
    await post(
      disputeEvent('charge.dispute.closed', disputeId, inv.chargeId, 10_000, 'won'),
      'nothing-to-reverse',
    );
    await post(
      disputeEvent('charge.dispute.created', disputeId, inv.chargeId, 10_000, 'needs_response'),
      'duplicate',
    );
    expect((await db.doc(`affiliateLedger/dsp_${disputeId}`).get()).exists).toBe(false);
    const total = (await entriesOf(aff.uid)).reduce((s, e) => s + e.amountCents, 0);
    expect(total).toBe(2_000);
  });
});

describe('affiliateEarningsOperations.getEarnings', () => {
  it('shows the caller their own entries by page, and refuses another affiliate', async () => {
    const aff = await affiliate();
    const { companyId } = await referredCompany(aff.uid, { name: 'Paged Co' });
    for (let i = 0; i < 3; i += 1) {
      await post(paid(invoice(companyId, { amountPaid: 1_000 * (i + 1) }).object), 'commission');
    }
    const call = await callerFor(aff);
    const first = await call('affiliateEarningsOperations', {
      action: 'getEarnings',
      payload: { pageSize: 2 },
    });
    if (!('rows' in first)) throw new Error('no rows');
    expect(first.rows).toHaveLength(2);
    expect(first.rows[0]).toMatchObject({ companyName: 'Paged Co', status: 'pending' });
    expect(first.rows[0]).not.toHaveProperty('referredUid');
    expect(first.balances).toEqual([
      expect.objectContaining({ currency: 'usd', pendingCents: 200 + 400 + 600 }),
    ]);
    expect(first.nextPayoutAt).toBeGreaterThan(Date.now());
    const second = await call('affiliateEarningsOperations', {
      action: 'getEarnings',
      payload: { pageSize: 2, cursor: first.nextCursor },
    });
    if (!('rows' in second)) throw new Error('no rows');
    expect(second.rows).toHaveLength(1);
    expect(second.nextCursor).toBeNull();

    const other = await affiliate();
    const otherCall = await callerFor(other);
    await expect(
      otherCall('affiliateEarningsOperations', {
        action: 'getEarnings',
        payload: { affiliateUid: aff.uid },
      }),
    ).rejects.toMatchObject({ code: 'functions/permission-denied' });

    const root = await adminAuth.createUser({
      email: `root-${randomUUID().slice(0, 8)}@example.com`,
      password: 'root-pass-1',
      ...enrolledPhone,
    });
    await adminAuth.setCustomUserClaims(root.uid, { superAdmin: true });
    const admin = await callerFor({ email: root.email ?? '', password: 'root-pass-1' });
    const seen = await admin('affiliateEarningsOperations', {
      action: 'getEarnings',
      payload: { affiliateUid: aff.uid },
    });
    if (!('rows' in seen)) throw new Error('no rows');
    expect(seen.rows).toHaveLength(3);

    // Sessions revoked (claim removed or not): the unexpired token no longer reads anyone else's
    // earnings or analytics, though the claim is still in it.
    await untilNextSecond();
    await adminAuth.revokeRefreshTokens(root.uid);
    const refused = { code: 'functions/permission-denied' };
    await expect(
      admin('affiliateEarningsOperations', {
        action: 'getEarnings',
        payload: { affiliateUid: aff.uid },
      }),
    ).rejects.toMatchObject(refused);
    await expect(
      admin('affiliateOperations', {
        action: 'getVisitAnalytics',
        payload: { affiliateUserId: aff.uid, dateRange: { from: '2026-01-01', to: '2026-01-02' } },
      }),
    ).rejects.toMatchObject(refused);
    await expect(
      admin('affiliateOperations', {
        action: 'getRecentVisits',
        payload: { affiliateUserId: aff.uid },
      }),
    ).rejects.toMatchObject(refused);
  });
});
