import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Entitlements } from '@contracts/billing';
import { DEFAULT_PROGRAMME_SETTINGS } from '@contracts/affiliate-programme';
import { createAffiliate } from '../support/affiliates';
import { postEvent } from '../support/billing';
import { callerFor, closeCallers } from '../support/callable-client';
import {
  adminDb as db,
  clientFor,
  createCompany,
  createUser,
  errorCode,
} from '../support/companies';
import { invoice, paid } from '../support/ledger';
import { createSignedInUser } from '../support/users';

/**
 * The affiliate dashboard's reads of affiliateEarningsOperations beyond the earnings page:
 * referrals by stage (listReferrals), earnings by month (getMonthlyEarnings) and the ledger's
 * CSV (exportLedger). Companies are created through the real callable (which freezes the
 * referral from the creator's attribution) and pay through the real webhook (which writes the
 * ledger).
 */

const settingsDoc = db.doc('affiliateProgramme/settings');
let savedSettings: FirebaseFirestore.DocumentData | undefined;
beforeAll(async () => {
  savedSettings = (await settingsDoc.get()).data();
  await settingsDoc.set(DEFAULT_PROGRAMME_SETTINGS);
});
afterEach(closeCallers);
afterAll(async () => {
  if (savedSettings) await settingsDoc.set(savedSettings);
  else await settingsDoc.delete();
});

/** Someone whose sign-up was credited to `affiliateUid` (the attribution callable's record). */
async function referredPerson(affiliateUid: string, at = Date.now()) {
  const user = await createUser('Referred Person');
  await db.doc(`affiliateAttributions/${user.uid}`).set({
    attributed: true,
    outcome: 'attributed',
    affiliateUid,
    sessionId: randomUUID(),
    firstTouchAt: at,
    at,
  });
  return user;
}

/** A company the referred person creates (its referral is frozen to their affiliate). */
async function referredCompany(affiliateUid: string, name: string) {
  const owner = await referredPerson(affiliateUid);
  const { companyId } = await createCompany(await clientFor(owner), name);
  return { companyId, owner };
}

async function pays(companyId: string, amountPaid: number, currency = 'usd') {
  const { object } = invoice(companyId, { amountPaid, currency });
  expect((await postEvent(paid(object))).status).toBe(200);
}

async function subscription(companyId: string, status: Entitlements['status']) {
  const entitlements: Entitlements = {
    planId: 'team',
    status,
    seats: 3,
    interval: 'month',
    currentPeriodEnd: Date.now() + 20 * 86_400_000,
    cancelAtPeriodEnd: false,
    graceUntil: null,
    updatedAt: Date.now(),
  };
  await db.doc(`companies/${companyId}`).set({ entitlements }, { merge: true });
}

describe('listReferrals', () => {
  it('counts and lists the referrals by stage with what each earned per currency, naming no person', async () => {
    const me = await createAffiliate();
    const other = await createAffiliate();
    const paying = await referredCompany(me.uid, 'Paying Co');
    await pays(paying.companyId, 10_000);
    await subscription(paying.companyId, 'active');
    const euros = await referredCompany(me.uid, 'Euro GmbH');
    await pays(euros.companyId, 9_000, 'eur');
    await pays(euros.companyId, 9_000, 'eur');
    await subscription(euros.companyId, 'past_due');
    const churned = await referredCompany(me.uid, 'Gone Ltd');
    await pays(churned.companyId, 5_000);
    await subscription(churned.companyId, 'canceled');
    const trial = await referredCompany(me.uid, 'Trying Inc');
    await subscription(trial.companyId, 'trialing');
    const noCompany = await referredPerson(me.uid);
    await referredCompany(me.uid, 'Free Plan Co');
    const theirs = await referredCompany(other.uid, 'Not Mine');
    await pays(theirs.companyId, 10_000);

    const call = await callerFor(me);
    const all = await call('affiliateEarningsOperations', {
      action: 'listReferrals',
      payload: {},
    });
    expect(all.stageCounts).toEqual({ signedUp: 2, trial: 1, paying: 2, churned: 1 });
    const byName = new Map(all.rows.map((row) => [row.companyName, row]));
    expect(byName.get('Paying Co')).toMatchObject({
      stage: 'paying',
      earned: [{ currency: 'usd', amountCents: 2_000 }],
    });
    expect(byName.get('Euro GmbH')).toMatchObject({
      stage: 'paying',
      earned: [{ currency: 'eur', amountCents: 3_600 }],
    });
    expect(byName.get('Gone Ltd')).toMatchObject({ stage: 'churned' });
    expect(byName.get('Trying Inc')).toMatchObject({ stage: 'trial', earned: [] });
    expect(byName.get('Free Plan Co')).toMatchObject({ stage: 'signedUp', earned: [] });
    expect(byName.get('')).toMatchObject({ stage: 'signedUp', id: 'signup-1', earned: [] });
    expect(byName.has('Not Mine')).toBe(false);
    expect(all.rows).toHaveLength(6);
    // No referred person's uid, email or name reaches the affiliate.
    const answer = JSON.stringify(all);
    for (const person of [paying.owner, euros.owner, trial.owner, noCompany]) {
      expect(answer).not.toContain(person.uid);
      expect(answer).not.toContain(person.email);
    }
    expect(answer).not.toContain('Referred Person');

    const payingOnly = await call('affiliateEarningsOperations', {
      action: 'listReferrals',
      payload: { stage: 'paying' },
    });
    expect(payingOnly.rows.map((r) => r.companyName).sort()).toEqual(['Euro GmbH', 'Paying Co']);
    expect(payingOnly.stageCounts).toEqual(all.stageCounts);

    const first = await call('affiliateEarningsOperations', {
      action: 'listReferrals',
      payload: { pageSize: 4 },
    });
    expect(first.rows).toHaveLength(4);
    expect(first.nextCursor).toBe('4');
    const second = await call('affiliateEarningsOperations', {
      action: 'listReferrals',
      payload: { pageSize: 4, cursor: first.nextCursor },
    });
    expect(second.nextCursor).toBeNull();
    expect([...first.rows, ...second.rows].map((r) => r.id)).toEqual(all.rows.map((r) => r.id));
  });

  it('is the affiliate’s own: another affiliate and a visitor are refused, a super admin may look', async () => {
    const me = await createAffiliate();
    await referredCompany(me.uid, 'Looked At Co');
    const theirs = { action: 'listReferrals', payload: { affiliateUid: me.uid } } as const;
    const other = await createAffiliate();
    expect(await errorCode((await callerFor(other))('affiliateEarningsOperations', theirs))).toBe(
      'functions/permission-denied',
    );
    expect(await errorCode((await callerFor())('affiliateEarningsOperations', theirs))).toBe(
      'functions/unauthenticated',
    );
    const admin = await callerFor(await createSignedInUser({ superAdmin: true }));
    const seen = await admin('affiliateEarningsOperations', theirs);
    expect(seen.rows.map((r) => r.companyName)).toEqual(['Looked At Co']);
    expect(
      await errorCode(
        (await callerFor(me))('affiliateEarningsOperations', {
          action: 'listReferrals',
          payload: { cursor: 'not-a-number' },
        }),
      ),
    ).toBe('functions/invalid-argument');
  });
});

describe('getMonthlyEarnings and exportLedger', () => {
  it('draws this month per currency and exports every line, the affiliate’s own only', async () => {
    const me = await createAffiliate();
    const dollars = await referredCompany(me.uid, 'Dollar Co');
    await pays(dollars.companyId, 10_000);
    await pays(dollars.companyId, 5_000);
    const euros = await referredCompany(me.uid, 'Euro AG');
    await pays(euros.companyId, 9_000, 'eur');
    const yen = await referredCompany(me.uid, 'Yen KK');
    await pays(yen.companyId, 7_500, 'jpy');
    const call = await callerFor(me);

    const monthly = await call('affiliateEarningsOperations', {
      action: 'getMonthlyEarnings',
      payload: { months: 3 },
    });
    expect(monthly.months).toHaveLength(3);
    expect(monthly.months.at(-1)).toBe(new Date().toISOString().slice(0, 7));
    expect(monthly.series).toEqual([
      { currency: 'usd', amountsCents: [0, 0, 3_000] },
      { currency: 'eur', amountsCents: [0, 0, 1_800] },
      { currency: 'jpy', amountsCents: [0, 0, 1_500] },
    ]);

    const exported = await call('affiliateEarningsOperations', {
      action: 'exportLedger',
      payload: {},
    });
    expect(exported.truncated).toBe(false);
    expect(exported.rows.map((r) => [r.companyName, r.amountCents, r.currency]).sort()).toEqual(
      [
        ['Dollar Co', 1_000, 'usd'],
        ['Dollar Co', 2_000, 'usd'],
        ['Euro AG', 1_800, 'eur'],
        ['Yen KK', 1_500, 'jpy'],
      ].sort(),
    );
    expect(JSON.stringify(exported)).not.toContain(dollars.owner.email);

    const other = await createAffiliate();
    for (const action of ['exportLedger', 'getMonthlyEarnings'] as const) {
      expect(
        await errorCode(
          (await callerFor(other))('affiliateEarningsOperations', {
            action,
            payload: { affiliateUid: me.uid },
          }),
        ),
      ).toBe('functions/permission-denied');
    }
    expect(
      (
        await (
          await callerFor(other)
        )('affiliateEarningsOperations', {
          action: 'exportLedger',
          payload: {},
        })
      ).rows,
    ).toEqual([]);
  });
});
