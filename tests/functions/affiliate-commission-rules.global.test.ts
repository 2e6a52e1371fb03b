import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_PROGRAMME_SETTINGS,
  type LedgerEntryDoc,
  type ProgrammeSettings,
} from '@contracts/affiliate-programme';
import { postEvent, seedTestPlans } from '../support/billing';
import { companyDocument, adminDb as db } from '../support/companies';
import { invoice, paid } from '../support/ledger';
import { adminAuth } from '../support/users';

/**
 * Per-plan rates, volume tiers and overrides through the real path: signed invoice.paid events
 * posted to the running billing webhook, the ledger entries and their recorded rules read back.
 * The programme: 20%, 30% on Business, 25% from the 11th paying referral.
 */

const settingsDoc = db.doc('affiliateProgramme/settings');
let savedSettings: FirebaseFirestore.DocumentData | undefined;

const RULES: ProgrammeSettings = {
  ...DEFAULT_PROGRAMME_SETTINGS,
  ratePercent: 20,
  recurringMonths: null,
  planRates: { business: 30 },
  rateTiers: [{ fromPayingReferrals: 11, ratePercent: 25 }],
};
const useSettings = (changes: Partial<ProgrammeSettings> = {}) =>
  settingsDoc.set({ ...RULES, ...changes });

beforeAll(async () => {
  savedSettings = (await settingsDoc.get()).data();
  await seedTestPlans();
});
beforeEach(() => useSettings());
afterAll(async () => {
  if (savedSettings) await settingsDoc.set(savedSettings);
  else await settingsDoc.delete();
});

async function affiliate(rateOverride: object | null = null) {
  const email = `rules-${randomUUID().slice(0, 8)}@example.com`;
  const user = await adminAuth.createUser({ email, password: 'rules-test-1', emailVerified: true });
  await db.doc(`affiliates/${user.uid}`).set({
    username: `rules${randomUUID().slice(0, 8)}`,
    status: 'approved',
    approvedAt: Date.now(),
    payoutEmail: email,
    rateOverride,
  });
  return user.uid;
}

/** A company whose owner signed up through the affiliate's link. */
async function referredCompany(affiliateUid: string) {
  const owner = await adminAuth.createUser({
    email: `owner-${randomUUID().slice(0, 8)}@example.com`,
    password: 'rules-owner-1',
    emailVerified: true,
  });
  const companyId = `rul-${randomUUID().slice(0, 12)}`;
  await db.doc(`companies/${companyId}`).set(companyDocument(companyId, owner.uid, 'Rules Co'));
  await db.doc(`companies/${companyId}/members/${owner.uid}`).set({
    uid: owner.uid,
    companyId,
    role: 'owner',
    email: owner.email,
    displayName: 'Owner',
    photoURL: null,
    joinedAt: Date.now(),
  });
  await db.doc(`affiliateAttributions/${owner.uid}`).set({
    attributed: true,
    outcome: 'attributed',
    affiliateUid,
    sessionId: randomUUID(),
    firstTouchAt: Date.now(),
    at: Date.now(),
  });
  return companyId;
}

/**
 * Paying referrals from before the counter existed: ledger company states naming the affiliate
 * (what earlier commissions wrote), which the first commission after counts once.
 */
async function earlierPayingReferrals(affiliateUid: string, count: number) {
  const batch = db.batch();
  for (let i = 0; i < count; i++) {
    batch.set(db.doc(`affiliateLedgerCompanies/old-${randomUUID()}`), {
      affiliateUid,
      referredUid: `old-${i}`,
      firstCommissionAt: Date.now() - 86_400_000,
      firstInvoiceId: `in_old_${i}`,
    });
  }
  await batch.commit();
}

/** Posts a $100 invoice of the company and returns its commission entry. */
async function pay(
  companyId: string,
  fields: { planId?: string; priceId?: string } = {},
): Promise<LedgerEntryDoc> {
  const inv = invoice(companyId, { amountPaid: 10_000, ...fields });
  const result = await postEvent(paid(inv.object));
  expect(result.status).toBe(200);
  expect(result.body.outcome).toBe('commission');
  const entry = (await db.doc(`affiliateLedger/inv_${inv.invoiceId}`).get()).data();
  if (!entry) throw new Error(`no entry for ${inv.invoiceId}`);
  return entry as LedgerEntryDoc;
}

const payingReferrals = async (affiliateUid: string) =>
  (await db.doc(`affiliateLedgerAffiliates/${affiliateUid}`).get()).get('payingReferrals');

describe('volume tiers', () => {
  it('pay the 10th paying referral the base rate and the 11th the tier’s', async () => {
    const aff = await affiliate();
    const companies: string[] = [];
    const entries: LedgerEntryDoc[] = [];
    for (let i = 0; i < 11; i++) {
      const companyId = await referredCompany(aff);
      companies.push(companyId);
      entries.push(await pay(companyId));
    }
    expect(entries[9]).toMatchObject({
      amountCents: 2_000,
      rule: { source: 'programme', ratePercent: 20, planId: 'team', payingReferrals: 10 },
    });
    expect(entries[10]).toMatchObject({
      amountCents: 2_500,
      rule: {
        source: 'tier',
        ratePercent: 25,
        tierFrom: 11,
        planId: 'team',
        planName: 'Team',
        payingReferrals: 11,
      },
    });
    expect(await payingReferrals(aff)).toBe(11);
    // Once reached, the tier pays on every company's next invoice; a repeat payer is not counted again.
    expect(await pay(companies[0] ?? '')).toMatchObject({
      amountCents: 2_500,
      rule: { source: 'tier', payingReferrals: 11 },
    });
    expect(await payingReferrals(aff)).toBe(11);
  });

  it('count paying referrals from before the counter, and two concurrent invoices are never both the 10th', async () => {
    const aff = await affiliate();
    await earlierPayingReferrals(aff, 9);
    const [a, b] = await Promise.all([referredCompany(aff), referredCompany(aff)]);
    const both = await Promise.all([pay(a), pay(b)]);
    expect(both.map((e) => e.amountCents).sort()).toEqual([2_000, 2_500]);
    expect(both.map((e) => e.rule?.payingReferrals).sort()).toEqual([10, 11]);
    expect(await payingReferrals(aff)).toBe(11);
  });
});

describe('the rule in force', () => {
  it('is the one applied and recorded: a settings change between two invoices', async () => {
    const aff = await affiliate();
    const companyId = await referredCompany(aff);
    const first = await pay(companyId);
    await useSettings({ ratePercent: 30 });
    const second = await pay(companyId);
    expect(first).toMatchObject({
      amountCents: 2_000,
      rule: { source: 'programme', ratePercent: 20 },
    });
    expect(second).toMatchObject({
      amountCents: 3_000,
      rule: { source: 'programme', ratePercent: 30 },
    });
    // The first entry keeps the rule it was written with.
    const stored = await db.collection('affiliateLedger').where('affiliateUid', '==', aff).get();
    expect(stored.docs.map((d) => d.get('rule.ratePercent')).sort()).toEqual([20, 30]);
  });

  it('pays a plan’s own rate, naming the plan by its billed price before the metadata', async () => {
    const aff = await affiliate();
    const companyId = await referredCompany(aff);
    expect(await pay(companyId, { planId: 'business' })).toMatchObject({
      amountCents: 3_000,
      rule: { source: 'plan', ratePercent: 30, planId: 'business', planName: 'Business' },
    });
    // Moved to Business in the portal: the checkout's metadata still says team.
    expect(
      await pay(companyId, { planId: 'team', priceId: 'price_business_monthly' }),
    ).toMatchObject({ amountCents: 3_000, rule: { source: 'plan', planId: 'business' } });
  });

  it('lets an override’s rate beat a tier the affiliate reached', async () => {
    const aff = await affiliate({ ratePercent: 15 });
    await earlierPayingReferrals(aff, 10);
    const entry = await pay(await referredCompany(aff), { planId: 'business' });
    expect(entry).toMatchObject({
      amountCents: 1_500,
      rule: { source: 'override', ratePercent: 15, payingReferrals: 11, planId: 'business' },
    });
  });
});
