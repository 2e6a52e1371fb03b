import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LedgerEntryDoc } from '@contracts/affiliate-programme';
import type { CallableInput } from '@contracts/callables';
import { createAffiliate } from '../support/affiliates';
import { postEvent } from '../support/billing';
import { callerFor, closeCallers } from '../support/callable-client';
import { adminDb as db, companyDocument, failure } from '../support/companies';
import { invoice, paid } from '../support/ledger';
import { signedInSuperAdmin } from '../support/super-admins';
import { adminAuth, createSignedInUser } from '../support/users';

/**
 * A super admin's balance adjustments (bonus, clawback) and referral reassignments
 * (adminAffiliateOperations.adjust / reassignReferral), through the web SDK: each written with
 * its audit entry, seen by the affiliates on their earnings, and followed by the ledger's next
 * commission. Refusals of non-admins and stale sign-ins: admin-second-factor.test.ts walks them.
 */

type AffiliatesInput = CallableInput<'adminAffiliateOperations'>;
const DAY = 24 * 60 * 60 * 1000;

let admin: Awaited<ReturnType<typeof signedInSuperAdmin>>;
const asAdmin = <const I extends AffiliatesInput>(input: I) =>
  admin.call('adminAffiliateOperations', input);

beforeAll(async () => {
  admin = await signedInSuperAdmin();
});
afterAll(closeCallers);

const auditOf = async (targetId: string) =>
  (await db.collection('auditLog').where('target.id', '==', targetId).get()).docs.map((d) =>
    d.data(),
  );

const entriesOf = async (affiliateUid: string) =>
  (await db.collection('affiliateLedger').where('affiliateUid', '==', affiliateUid).get()).docs.map(
    (d) => ({ id: d.id, ...(d.data() as LedgerEntryDoc) }),
  );

async function earningsOf(affiliate: { email: string; password: string }) {
  const call = await callerFor(affiliate);
  return call('affiliateEarningsOperations', { action: 'getEarnings', payload: {} });
}

/** One currency's balance of an earnings answer (each currency has its own). */
function balanceIn(earnings: Awaited<ReturnType<typeof earningsOf>>, currency: string) {
  const balance = earnings.balances.find((b) => b.currency === currency);
  if (!balance) throw new Error(`no ${currency} balance`);
  return balance;
}

/** A company whose frozen referral credits `affiliateUid`; its owner's email is verified. */
async function referredCompany(affiliateUid: string, name = 'Moved Co') {
  const ownerEmail = `owner-${randomUUID().slice(0, 8)}@example.com`;
  const owner = await adminAuth.createUser({
    email: ownerEmail,
    password: 'owner-pass-1',
    emailVerified: true,
  });
  const companyId = `adj-${randomUUID().slice(0, 12)}`;
  await db.doc(`companies/${companyId}`).set(companyDocument(companyId, owner.uid, name));
  await db.doc(`companies/${companyId}/members/${owner.uid}`).set({
    uid: owner.uid,
    companyId,
    role: 'owner',
    email: ownerEmail,
    displayName: 'Olive Owner',
    photoURL: null,
    joinedAt: Date.now(),
  });
  await db.doc(`affiliateReferrals/${companyId}`).set({
    companyId,
    referredUid: owner.uid,
    affiliateUid,
    source: 'companyCreated',
    frozenAt: Date.now(),
  });
  return { companyId, ownerUid: owner.uid, ownerEmail };
}

/** Pays an invoice of the company through the signed webhook; the ledger's outcome. */
async function payInvoice(companyId: string) {
  const inv = invoice(companyId, { amountPaid: 10_000 });
  const { status, body } = await postEvent(paid(inv.object));
  expect(status).toBe(200);
  return { invoiceId: inv.invoiceId, outcome: body.outcome as string };
}

const commissionOf = async (invoiceId: string) =>
  (await db.doc(`affiliateLedger/inv_${invoiceId}`).get()).data() as LedgerEntryDoc | undefined;

describe('adminAffiliateOperations.adjust', () => {
  it('writes a bonus with its audit entry in one go; the affiliate reads it with the reason', async () => {
    const affiliate = await createAffiliate();
    const before = Date.now();
    const { entryId } = await asAdmin({
      action: 'adjust',
      payload: {
        uid: affiliate.uid,
        type: 'bonus',
        amountCents: 2_500,
        currency: 'USD',
        reason: '  Launch webinar  ',
      },
    });
    expect(entryId).toMatch(/^adj_/);
    const entry = (await db.doc(`affiliateLedger/${entryId}`).get()).data();
    expect(entry).toMatchObject({
      affiliateUid: affiliate.uid,
      kind: 'adjustment',
      adjustmentType: 'bonus',
      amountCents: 2_500,
      currency: 'usd',
      reason: 'Launch webinar',
      payoutId: null,
      heldReason: null,
    });
    // Payable at once: a bonus pays no invoice, so there is no refund window.
    expect(entry?.availableAt).toBeGreaterThanOrEqual(before);
    expect(entry?.availableAt).toBe(entry?.createdAt);

    const audit = await auditOf(affiliate.uid);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'affiliates.adjust',
      actor: { uid: admin.uid, email: admin.email },
      target: { kind: 'affiliate', id: affiliate.uid, label: affiliate.username },
      after: {
        entryId,
        type: 'bonus',
        amountCents: 2_500,
        currency: 'usd',
        reason: 'Launch webinar',
      },
    });
    expect(audit[0]?.at).toBe(entry?.createdAt);

    const earnings = await earningsOf(affiliate);
    expect(earnings.rows).toEqual([
      expect.objectContaining({
        id: entryId,
        kind: 'adjustment',
        adjustmentType: 'bonus',
        reason: 'Launch webinar',
        amountCents: 2_500,
        status: 'payable',
      }),
    ]);
    expect(earnings.balances).toEqual([
      expect.objectContaining({ currency: 'usd', payableCents: 2_500 }),
    ]);
  });

  it('refuses a missing or too short reason, writing nothing', async () => {
    const affiliate = await createAffiliate();
    for (const reason of ['', '  ab  ']) {
      const refused = await failure(
        asAdmin({
          action: 'adjust',
          payload: { uid: affiliate.uid, type: 'bonus', amountCents: 100, currency: 'usd', reason },
        }),
      );
      expect(refused.code).toBe('functions/invalid-argument');
    }
    expect(await entriesOf(affiliate.uid)).toEqual([]);
    expect(await auditOf(affiliate.uid)).toEqual([]);
  });

  it('keeps another currency in its own units, payable in it and out of the dollar totals', async () => {
    const affiliate = await createAffiliate();
    const { entryId } = await asAdmin({
      action: 'adjust',
      payload: {
        uid: affiliate.uid,
        type: 'bonus',
        amountCents: 3_000,
        currency: 'jpy',
        reason: 'Tokyo meetup',
      },
    });
    expect((await db.doc(`affiliateLedger/${entryId}`).get()).data()).toMatchObject({
      currency: 'jpy',
      amountCents: 3_000,
      heldReason: null,
    });
    const earnings = await earningsOf(affiliate);
    expect(earnings.rows[0]).toMatchObject({ currency: 'jpy', status: 'payable' });
    // A yen balance only: nothing of it is added to a dollar balance.
    expect(earnings.balances).toEqual([
      expect.objectContaining({
        currency: 'jpy',
        pendingCents: 0,
        payableCents: 3_000,
        heldCents: 0,
        paidCents: 0,
      }),
    ]);
  });

  it('lowers the balance with a clawback, below zero, and no payout is made from it', async () => {
    const affiliate = await createAffiliate();
    const now = Date.now();
    const commission: LedgerEntryDoc = {
      affiliateUid: affiliate.uid,
      kind: 'commission',
      amountCents: 6_000,
      currency: 'usd',
      companyId: 'co_clawback',
      referredUid: 'someone',
      invoiceId: `in_${randomUUID()}`,
      eventId: 'evt_clawback',
      createdAt: now - 40 * DAY,
      availableAt: now - 10 * DAY,
      payoutId: null,
      heldReason: null,
    };
    await db.doc(`affiliateLedger/test_${randomUUID()}`).set(commission);
    expect(balanceIn(await earningsOf(affiliate), 'usd').payableCents).toBe(6_000);

    await asAdmin({
      action: 'adjust',
      payload: {
        uid: affiliate.uid,
        type: 'clawback',
        amountCents: 8_000,
        currency: 'usd',
        reason: 'Commission paid twice',
      },
    });
    const earnings = await earningsOf(affiliate);
    expect(balanceIn(earnings, 'usd')).toMatchObject({
      payableCents: -2_000,
      rollover: 'notPositive',
    });
    expect(earnings.rows[0]).toMatchObject({
      adjustmentType: 'clawback',
      amountCents: -8_000,
      reason: 'Commission paid twice',
    });
    const detail = await asAdmin({ action: 'get', payload: { uid: affiliate.uid } });
    expect(detail.row.stats.money).toEqual([
      { currency: 'usd', lifetimeCents: -2_000, balanceCents: -2_000 },
    ]);
    const preview = await admin.call('adminAffiliatePayoutOperations', {
      action: 'previewBatch',
      payload: {},
    });
    expect(preview.payouts.map((p) => p.affiliateUid)).not.toContain(affiliate.uid);
  });

  it("refuses the admin's own affiliate account", async () => {
    await db.doc(`affiliates/${admin.uid}`).set({
      username: `own_${randomUUID().slice(0, 8).replace(/-/g, '')}`,
      status: 'approved',
      approvedAt: Date.now(),
      payoutEmail: admin.email,
      agreement: null,
    });
    const refused = await failure(
      asAdmin({
        action: 'adjust',
        payload: {
          uid: admin.uid,
          type: 'bonus',
          amountCents: 100,
          currency: 'usd',
          reason: 'Myself',
        },
      }),
    );
    expect(refused.code).toBe('functions/failed-precondition');
    expect(await entriesOf(admin.uid)).toEqual([]);
    await db.doc(`affiliates/${admin.uid}`).delete();
  });
});

describe('adminAffiliateOperations.releaseCurrencyHold', () => {
  /** An entry as the ledger wrote one in another currency before it paid every currency. */
  const legacyHeld = (affiliateUid: string, patch: Partial<LedgerEntryDoc>): LedgerEntryDoc => ({
    affiliateUid,
    kind: 'commission',
    amountCents: 26_000,
    currency: 'krw',
    companyId: 'co_seoul',
    referredUid: 'someone',
    invoiceId: 'in_seoul',
    eventId: 'evt_seoul',
    createdAt: Date.now() - 60 * DAY,
    availableAt: Date.now() - 30 * DAY,
    payoutId: null,
    heldReason: 'currencyReview',
    ...patch,
  });

  it('keeps an old currency hold until released; then it and its refund are payable in won', async () => {
    const affiliate = await createAffiliate();
    const invoiceId = `in_${randomUUID()}`;
    const commissionId = `inv_${invoiceId}`;
    const refundId = `ref_${randomUUID()}`;
    await db.doc(`affiliateLedger/${commissionId}`).set(legacyHeld(affiliate.uid, { invoiceId }));
    await db
      .doc(`affiliateLedger/${refundId}`)
      .set(legacyHeld(affiliate.uid, { invoiceId, kind: 'refund', amountCents: -13_000 }));

    // Never released by itself: it may have been settled by hand.
    const before = await earningsOf(affiliate);
    expect(balanceIn(before, 'krw')).toMatchObject({ payableCents: 0, heldCents: 13_000 });
    expect(before.rows.map((r) => [r.status, r.heldReason])).toEqual([
      ['held', 'currencyReview'],
      ['held', 'currencyReview'],
    ]);

    const reason = 'Checked with finance: never paid by hand';
    const released = await asAdmin({
      action: 'releaseCurrencyHold',
      payload: { entryId: commissionId, reason },
    });
    expect(released.entryIds).toEqual([commissionId, refundId].sort());
    const after = await earningsOf(affiliate);
    expect(balanceIn(after, 'krw')).toMatchObject({ payableCents: 13_000, heldCents: 0 });
    expect((await auditOf(affiliate.uid)).at(-1)).toMatchObject({
      action: 'affiliates.releaseCurrencyHold',
      actor: { uid: admin.uid },
      after: { entryIds: released.entryIds, currency: 'krw', amountCents: 13_000, reason },
    });

    const again = await failure(
      asAdmin({ action: 'releaseCurrencyHold', payload: { entryId: commissionId, reason } }),
    );
    expect(again.code).toBe('functions/failed-precondition');
  });

  it('refuses an entry that is not held for its currency, writing nothing', async () => {
    const affiliate = await createAffiliate();
    const entryId = `test_${randomUUID()}`;
    await db
      .doc(`affiliateLedger/${entryId}`)
      .set(legacyHeld(affiliate.uid, { currency: 'usd', heldReason: 'emailUnverified' }));
    const refused = await failure(
      asAdmin({ action: 'releaseCurrencyHold', payload: { entryId, reason: 'Not this one' } }),
    );
    expect(refused.code).toBe('functions/failed-precondition');
    expect((await db.doc(`affiliateLedger/${entryId}`).get()).get('heldReason')).toBe(
      'emailUnverified',
    );
    expect(await auditOf(affiliate.uid)).toEqual([]);
  });
});

describe('adminAffiliateOperations.reassignReferral', () => {
  it('moves future commissions to another approved affiliate; past entries stay; both are told', async () => {
    const [from, to] = await Promise.all([createAffiliate(), createAffiliate()]);
    const { companyId, ownerUid, ownerEmail } = await referredCompany(from.uid, 'Northwind Moved');
    const first = await payInvoice(companyId);
    expect(first.outcome).toBe('commission');
    expect((await commissionOf(first.invoiceId))?.affiliateUid).toBe(from.uid);

    const listed = await asAdmin({ action: 'listReferrals', payload: { uid: from.uid } });
    expect(listed.referrals).toEqual([
      expect.objectContaining({
        companyId,
        companyName: 'Northwind Moved',
        source: 'companyCreated',
      }),
    ]);

    const reason = 'The customer was introduced by the other affiliate';
    expect(
      await asAdmin({
        action: 'reassignReferral',
        payload: { companyId, affiliateUid: to.uid, reason },
      }),
    ).toEqual({ companyId, affiliateUid: to.uid });
    expect((await db.doc(`affiliateReferrals/${companyId}`).get()).data()).toMatchObject({
      companyId,
      referredUid: ownerUid,
      affiliateUid: to.uid,
      source: 'reassigned',
    });
    const audit = await auditOf(companyId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'affiliates.reassignReferral',
      actor: { uid: admin.uid, email: admin.email },
      target: { kind: 'company', id: companyId, label: 'Northwind Moved' },
      before: {
        affiliateUid: from.uid,
        affiliateUsername: from.username,
        source: 'companyCreated',
      },
      after: { affiliateUid: to.uid, affiliateUsername: to.username, source: 'reassigned', reason },
    });

    const second = await payInvoice(companyId);
    expect(second.outcome).toBe('commission');
    expect((await commissionOf(second.invoiceId))?.affiliateUid).toBe(to.uid);
    // Written before the move: it stays with whom it was written for.
    expect((await commissionOf(first.invoiceId))?.affiliateUid).toBe(from.uid);

    const [fromEarnings, toEarnings] = await Promise.all([earningsOf(from), earningsOf(to)]);
    expect(fromEarnings.rows).toContainEqual(
      expect.objectContaining({
        kind: 'referralMoved',
        referralMove: 'movedAway',
        companyName: 'Northwind Moved',
        amountCents: 0,
        status: 'notice',
        reason: null,
      }),
    );
    expect(toEarnings.rows).toContainEqual(
      expect.objectContaining({ kind: 'referralMoved', referralMove: 'assigned', amountCents: 0 }),
    );
    // Neither sees the company's people, nor the admin's reason.
    for (const seen of [JSON.stringify(fromEarnings), JSON.stringify(toEarnings)]) {
      expect(seen).not.toContain(ownerEmail);
      expect(seen).not.toContain(ownerUid);
      expect(seen).not.toContain('Olive');
      expect(seen).not.toContain(reason);
    }
    // The notices are never paid.
    expect(balanceIn(fromEarnings, 'usd').payableCents).toBe(0);
    expect(
      (await asAdmin({ action: 'listReferrals', payload: { uid: from.uid } })).referrals,
    ).toEqual([]);
  });

  it('refuses a suspended affiliate and one who is a member of the company; nothing changes', async () => {
    const from = await createAffiliate();
    const suspended = await createAffiliate('suspended');
    const member = await createAffiliate();
    const { companyId } = await referredCompany(from.uid);
    await db.doc(`companies/${companyId}/members/${member.uid}`).set({
      uid: member.uid,
      companyId,
      role: 'member',
      email: member.email,
      displayName: 'Member',
      photoURL: null,
      joinedAt: Date.now(),
    });
    for (const affiliateUid of [suspended.uid, member.uid]) {
      const refused = await failure(
        asAdmin({
          action: 'reassignReferral',
          payload: { companyId, affiliateUid, reason: 'Should not happen' },
        }),
      );
      expect(refused.code, affiliateUid).toBe('functions/failed-precondition');
    }
    expect((await db.doc(`affiliateReferrals/${companyId}`).get()).get('affiliateUid')).toBe(
      from.uid,
    );
    expect(await auditOf(companyId)).toEqual([]);
    for (const uid of [from.uid, suspended.uid, member.uid]) {
      expect((await entriesOf(uid)).filter((e) => e.kind === 'referralMoved')).toEqual([]);
    }
  });

  it('to no affiliate: the next paid invoice earns nobody a commission', async () => {
    const from = await createAffiliate();
    const { companyId } = await referredCompany(from.uid);
    await asAdmin({
      action: 'reassignReferral',
      payload: { companyId, affiliateUid: null, reason: 'Attribution was a mistake' },
    });
    expect((await db.doc(`affiliateReferrals/${companyId}`).get()).data()).toMatchObject({
      affiliateUid: null,
      source: 'reassigned',
    });
    const next = await payInvoice(companyId);
    expect(next.outcome).toBe('not-referred');
    expect(await commissionOf(next.invoiceId)).toBeUndefined();
    expect(await entriesOf(from.uid)).toEqual([
      expect.objectContaining({ kind: 'referralMoved', referralMove: 'movedAway', amountCents: 0 }),
    ]);
    expect(await auditOf(companyId)).toEqual([
      expect.objectContaining({
        action: 'affiliates.reassignReferral',
        before: expect.objectContaining({ affiliateUid: from.uid }),
        after: expect.objectContaining({ affiliateUid: null }),
      }),
    ]);
    // Removing it again has nothing to remove.
    const again = await failure(
      asAdmin({
        action: 'reassignReferral',
        payload: { companyId, affiliateUid: null, reason: 'Twice' },
      }),
    );
    expect(again.code).toBe('functions/failed-precondition');
  });
});

describe('access', () => {
  it('refuses the new actions to a signed-in user who is not a super admin', async () => {
    const plain = await callerFor(await createSignedInUser());
    const affiliate = await createAffiliate();
    const { companyId } = await referredCompany(affiliate.uid);
    const inputs: AffiliatesInput[] = [
      {
        action: 'adjust',
        payload: {
          uid: affiliate.uid,
          type: 'bonus',
          amountCents: 100,
          currency: 'usd',
          reason: 'Hi there',
        },
      },
      { action: 'listReferrals', payload: { uid: affiliate.uid } },
      {
        action: 'reassignReferral',
        payload: { companyId, affiliateUid: null, reason: 'Hi there' },
      },
    ];
    for (const input of inputs) {
      const refused = await failure(plain('adminAffiliateOperations', input));
      expect(refused.code, input.action).toBe('functions/permission-denied');
    }
    expect(await entriesOf(affiliate.uid)).toEqual([]);
  });
});
