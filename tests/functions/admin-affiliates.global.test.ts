import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PROGRAMME_SETTINGS, type LedgerEntryDoc } from '@contracts/affiliate-programme';
import type { CallableInput } from '@contracts/callables';
import { adminCallers, type AdminCaller, type AdminCallerRole } from '../support/admin-callers';
import {
  adminDb,
  affiliateClient,
  closeClients,
  createAffiliate,
  visit,
} from '../support/affiliates';
import {
  finishInterruptedBatches,
  INTERRUPTED_BATCH_AFTER_MS,
  MAINTENANCE_ACTOR_UID,
} from '../../functions/src/services/admin-affiliates/finish-interrupted-batches';
import { callerFor, closeCallers } from '../support/callable-client';
import { errorCode, failure } from '../support/companies';
import { waitForMail } from '../support/mail';

type AffiliatesInput = CallableInput<'adminAffiliateOperations'>;
type PayoutsInput = CallableInput<'adminAffiliatePayoutOperations'>;
type Callers<N extends 'adminAffiliateOperations' | 'adminAffiliatePayoutOperations'> = Record<
  AdminCallerRole,
  AdminCaller<N>['call']
>;

const DAY = 24 * 60 * 60 * 1000;

function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('expected a value');
  return value;
}
const affiliates = {} as Callers<'adminAffiliateOperations'>;
const payouts = {} as Callers<'adminAffiliatePayoutOperations'>;
let admin = { uid: '', email: '' };
/** The super admin of the payouts callable (another account than `admin`). */
let payoutAdmin = { uid: '', email: '' };

beforeAll(async () => {
  const [a, p] = await Promise.all([
    adminCallers('adminAffiliateOperations'),
    adminCallers('adminAffiliatePayoutOperations'),
  ]);
  admin = { uid: a.superAdmin.uid, email: a.superAdmin.email };
  payoutAdmin = { uid: p.superAdmin.uid, email: p.superAdmin.email };
  for (const role of ['superAdmin', 'plain', 'stringClaim', 'revoked'] as const) {
    affiliates[role] = a[role].call;
    payouts[role] = p[role].call;
  }
});
// The amounts below assume a $50 minimum: set it for this file, put back what was there after.
const settingsRef = adminDb.doc('affiliateProgramme/settings');
let savedSettings: Record<string, unknown> | undefined;
beforeAll(async () => {
  savedSettings = (await settingsRef.get()).data();
  await settingsRef.set({ ...DEFAULT_PROGRAMME_SETTINGS, minimumPayoutCents: 5000 });
});
afterAll(async () => {
  if (savedSettings) await settingsRef.set(savedSettings);
  else await settingsRef.delete();
  await closeCallers();
  await closeClients();
});

const auditOf = async (targetId: string) =>
  (await adminDb.collection('auditLog').where('target.id', '==', targetId).get()).docs.map((d) =>
    d.data(),
  );

/** A ledger entry of the affiliate, written as the ledger would (id returned). */
async function entry(
  affiliateUid: string,
  amountCents: number,
  availableAt: number,
  patch: Partial<LedgerEntryDoc> = {},
): Promise<string> {
  const id = `test_${randomUUID()}`;
  const doc: LedgerEntryDoc = {
    affiliateUid,
    kind: amountCents < 0 ? 'refund' : 'commission',
    amountCents,
    currency: 'usd',
    companyId: `co_${randomUUID().slice(0, 6)}`,
    referredUid: 'someone',
    invoiceId: null,
    eventId: `evt_${id}`,
    createdAt: availableAt - (amountCents < 0 ? 0 : 30 * DAY),
    availableAt,
    payoutId: null,
    heldReason: null,
    ...patch,
  };
  await adminDb.doc(`affiliateLedger/${id}`).set(doc);
  return id;
}

const generate = async (asOf: number) =>
  await payouts.superAdmin({ action: 'generateBatch', payload: { asOf } });

const payoutsOf = async (affiliateUid: string) =>
  (
    await adminDb.collection('affiliatePayouts').where('affiliateUid', '==', affiliateUid).get()
  ).docs.map((d) => ({
    id: d.id,
    ...(d.data() as { amountCents: number; currency?: string; entryIds: string[] }),
  }));

const payoutIdOf = async (entryId: string) =>
  (await adminDb.doc(`affiliateLedger/${entryId}`).get()).get('payoutId') as string | null;

const minimum = async () =>
  ((await adminDb.doc('affiliateProgramme/settings').get()).get('minimumPayoutCents') as
    number | undefined) ?? 5000;

describe('access: super admins only, every action, mutations audited', () => {
  it('allows a super admin and refuses a plain user, a "true"-string claim and a revoked admin', async () => {
    const affiliate = await createAffiliate();
    const now = Date.now();
    await entry(affiliate.uid, 100_000, now - DAY);
    const flag = adminDb.collection('affiliateFlags').doc();
    await flag.set({
      affiliateUid: affiliate.uid,
      kind: 'signupBurst',
      day: '2026-01-01',
      count: 40,
      createdAt: now,
      status: 'open',
    });
    const uid = affiliate.uid;
    const affiliateActions: { input: AffiliatesInput; target: string | null }[] = [
      { input: { action: 'list', payload: {} }, target: null },
      { input: { action: 'get', payload: { uid } }, target: null },
      { input: { action: 'listLedger', payload: { uid } }, target: null },
      { input: { action: 'suspend', payload: { uid, reason: 'Spam' } }, target: uid },
      { input: { action: 'reactivate', payload: { uid } }, target: uid },
      {
        input: { action: 'setRateOverride', payload: { uid, rateOverride: { ratePercent: 30 } } },
        target: uid,
      },
      { input: { action: 'dismissFlag', payload: { flagId: flag.id } }, target: uid },
    ];
    for (const { input, target } of affiliateActions) {
      const before = target ? (await auditOf(target)).length : 0;
      for (const [who, code] of [
        ['plain', 'functions/permission-denied'],
        ['stringClaim', 'functions/permission-denied'],
        ['revoked', 'functions/unauthenticated'],
      ] as const) {
        expect(await errorCode(affiliates[who](input)), `${input.action} as ${who}`).toBe(code);
      }
      if (target) expect(await auditOf(target), input.action).toHaveLength(before);
      expect(await errorCode(affiliates.superAdmin(input)), input.action).toBe('none');
      if (target) {
        const entries = (await auditOf(target)).sort((x, y) => y.at - x.at);
        expect(entries, input.action).toHaveLength(before + 1);
        expect(entries[0]?.actor).toEqual({ uid: admin.uid, email: admin.email });
        expect(entries[0]?.action).toBe(`affiliates.${input.action}`);
      }
    }
    expect((await adminDb.doc(`affiliates/${uid}`).get()).get('rateOverride')).toEqual({
      ratePercent: 30,
    });
    expect((await flag.get()).get('status')).toBe('dismissed');

    const refused = async (input: PayoutsInput) => {
      for (const [who, code] of [
        ['plain', 'functions/permission-denied'],
        ['stringClaim', 'functions/permission-denied'],
        ['revoked', 'functions/unauthenticated'],
      ] as const) {
        expect(await errorCode(payouts[who](input)), `${input.action} as ${who}`).toBe(code);
      }
    };
    for (const input of [
      { action: 'previewBatch', payload: {} },
      { action: 'generateBatch', payload: {} },
      { action: 'listBatches', payload: {} },
    ] as PayoutsInput[]) {
      await refused(input);
    }
    expect(await payoutsOf(uid)).toHaveLength(0);
    const { batch } = await generate(now);
    expect(batch).not.toBeNull();
    const batchAudit = await auditOf(must(batch).id);
    expect(batchAudit).toHaveLength(1);
    expect(batchAudit[0]).toMatchObject({
      action: 'affiliatePayouts.generateBatch',
      actor: { uid: payoutAdmin.uid, email: payoutAdmin.email },
      target: { kind: 'payout', id: must(batch).id },
    });
    await refused({ action: 'getBatch', payload: { batchId: must(batch).id } });
    expect(
      await errorCode(
        payouts.superAdmin({ action: 'getBatch', payload: { batchId: must(batch).id } }),
      ),
    ).toBe('none');
    const [payout] = await payoutsOf(uid);
    const markPaid: PayoutsInput = {
      action: 'markPaid',
      payload: { payoutId: must(payout).id, reference: 'TR-1' },
    };
    await refused(markPaid);
    expect(await auditOf(must(payout).id)).toHaveLength(0);
    expect(await errorCode(payouts.superAdmin(markPaid))).toBe('none');
    expect(await auditOf(must(payout).id)).toHaveLength(1);
  });
});

describe('generateBatch', () => {
  it('rolls a balance below the minimum over, and pays it once above', async () => {
    const min = await minimum();
    const affiliate = await createAffiliate();
    const now = Date.now();
    const first = await entry(affiliate.uid, min - 1, now + 5 * DAY);
    // On hold at the first clock: not counted, not touched.
    const later = await entry(affiliate.uid, 10, now + 15 * DAY);

    await generate(now + 10 * DAY);
    expect(await payoutsOf(affiliate.uid)).toHaveLength(0);
    expect(await payoutIdOf(first)).toBeNull();

    await generate(now + 20 * DAY);
    const [payout, extra] = await payoutsOf(affiliate.uid);
    expect(extra).toBeUndefined();
    expect(payout?.amountCents).toBe(min + 9);
    expect(payout?.entryIds.sort()).toEqual([first, later].sort());
    expect(await payoutIdOf(first)).toBe(payout?.id);
    expect(await payoutIdOf(later)).toBe(payout?.id);

    await generate(now + 30 * DAY);
    expect(await payoutsOf(affiliate.uid)).toHaveLength(1);
  });

  it('nets a refund written after a payout into the next one', async () => {
    const affiliate = await createAffiliate();
    const now = Date.now();
    const paid = await entry(affiliate.uid, 20_000, now - DAY);
    await generate(now);
    const [firstPayout] = await payoutsOf(affiliate.uid);
    expect(firstPayout?.amountCents).toBe(20_000);

    const refund = await entry(affiliate.uid, -5_000, now + DAY);
    const next = await entry(affiliate.uid, 15_000, now + DAY);
    await generate(now + 2 * DAY);
    const second = (await payoutsOf(affiliate.uid)).find((p) => p.id !== firstPayout?.id);
    expect(second?.amountCents).toBe(10_000);
    expect(second?.entryIds.sort()).toEqual([refund, next].sort());
    expect(await payoutIdOf(paid)).toBe(firstPayout?.id);
  });

  it('skips held entries and suspended affiliates', async () => {
    const now = Date.now();
    const held = await createAffiliate();
    await entry(held.uid, 50_000, now - DAY, { heldReason: 'emailUnverified' });
    const suspended = await createAffiliate('suspended');
    await entry(suspended.uid, 50_000, now - DAY);
    await generate(now);
    expect(await payoutsOf(held.uid)).toHaveLength(0);
    expect(await payoutsOf(suspended.uid)).toHaveLength(0);
  });

  it('never puts an entry in two payouts when two batches run at once', async () => {
    const affiliate = await createAffiliate();
    const now = Date.now();
    const ids = await Promise.all(
      [1, 2, 3, 4, 5].map((i) => entry(affiliate.uid, i * 10_000, now - DAY)),
    );
    const [a, b] = await Promise.all([generate(now), generate(now)]);
    const mine = await payoutsOf(affiliate.uid);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.amountCents).toBe(150_000);
    expect(mine[0]?.entryIds.sort()).toEqual(ids.sort());
    // Across both batches, every entry appears once.
    const all = (
      await Promise.all(
        [a.batch, b.batch]
          .filter((batch) => batch !== null)
          .map((batch) =>
            adminDb.collection('affiliatePayouts').where('batchId', '==', must(batch).id).get(),
          ),
      )
    ).flatMap((snap) => snap.docs.flatMap((d) => d.get('entryIds') as string[]));
    expect(new Set(all).size).toBe(all.length);
  });

  it('pays only affiliates who accepted the current agreement, once one is published', async () => {
    const ref = adminDb.doc('policies/affiliateAgreement');
    const previous = await ref.get();
    const version = ((previous.get('currentVersion') as number | undefined) ?? 0) + 1000;
    await ref.set(
      {
        kind: 'affiliateAgreement',
        title: 'Affiliate agreement',
        effectiveDate: '2026-01-01',
        publishedAt: Date.now(),
        ...previous.data(),
        currentVersion: version,
      },
      { merge: true },
    );
    try {
      const now = Date.now();
      const accepted = await createAffiliate();
      const notAccepted = await createAffiliate('approved', { acceptAgreement: false });
      await entry(accepted.uid, 60_000, now - DAY);
      await entry(notAccepted.uid, 60_000, now - DAY);
      const preview = await payouts.superAdmin({
        action: 'previewBatch',
        payload: { asOf: now },
      });
      expect(preview.payouts.map((p) => p.affiliateUid)).toContain(accepted.uid);
      expect(preview.payouts.map((p) => p.affiliateUid)).not.toContain(notAccepted.uid);
      expect(preview.awaitingAgreement).toBeGreaterThanOrEqual(1);
      await generate(now);
      expect(await payoutsOf(accepted.uid)).toHaveLength(1);
      expect(await payoutsOf(notAccepted.uid)).toHaveLength(0);
    } finally {
      if (previous.exists) await ref.set(must(previous.data()));
      else await ref.delete();
    }
  });
});

describe('payouts per currency', () => {
  it('pays each currency on its own, against its own minimum; one under it rolls over and the affiliate sees why', async () => {
    await settingsRef.set({
      ...DEFAULT_PROGRAMME_SETTINGS,
      minimumPayoutCents: 5_000,
      minimumPayoutByCurrency: { jpy: 7_500 },
    });
    try {
      const affiliate = await createAffiliate();
      const now = Date.now();
      const dollars = await entry(affiliate.uid, 6_000, now - DAY);
      // €12.00 is under the €50.00 minimum (the USD one at the same face value): it rolls over.
      const euros = await entry(affiliate.uid, 1_200, now - DAY, { currency: 'eur' });
      // ¥8,000 (zero-decimal) reaches the configured ¥7,500.
      const yen = await entry(affiliate.uid, 8_000, now - DAY, { currency: 'jpy' });

      const preview = await payouts.superAdmin({ action: 'previewBatch', payload: { asOf: now } });
      expect(preview.payouts.filter((p) => p.affiliateUid === affiliate.uid)).toEqual([
        expect.objectContaining({ currency: 'usd', amountCents: 6_000 }),
        expect.objectContaining({ currency: 'jpy', amountCents: 8_000 }),
      ]);
      const eurLine = must(preview.currencies.find((c) => c.currency === 'eur'));
      expect(eurLine.minimumPayoutCents).toBe(5_000);
      expect(eurLine.belowMinimum).toBeGreaterThanOrEqual(1);
      expect(preview.currencies.find((c) => c.currency === 'jpy')?.minimumPayoutCents).toBe(7_500);

      const { batch } = await generate(now);
      const mine = (await payoutsOf(affiliate.uid)).sort((a, b) => a.amountCents - b.amountCents);
      expect(mine.map((p) => [p.currency, p.amountCents, p.entryIds])).toEqual([
        ['usd', 6_000, [dollars]],
        ['jpy', 8_000, [yen]],
      ]);
      expect(await payoutIdOf(euros)).toBeNull();
      const stored = (await adminDb.doc(`affiliatePayoutBatches/${must(batch).id}`).get()).data();
      expect((stored?.totalByCurrency as Record<string, number>).jpy).toBeGreaterThanOrEqual(8_000);
      expect(must(batch).totals.map((t) => t.currency)).toEqual(
        expect.arrayContaining(['usd', 'jpy']),
      );
      expect(must(batch).totals.map((t) => t.currency)).not.toContain('eur');

      // The affiliate sees each currency apart, and why the euros wait.
      const call = await callerFor(affiliate);
      const earnings = await call('affiliateEarningsOperations', {
        action: 'getEarnings',
        payload: {},
      });
      expect(earnings.balances).toEqual([
        expect.objectContaining({ currency: 'usd', payableCents: 0, paidCents: 6_000 }),
        expect.objectContaining({
          currency: 'eur',
          payableCents: 1_200,
          paidCents: 0,
          minimumPayoutCents: 5_000,
          rollover: 'belowMinimum',
        }),
        expect.objectContaining({ currency: 'jpy', payableCents: 0, paidCents: 8_000 }),
      ]);

      // The yen payout is paid and mailed in yen; the batch's paid total is per currency.
      const yenPayout = must(mine.find((p) => p.currency === 'jpy'));
      const paid = await payouts.superAdmin({
        action: 'markPaid',
        payload: { payoutId: yenPayout.id, reference: 'WISE-JPY-1' },
      });
      expect(paid.payout).toMatchObject({ currency: 'jpy', amountCents: 8_000, status: 'paid' });
      await waitForMail({ to: affiliate.email, subjectIncludes: '¥8,000' });
      const afterPaid = (
        await adminDb.doc(`affiliatePayoutBatches/${must(batch).id}`).get()
      ).data();
      expect((afterPaid?.paidByCurrency as Record<string, number>).jpy).toBe(8_000);

      // More euros take the balance over the minimum: the next batch pays both entries in euros.
      const moreEuros = await entry(affiliate.uid, 4_000, now, { currency: 'eur' });
      await generate(now + DAY);
      const euroPayout = (await payoutsOf(affiliate.uid)).find((p) => p.currency === 'eur');
      expect(euroPayout?.amountCents).toBe(5_200);
      expect(euroPayout?.entryIds.sort()).toEqual([euros, moreEuros].sort());
    } finally {
      await settingsRef.set({ ...DEFAULT_PROGRAMME_SETTINGS, minimumPayoutCents: 5000 });
    }
  });

  it('nets a refund only within its currency', async () => {
    const affiliate = await createAffiliate();
    const now = Date.now();
    await entry(affiliate.uid, 6_000, now - DAY);
    await entry(affiliate.uid, 6_000, now - DAY, { currency: 'eur' });
    // A €20 refund: the euros fall under the minimum; the dollars are paid in full.
    await entry(affiliate.uid, -2_000, now - DAY, { currency: 'eur' });
    await generate(now);
    expect((await payoutsOf(affiliate.uid)).map((p) => [p.currency, p.amountCents])).toEqual([
      ['usd', 6_000],
    ]);
  });
});

describe('separation of duties', () => {
  it('refuses a super admin every decision about their own affiliate account, auditing nothing', async () => {
    // The admin of the affiliates callable and of the payouts callable, each an affiliate too.
    for (const uid of [admin.uid, payoutAdmin.uid]) {
      await adminDb.doc(`affiliates/${uid}`).set({
        username: `own_${uid.slice(0, 8).toLowerCase()}`,
        status: 'approved',
        approvedAt: Date.now(),
        payoutEmail: `own-${uid.slice(0, 8)}@example.com`,
        agreement: null,
      });
    }
    const flag = adminDb.collection('affiliateFlags').doc();
    await flag.set({ affiliateUid: admin.uid, kind: 'signupBurst', status: 'open', createdAt: 1 });
    const payout = adminDb.collection('affiliatePayouts').doc();
    await payout.set({
      batchId: 'no-batch',
      affiliateUid: payoutAdmin.uid,
      payoutEmail: 'own@example.com',
      amountCents: 9_000,
      entryIds: [],
      status: 'pending',
      createdAt: 1,
      paidAt: null,
      reference: null,
    });

    // One at a time: each is awaited as it is made.
    const attempts = [
      () =>
        affiliates.superAdmin({
          action: 'setRateOverride',
          payload: { uid: admin.uid, rateOverride: { ratePercent: 90 } },
        }),
      () =>
        affiliates.superAdmin({ action: 'suspend', payload: { uid: admin.uid, reason: 'myself' } }),
      () => affiliates.superAdmin({ action: 'dismissFlag', payload: { flagId: flag.id } }),
      () =>
        payouts.superAdmin({
          action: 'markPaid',
          payload: { payoutId: payout.id, reference: 'SELF-1' },
        }),
    ];
    for (const attempt of attempts) {
      const refused = await failure(attempt());
      expect(refused.code).toBe('functions/failed-precondition');
      expect(refused.message).toMatch(/your own affiliate account/);
    }
    expect(
      (await adminDb.doc(`affiliates/${admin.uid}`).get()).get('rateOverride'),
    ).toBeUndefined();
    expect((await flag.get()).get('status')).toBe('open');
    expect((await payout.get()).get('status')).toBe('pending');
    expect(await auditOf(admin.uid)).toEqual([]);
    expect(await auditOf(payout.id)).toEqual([]);

    // Gone again: later batches in this file must not find the admins as affiliates.
    await adminDb.doc(`affiliates/${payoutAdmin.uid}`).delete();
    await adminDb.doc(`affiliates/${admin.uid}`).delete();
    await flag.delete();
    await payout.delete();
  });
});

describe('an interrupted batch', () => {
  /** A batch left `generating` at `createdAt`, with pending payouts of these amounts. */
  async function generatingBatch(createdAt: number, amounts: number[]) {
    const ref = adminDb.collection('affiliatePayoutBatches').doc();
    await ref.set({
      status: 'generating',
      createdAt,
      createdBy: admin.uid,
      asOf: createdAt,
      payoutCount: 0,
      totalCents: 0,
      paidCount: 0,
      paidCents: 0,
    });
    const ids: string[] = [];
    for (const amountCents of amounts) {
      const payout = adminDb.collection('affiliatePayouts').doc();
      await payout.set({
        batchId: ref.id,
        affiliateUid: `aff_${randomUUID().slice(0, 8)}`,
        payoutEmail: `payee-${randomUUID().slice(0, 8)}@example.com`,
        amountCents,
        entryIds: [],
        status: 'pending',
        createdAt,
        paidAt: null,
        reference: null,
      });
      ids.push(payout.id);
    }
    return { ref, ids };
  }

  it('refuses its payouts until maintenance finishes it with its totals, audited as the system', async () => {
    const now = Date.now();
    const stale = now - INTERRUPTED_BATCH_AFTER_MS - 60_000;
    const cut = await generatingBatch(stale, [10_000, 5_000]);
    const empty = await generatingBatch(stale, []);
    const running = await generatingBatch(now - 5_000, [7_000]);
    const pay = (payoutId: string) =>
      payouts.superAdmin({ action: 'markPaid', payload: { payoutId, reference: 'WIRE-1' } });

    const refused = await failure(pay(must(cut.ids[0])));
    expect(refused.code).toBe('functions/failed-precondition');
    expect(refused.message).toMatch(/still being generated/);
    expect((await adminDb.doc(`affiliatePayouts/${must(cut.ids[0])}`).get()).get('status')).toBe(
      'pending',
    );

    expect(await finishInterruptedBatches(adminDb, now)).toBeGreaterThanOrEqual(2);
    // Payouts made before they carried a currency were in the programme's (USD).
    expect((await cut.ref.get()).data()).toMatchObject({
      status: 'pending',
      payoutCount: 2,
      totalByCurrency: { usd: 15_000 },
    });
    expect((await empty.ref.get()).exists).toBe(false);
    expect((await running.ref.get()).get('status')).toBe('generating');
    expect(await auditOf(cut.ref.id)).toEqual([
      expect.objectContaining({
        action: 'affiliatePayouts.generateBatch',
        actor: { uid: MAINTENANCE_ACTOR_UID, email: null },
        after: expect.objectContaining({ payoutCount: 2, totalByCurrency: { usd: 15_000 } }),
      }),
    ]);
    // Finished once: a later run leaves it alone.
    await finishInterruptedBatches(adminDb, now);
    expect(await auditOf(cut.ref.id)).toHaveLength(1);

    expect(await errorCode(pay(must(cut.ids[0])))).toBe('none');
    expect((await cut.ref.get()).data()).toMatchObject({
      status: 'pending',
      paidCount: 1,
      paidByCurrency: { usd: 10_000 },
    });
    await running.ref.delete();
  });
});

describe('markPaid', () => {
  it('marks a pending payout paid, mails the affiliate, and refuses to change it again', async () => {
    const affiliate = await createAffiliate();
    const now = Date.now();
    await entry(affiliate.uid, 42_000, now - DAY);
    const { batch } = await generate(now);
    const [payout] = await payoutsOf(affiliate.uid);
    const answer = await payouts.superAdmin({
      action: 'markPaid',
      payload: { payoutId: must(payout).id, reference: 'WIRE-42' },
    });
    expect(answer.payout).toMatchObject({
      status: 'paid',
      reference: 'WIRE-42',
      amountCents: 42_000,
    });
    expect(answer.payout.paidAt).toBeGreaterThan(0);
    expect(answer.emailSent).toBe(true);
    const mail = await waitForMail({ to: affiliate.email, subjectIncludes: '$420.00' });
    expect(mail.text).toContain('WIRE-42');

    const again = await failure(
      payouts.superAdmin({
        action: 'markPaid',
        payload: { payoutId: must(payout).id, reference: 'OTHER' },
      }),
    );
    expect(again.code).toBe('functions/failed-precondition');
    expect(again.message).toMatch(/never changes/);
    const stored = (await adminDb.doc(`affiliatePayouts/${must(payout).id}`).get()).data();
    expect(stored).toMatchObject({ status: 'paid', reference: 'WIRE-42' });
    expect(await auditOf(must(payout).id)).toHaveLength(1);

    const detail = await payouts.superAdmin({
      action: 'getBatch',
      payload: { batchId: must(batch).id },
    });
    expect(detail.batch.paidCount).toBeGreaterThanOrEqual(1);
    expect(detail.payouts.find((p) => p.id === must(payout).id)).toMatchObject({
      username: affiliate.username,
      payoutEmail: affiliate.email,
      status: 'paid',
    });
  });
});

describe('suspend and reactivate', () => {
  it('a suspended affiliate tracks nothing; reactivated, the link counts again', async () => {
    const affiliate = await createAffiliate();
    const track = await affiliateClient();
    expect(await track(visit(affiliate.username))).toMatchObject({ tracked: true });
    await affiliates.superAdmin({
      action: 'suspend',
      payload: { uid: affiliate.uid, reason: 'Paid search on our brand' },
    });
    expect((await adminDb.doc(`affiliates/${affiliate.uid}`).get()).data()).toMatchObject({
      status: 'suspended',
      suspendedReason: 'Paid search on our brand',
    });
    expect(await track(visit(affiliate.username))).toMatchObject({ tracked: false });
    expect(
      await errorCode(
        affiliates.superAdmin({
          action: 'suspend',
          payload: { uid: affiliate.uid, reason: 'x y z' },
        }),
      ),
    ).toBe('functions/failed-precondition');
    await affiliates.superAdmin({ action: 'reactivate', payload: { uid: affiliate.uid } });
    expect(await track(visit(affiliate.username))).toMatchObject({ tracked: true });
  });
});

describe('list and get', () => {
  it('lists by username prefix with figures from rollups and the ledger, at a bounded cost', async () => {
    const tag = `zl${randomUUID().slice(0, 5).replace(/-/g, '')}`;
    const made = [];
    for (let i = 0; i < 3; i += 1) {
      const a = await createAffiliate();
      const username = `${tag}_${i}`;
      await adminDb.doc(`affiliates/${a.uid}`).update({ username });
      made.push({ ...a, username });
    }
    const [first] = made;
    const now = Date.now();
    await adminDb.doc(`affiliateRollups/${must(first).uid}_2026-01-01`).set({
      affiliateUid: must(first).uid,
      day: '2026-01-01',
      visits: 7,
      signups: 2,
    });
    await adminDb.doc(`affiliateRollupShards/${must(first).uid}_2026-01-02_3`).set({
      affiliateUid: must(first).uid,
      day: '2026-01-02',
      visits: 3,
      signups: 1,
    });
    await entry(must(first).uid, 30_000, now - DAY);
    await entry(must(first).uid, -4_000, now - DAY);
    // Another currency: its own figures, never added to the dollars.
    await entry(must(first).uid, 1_500, now - DAY, { currency: 'eur' });
    await adminDb.doc(`affiliateLedgerCompanies/co_${tag}`).set({ affiliateUid: must(first).uid });

    const page1 = await affiliates.superAdmin({
      action: 'list',
      payload: { search: tag.toUpperCase(), pageSize: 2 },
    });
    console.info(`adminAffiliateOperations.list: ${page1.rows.length} rows, ${page1.reads} reads`);
    expect(page1.rows.map((r) => r.username)).toEqual([`${tag}_0`, `${tag}_1`]);
    expect(page1.rows[0]).toMatchObject({
      uid: must(first).uid,
      email: must(first).email,
      status: 'approved',
      stats: {
        visits: 10,
        signups: 3,
        payingCompanies: 1,
        money: [
          { currency: 'usd', lifetimeCents: 26_000, balanceCents: 26_000 },
          { currency: 'eur', lifetimeCents: 1_500, balanceCents: 1_500 },
        ],
        openFlags: 0,
      },
    });
    expect(page1.rows[1]?.stats.money).toEqual([]);
    // One affiliate read per row (+1), one users read per row, six aggregations per row, and per
    // currency of its ledger one query to find it and two sums (plus one query finding no more):
    // 6 + 1 + 3 × 2 for the first row, 6 + 1 for the second.
    expect(page1.reads).toBeLessThanOrEqual(3 + 2 + 13 + 7);
    const page2 = await affiliates.superAdmin({
      action: 'list',
      payload: { search: tag, pageSize: 2, cursor: page1.nextCursor },
    });
    expect(page2.rows.map((r) => r.username)).toEqual([`${tag}_2`]);
    expect(page2.nextCursor).toBeNull();

    await affiliates.superAdmin({
      action: 'suspend',
      payload: { uid: must(made[2]).uid, reason: 'Fraud' },
    });
    const suspended = await affiliates.superAdmin({
      action: 'list',
      payload: { search: tag, status: 'suspended' },
    });
    expect(suspended.rows.map((r) => r.uid)).toEqual([must(made[2]).uid]);

    const detail = await affiliates.superAdmin({
      action: 'get',
      payload: { uid: must(first).uid },
    });
    expect(detail.row.stats.money.map((m) => [m.currency, m.balanceCents])).toEqual([
      ['usd', 26_000],
      ['eur', 1_500],
    ]);
    const ledger = await affiliates.superAdmin({
      action: 'listLedger',
      payload: { uid: must(first).uid, pageSize: 1 },
    });
    expect(ledger.entries).toHaveLength(1);
    expect(ledger.nextCursor).not.toBeNull();
    expect(
      await errorCode(affiliates.superAdmin({ action: 'get', payload: { uid: 'nobody-here' } })),
    ).toBe('functions/not-found');
  });
});
