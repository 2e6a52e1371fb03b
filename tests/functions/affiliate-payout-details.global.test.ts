import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayoutDetailsInput } from '@contracts/affiliate-payout-details';
import {
  DEFAULT_PROGRAMME_SETTINGS,
  type LedgerEntryDoc,
  type PayoutDoc,
} from '@contracts/affiliate-programme';
import { adminCallers, type AdminCaller, type AdminCallerRole } from '../support/admin-callers';
import { adminDb, closeClients, createAffiliate } from '../support/affiliates';
import { callerFor, closeCallers } from '../support/callable-client';
import { failure } from '../support/companies';
import { listMail } from '../support/mail';
import { createSignedInUser } from '../support/users';

const DAY = 24 * 60 * 60 * 1000;
const PAYPAL = { method: 'paypal', email: 'Alex.Pays@Example.com' } as const;
const WISE_IBAN = {
  method: 'wise',
  accountHolderName: 'Alex Doe',
  currency: 'EUR',
  recipientEmail: null,
  iban: 'de89 3704 0044 0532 0130 00',
} as const;

type Affiliate = Awaited<ReturnType<typeof createAffiliate>>;
type Caller = Awaited<ReturnType<typeof callerFor>>;

let payoutCallers: Record<AdminCallerRole, AdminCaller<'adminAffiliatePayoutOperations'>['call']>;
let payouts: AdminCaller<'adminAffiliatePayoutOperations'>['call'];
const settingsRef = adminDb.doc('affiliateProgramme/settings');
let savedSettings: Record<string, unknown> | undefined;

beforeAll(async () => {
  const callers = await adminCallers('adminAffiliatePayoutOperations');
  payoutCallers = {
    superAdmin: callers.superAdmin.call,
    plain: callers.plain.call,
    stringClaim: callers.stringClaim.call,
    revoked: callers.revoked.call,
  };
  payouts = payoutCallers.superAdmin;
  savedSettings = (await settingsRef.get()).data();
  await settingsRef.set({ ...DEFAULT_PROGRAMME_SETTINGS, minimumPayoutCents: 5000 });
});
afterAll(async () => {
  if (savedSettings) await settingsRef.set(savedSettings);
  else await settingsRef.delete();
  await closeCallers();
  await closeClients();
});

const request = (caller: Caller, details: PayoutDetailsInput) =>
  caller('affiliateEarningsOperations', {
    action: 'requestPayoutDetailsChange',
    payload: { details },
  });
const confirm = (caller: Caller, token: string) =>
  caller('affiliateEarningsOperations', {
    action: 'confirmPayoutDetailsChange',
    payload: { token },
  });
const stateOf = (caller: Caller) =>
  caller('affiliateEarningsOperations', { action: 'getPayoutDetails', payload: {} });

/** Tokens already read, per address: each request mails one new link. */
const seenTokens = new Map<string, Set<string>>();

/** The token of the newest confirmation link mailed to `to` that was not read yet. */
async function mailedToken(to: string): Promise<string> {
  const seen = seenTokens.get(to) ?? new Set<string>();
  seenTokens.set(to, seen);
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const tokens = (await listMail())
      .filter((mail) => mail.envelope.to.some((a) => a.address.toLowerCase() === to))
      .map((mail) => /confirmPayoutDetails=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1])
      .filter((token): token is string => !!token && !seen.has(token));
    const token = tokens.at(-1);
    if (token) {
      seen.add(token);
      return token;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No new confirmation link was mailed to ${to}`);
}

async function signedInAffiliate(status: 'approved' | 'suspended' = 'approved') {
  const affiliate = await createAffiliate(status);
  return { affiliate, caller: await callerFor(affiliate) };
}

/** Requests `details` and confirms them with the mailed link. */
async function setDetails(
  { affiliate, caller }: { affiliate: Affiliate; caller: Caller },
  details: PayoutDetailsInput,
) {
  await request(caller, details);
  return confirm(caller, await mailedToken(affiliate.email));
}

const auditOf = async (uid: string) =>
  (await adminDb.collection('auditLog').where('target.id', '==', uid).get()).docs
    .map((d) => d.data())
    .sort((a, b) => (a.at as number) - (b.at as number));

describe('who may call', () => {
  it('refuses visitors, people who are not affiliates and suspended affiliates', async () => {
    const visitor = await callerFor();
    // One call at a time: a refusal nobody awaits yet would be an unhandled rejection.
    for (const call of [
      () => stateOf(visitor),
      () => request(visitor, PAYPAL),
      () => confirm(visitor, 'a'.repeat(43)),
    ]) {
      expect((await failure(call())).code).toBe('functions/unauthenticated');
    }
    const stranger = await callerFor(await createSignedInUser());
    expect((await failure(stateOf(stranger))).code).toBe('functions/permission-denied');
    expect((await failure(request(stranger, PAYPAL))).code).toBe('functions/permission-denied');

    const suspended = await signedInAffiliate('suspended');
    expect(await stateOf(suspended.caller)).toEqual({
      details: null,
      confirmedAt: null,
      pending: null,
    });
    expect((await failure(request(suspended.caller, PAYPAL))).code).toBe(
      'functions/permission-denied',
    );
    expect(await auditOf(suspended.affiliate.uid)).toHaveLength(0);
  });
});

describe('validation', () => {
  it('refuses a bad email, a mistyped IBAN, both destinations, an unknown currency or token', async () => {
    const { affiliate, caller } = await signedInAffiliate();
    const refused: [PayoutDetailsInput, string][] = [
      [{ method: 'paypal', email: 'not-an-email' }, 'payload.details.email'],
      [{ ...WISE_IBAN, iban: 'DE89 3704 0044 0532 0130 01' }, 'payload.details.iban'],
      [{ ...WISE_IBAN, recipientEmail: 'alex@example.com' }, 'payload.details.recipientEmail'],
      [{ ...WISE_IBAN, iban: null }, 'payload.details.recipientEmail'],
      [{ ...WISE_IBAN, accountHolderName: ' ' }, 'payload.details.accountHolderName'],
      [{ ...WISE_IBAN, currency: 'XYZ' as 'EUR' }, 'payload.details.currency'],
    ];
    for (const [details, path] of refused) {
      const { code, details: issue } = await failure(request(caller, details));
      expect(code, path).toBe('functions/invalid-argument');
      expect(JSON.stringify(issue), path).toContain(path);
    }
    expect((await failure(confirm(caller, 'short'))).code).toBe('functions/invalid-argument');
    expect((await stateOf(caller)).pending).toBeNull();
    expect(await auditOf(affiliate.uid)).toHaveLength(0);
  });
});

describe('a change waits for its mailed link', () => {
  it('keeps the confirmed details until the link is opened, once, by its affiliate', async () => {
    const me = await signedInAffiliate();
    const other = await signedInAffiliate();
    const answer = await request(me.caller, PAYPAL);
    expect(answer.emailSent).toBe(true);
    expect(answer.pending).toMatchObject({
      details: { method: 'paypal', email: 'alex.pays@example.com' },
      sentTo: me.affiliate.email,
    });
    expect(answer.pending.expiresAt - answer.pending.requestedAt).toBe(DAY);
    // Nothing in force yet; the record is untouched.
    const waiting = await stateOf(me.caller);
    expect(waiting.details).toBeNull();
    expect(waiting.pending?.details).toEqual({ method: 'paypal', email: 'alex.pays@example.com' });
    expect((await adminDb.doc(`affiliates/${me.affiliate.uid}`).get()).get('payoutDetails')).toBe(
      undefined,
    );
    // Only the hash is stored.
    const token = await mailedToken(me.affiliate.email);
    const stored = (
      await adminDb.doc(`affiliatePayoutDetailChanges/${me.affiliate.uid}`).get()
    ).data();
    expect(JSON.stringify(stored)).not.toContain(token);

    // Another affiliate's session cannot use the link.
    expect((await failure(confirm(other.caller, token))).code).toBe('functions/not-found');
    const confirmed = await confirm(me.caller, token);
    expect(confirmed.details).toEqual({ method: 'paypal', email: 'alex.pays@example.com' });
    const record = (await adminDb.doc(`affiliates/${me.affiliate.uid}`).get()).data();
    expect(record).toMatchObject({
      payoutDetails: { method: 'paypal', email: 'alex.pays@example.com' },
      payoutDetailsConfirmedAt: confirmed.confirmedAt,
      payoutEmail: 'alex.pays@example.com',
    });
    expect(await stateOf(me.caller)).toEqual({
      details: confirmed.details,
      confirmedAt: confirmed.confirmedAt,
      pending: null,
    });
    // A link works once.
    expect((await failure(confirm(me.caller, token))).code).toBe('functions/not-found');

    const audit = await auditOf(me.affiliate.uid);
    expect(audit.map((e) => e.action)).toEqual([
      'affiliates.requestPayoutDetails',
      'affiliates.confirmPayoutDetails',
    ]);
    for (const entry of audit) {
      expect(entry.actor).toEqual({ uid: me.affiliate.uid, email: me.affiliate.email });
    }
    expect(audit[1]?.after).toEqual({ payoutDetails: 'PayPal: alex.pays@example.com' });
  });

  it('mails one link a minute, replaces the waiting change, and lets an expired link change nothing', async () => {
    const me = await signedInAffiliate();
    const changeRef = adminDb.doc(`affiliatePayoutDetailChanges/${me.affiliate.uid}`);
    await request(me.caller, PAYPAL);
    const firstToken = await mailedToken(me.affiliate.email);
    const again = await failure(request(me.caller, WISE_IBAN));
    expect(again.code).toBe('functions/resource-exhausted');
    expect(again.details).toMatchObject({ reason: 'rateLimited', scope: 'payoutDetailsMails' });

    // A minute later, a new change replaces the first: its link no longer works.
    await changeRef.update({ requestedAt: Date.now() - 2 * 60 * 1000 });
    await request(me.caller, WISE_IBAN);
    const secondToken = await mailedToken(me.affiliate.email);
    expect(secondToken).not.toBe(firstToken);
    expect((await failure(confirm(me.caller, firstToken))).code).toBe('functions/not-found');

    // Past its 24 hours the link changes nothing, and the waiting change is no longer shown.
    await changeRef.update({ expiresAt: Date.now() - 1 });
    expect((await failure(confirm(me.caller, secondToken))).code).toBe(
      'functions/failed-precondition',
    );
    expect(await stateOf(me.caller)).toEqual({ details: null, confirmedAt: null, pending: null });
  });

  it('refuses the link once the affiliate is suspended', async () => {
    const me = await signedInAffiliate();
    await request(me.caller, PAYPAL);
    const token = await mailedToken(me.affiliate.email);
    await adminDb.doc(`affiliates/${me.affiliate.uid}`).update({ status: 'suspended' });
    expect((await failure(confirm(me.caller, token))).code).toBe('functions/permission-denied');
    expect((await stateOf(me.caller)).details).toBeNull();
  });
});

describe('a payout keeps the details it was created with', () => {
  async function payableEntry(affiliateUid: string, amountCents: number) {
    const id = `test_${randomUUID()}`;
    const now = Date.now();
    const entry: LedgerEntryDoc = {
      affiliateUid,
      kind: 'commission',
      amountCents,
      currency: 'usd',
      companyId: `co_${randomUUID().slice(0, 6)}`,
      referredUid: 'someone',
      invoiceId: null,
      eventId: `evt_${id}`,
      createdAt: now - 40 * DAY,
      availableAt: now - DAY,
      payoutId: null,
      heldReason: null,
    };
    await adminDb.doc(`affiliateLedger/${id}`).set(entry);
  }
  const payoutsOf = async (uid: string) =>
    (await adminDb.collection('affiliatePayouts').where('affiliateUid', '==', uid).get()).docs
      .map((d) => d.data() as PayoutDoc)
      .sort((a, b) => a.createdAt - b.createdAt);

  it('copies the confirmed details (not a waiting change) and never moves them afterwards', async () => {
    const me = await signedInAffiliate();
    await setDetails(me, PAYPAL);
    // A change asked for but not confirmed does not count.
    await request(me.caller, WISE_IBAN);
    await payableEntry(me.affiliate.uid, 9_000);
    expect(
      (await payouts({ action: 'generateBatch', payload: { asOf: Date.now() } })).batch,
    ).not.toBeNull();
    const [first] = await payoutsOf(me.affiliate.uid);
    expect(first).toMatchObject({
      currency: 'usd',
      payoutDetails: { method: 'paypal', email: 'alex.pays@example.com' },
    });

    // Now the Wise change is confirmed: the payout made before it still says PayPal.
    await adminDb
      .doc(`affiliatePayoutDetailChanges/${me.affiliate.uid}`)
      .update({ requestedAt: Date.now() - 2 * 60 * 1000 });
    await setDetails(me, WISE_IBAN);
    await payableEntry(me.affiliate.uid, 6_000);
    await payouts({ action: 'generateBatch', payload: { asOf: Date.now() } });
    const [before, after] = await payoutsOf(me.affiliate.uid);
    expect(before?.payoutDetails).toEqual({ method: 'paypal', email: 'alex.pays@example.com' });
    expect(after?.payoutDetails).toEqual({
      method: 'wise',
      accountHolderName: 'Alex Doe',
      currency: 'EUR',
      recipientEmail: null,
      iban: 'DE89370400440532013000',
    });
  });

  it('makes a payout without details when the affiliate has none', async () => {
    const { affiliate } = await signedInAffiliate();
    await payableEntry(affiliate.uid, 7_000);
    await payouts({ action: 'generateBatch', payload: { asOf: Date.now() } });
    const [payout] = await payoutsOf(affiliate.uid);
    expect(payout).toMatchObject({ currency: 'usd', payoutDetails: null, amountCents: 7_000 });
  });

  it('exports a batch for the providers: super admins only, with each payout’s currency and frozen details', async () => {
    const me = await signedInAffiliate();
    await setDetails(me, WISE_IBAN);
    await payableEntry(me.affiliate.uid, 8_800);
    const { batch } = await payouts({ action: 'generateBatch', payload: { asOf: Date.now() } });
    const [made] = await payoutsOf(me.affiliate.uid);
    const batchId = made?.batchId ?? '';
    expect(batch).not.toBeNull();
    // A payout written in another currency (the ledger pays dollars today) keeps its own.
    const euro = adminDb.collection('affiliatePayouts').doc();
    await euro.set({ ...made, amountCents: 4_200, currency: 'eur', payoutDetails: null });

    const input = { action: 'exportBatch', payload: { batchId } } as const;
    for (const [who, code] of [
      ['plain', 'functions/permission-denied'],
      ['stringClaim', 'functions/permission-denied'],
      ['revoked', 'functions/unauthenticated'],
    ] as const) {
      expect((await failure(payoutCallers[who](input))).code, who).toBe(code);
    }
    const exported = await payouts(input);
    expect(exported.batch.id).toBe(batchId);
    const mine = exported.payouts.filter((row) => row.affiliateUid === me.affiliate.uid);
    expect(mine).toEqual(
      expect.arrayContaining([
        {
          id: expect.any(String) as string,
          affiliateUid: me.affiliate.uid,
          username: me.affiliate.username,
          amountCents: 8_800,
          currency: 'usd',
          status: 'pending',
          payoutDetails: {
            method: 'wise',
            accountHolderName: 'Alex Doe',
            currency: 'EUR',
            recipientEmail: null,
            iban: 'DE89370400440532013000',
          },
        },
        expect.objectContaining({ id: euro.id, currency: 'eur', payoutDetails: null }),
      ]),
    );
    expect(mine).toHaveLength(2);
    await euro.delete();
    expect(
      (await failure(payouts({ action: 'exportBatch', payload: { batchId: 'no-such-batch' } })))
        .code,
    ).toBe('functions/not-found');
  });
});

describe('the payout history', () => {
  it('shows the affiliate each payout with its method, and the reference once paid', async () => {
    const me = await signedInAffiliate();
    await setDetails(me, PAYPAL);
    const entryId = `test_${randomUUID()}`;
    const now = Date.now();
    const entry: LedgerEntryDoc = {
      affiliateUid: me.affiliate.uid,
      kind: 'commission',
      amountCents: 6_500,
      currency: 'usd',
      companyId: 'co_history',
      referredUid: 'someone',
      invoiceId: null,
      eventId: `evt_${entryId}`,
      createdAt: now - 40 * DAY,
      availableAt: now - DAY,
      payoutId: null,
      heldReason: null,
    };
    await adminDb.doc(`affiliateLedger/${entryId}`).set(entry);
    await payouts({ action: 'generateBatch', payload: { asOf: now } });
    const payoutId = (await adminDb.doc(`affiliateLedger/${entryId}`).get()).get(
      'payoutId',
    ) as string;
    const list = () =>
      me.caller('affiliateEarningsOperations', { action: 'listPayouts', payload: {} });

    const before = await list();
    expect(before).toEqual({
      rows: [
        {
          id: payoutId,
          createdAt: expect.any(Number) as number,
          paidAt: null,
          amountCents: 6_500,
          currency: 'usd',
          status: 'pending',
          method: 'paypal',
          reference: null,
        },
      ],
      nextCursor: null,
    });
    await payouts({ action: 'markPaid', payload: { payoutId, reference: 'PP-HISTORY-1' } });
    const [paid] = (await list()).rows;
    expect(paid).toMatchObject({ status: 'paid', reference: 'PP-HISTORY-1', method: 'paypal' });
    expect(paid?.paidAt).toEqual(expect.any(Number));

    // Only their own: another affiliate, and a visitor, are refused; a super admin may look.
    const other = await signedInAffiliate();
    const theirs = { action: 'listPayouts', payload: { affiliateUid: me.affiliate.uid } } as const;
    expect((await failure(other.caller('affiliateEarningsOperations', theirs))).code).toBe(
      'functions/permission-denied',
    );
    expect((await failure((await callerFor())('affiliateEarningsOperations', theirs))).code).toBe(
      'functions/unauthenticated',
    );
    const admin = await callerFor(await createSignedInUser({ superAdmin: true }));
    expect((await admin('affiliateEarningsOperations', theirs)).rows).toHaveLength(1);
    expect(
      (
        await failure(
          me.caller('affiliateEarningsOperations', {
            action: 'listPayouts',
            payload: { cursor: 'not-a-payout' },
          }),
        )
      ).code,
    ).toBe('functions/invalid-argument');
  });
});
