import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_PROGRAMME_SETTINGS } from '@contracts/affiliate-programme';
import {
  affiliateClient,
  closeClients,
  createAffiliate,
  currentAgreementAcceptance,
  visit,
} from '../support/affiliates';
import { postEvent } from '../support/billing';
import {
  addMember,
  adminDb as db,
  clientFor,
  closeCompanyClients,
  companyDocument,
  createCompany,
  createUser,
  type TestUser,
} from '../support/companies';
import { invoice, paid } from '../support/ledger';

/**
 * A company's referral is frozen when its creator makes it (company-referral.ts): commissions
 * never follow the company's current owner, so handing a paying company to an account that
 * signed up through an affiliate's link earns that affiliate nothing, and raises a flag.
 */

afterEach(closeCompanyClients);
afterEach(closeClients);

/** An approved affiliate whose payout address differs from their account's. */
async function approvedAffiliate(): Promise<TestUser> {
  const user = await createUser('Affiliate');
  await db.doc(`affiliates/${user.uid}`).set({
    username: `ref_${randomUUID().slice(0, 8).replace(/-/g, '')}`,
    status: 'approved',
    approvedAt: Date.now(),
    payoutEmail: `payouts-${randomUUID().slice(0, 8)}@example.com`,
    rateOverride: null,
    agreement: await currentAgreementAcceptance(),
  });
  return user;
}

/** `user` signed up through `affiliateUid`'s link (the attribution decision, as stored). */
async function attributeTo(user: TestUser, affiliateUid: string) {
  await db.doc(`affiliateAttributions/${user.uid}`).set({
    attributed: true,
    outcome: 'attributed',
    affiliateUid,
    sessionId: randomUUID(),
    firstTouchAt: Date.now(),
    at: Date.now(),
  });
}

async function payInvoice(companyId: string, amountPaid = 10_000) {
  const inv = invoice(companyId, { amountPaid });
  const { status, body } = await postEvent(paid(inv.object));
  expect(status).toBe(200);
  return { ...inv, ledger: body.outcome };
}

const entryOf = async (invoiceId: string) =>
  (await db.doc(`affiliateLedger/inv_${invoiceId}`).get()).data();

const flagsOf = async (affiliateUid: string, kind: string) =>
  (
    await db
      .collection('affiliateFlags')
      .where('affiliateUid', '==', affiliateUid)
      .where('kind', '==', kind)
      .get()
  ).docs.map((d) => d.data());

async function transfer(owner: TestUser, companyId: string, to: TestUser) {
  await addMember(companyId, to, 'member');
  await (
    await clientFor(owner)
  ).company({ action: 'transferOwnership', payload: { companyId, newOwnerUid: to.uid } });
}

describe('a company referral is frozen when its creator makes it', () => {
  it("an affiliate's own company handed to a second account they referred earns them nothing", async () => {
    const affiliate = await approvedAffiliate();
    const { companyId } = await createCompany(await clientFor(affiliate), 'Own Co');
    const secondAccount = await createUser('Alias');
    await attributeTo(secondAccount, affiliate.uid);
    await transfer(affiliate, companyId, secondAccount);

    const paidInvoice = await payInvoice(companyId);
    expect(paidInvoice.ledger).toBe('not-referred');
    expect(await entryOf(paidInvoice.invoiceId)).toBeUndefined();
    expect((await db.doc(`affiliateReferrals/${companyId}`).get()).data()).toMatchObject({
      referredUid: affiliate.uid,
      affiliateUid: null,
      source: 'companyCreated',
    });
    expect(await flagsOf(affiliate.uid, 'ownershipTransfer')).toEqual([
      expect.objectContaining({ companyId, status: 'open' }),
    ]);
  });

  it("any owner handing the company to another affiliate's referral moves nothing to them", async () => {
    const affiliate = await approvedAffiliate();
    const owner = await createUser('Owner');
    const { companyId } = await createCompany(await clientFor(owner), 'Plain Co');
    const referredMember = await createUser('Referred');
    await attributeTo(referredMember, affiliate.uid);
    await transfer(owner, companyId, referredMember);

    const paidInvoice = await payInvoice(companyId);
    expect(paidInvoice.ledger).toBe('not-referred');
    expect(await flagsOf(affiliate.uid, 'ownershipTransfer')).toHaveLength(1);
  });

  it('a referred creator keeps the referral after handing the company on', async () => {
    const affiliate = await approvedAffiliate();
    const creator = await createUser('Creator');
    await attributeTo(creator, affiliate.uid);
    const { companyId } = await createCompany(await clientFor(creator), 'Referred Co');
    const successor = await createUser('Successor');
    await transfer(creator, companyId, successor);

    const paidInvoice = await payInvoice(companyId);
    expect(paidInvoice.ledger).toBe('commission');
    expect(await entryOf(paidInvoice.invoiceId)).toMatchObject({
      affiliateUid: affiliate.uid,
      referredUid: creator.uid,
      amountCents: 2_000,
    });
  });

  it('a company created before referrals were frozen takes its owner at the first invoice, then keeps it', async () => {
    const affiliate = await approvedAffiliate();
    const owner = await createUser('Legacy owner');
    await attributeTo(owner, affiliate.uid);
    const companyId = `legacy-${randomUUID().slice(0, 8)}`;
    await db.doc(`companies/${companyId}`).set(companyDocument(companyId, owner.uid, 'Legacy Co'));
    await addMember(companyId, { ...owner }, 'owner');

    expect((await payInvoice(companyId)).ledger).toBe('commission');
    expect((await db.doc(`affiliateReferrals/${companyId}`).get()).data()).toMatchObject({
      affiliateUid: affiliate.uid,
      referredUid: owner.uid,
      source: 'firstInvoice',
    });
    // Owned now by someone another affiliate referred: the next invoice still pays the first.
    const other = await approvedAffiliate();
    const successor = await createUser('Successor');
    await attributeTo(successor, other.uid);
    await db.doc(`companies/${companyId}`).update({ ownerUid: successor.uid });
    const next = await payInvoice(companyId);
    expect(await entryOf(next.invoiceId)).toMatchObject({ affiliateUid: affiliate.uid });
  });
});

describe('an attribution decided after the first company', () => {
  it('refers the companies the person created before it, and only those still unreferred', async () => {
    const affiliate = await createAffiliate();
    const person = await createUser('Early bird');
    const { companyId } = await createCompany(await clientFor(person), 'Early Co');
    expect((await db.doc(`affiliateReferrals/${companyId}`).get()).get('affiliateUid')).toBeNull();

    // The app's attribution call got no answer the first time and is tried again now.
    const sessionId = randomUUID();
    await (
      await affiliateClient()
    )(visit(affiliate.username, { sessionId }));
    const asPerson = await affiliateClient(person);
    expect(
      await asPerson({ action: 'processAttribution', payload: { userId: person.uid, sessionId } }),
    ).toEqual({ attributed: true });
    expect((await db.doc(`affiliateReferrals/${companyId}`).get()).data()).toMatchObject({
      affiliateUid: affiliate.uid,
      referredUid: person.uid,
      source: 'attribution',
    });
  });
});

describe('self-referral covers everyone who runs the referred company', () => {
  it('the affiliate as an admin of the company', async () => {
    const affiliate = await approvedAffiliate();
    const creator = await createUser('Creator');
    await attributeTo(creator, affiliate.uid);
    const { companyId } = await createCompany(await clientFor(creator), 'Admin Co');
    await addMember(companyId, affiliate, 'admin');

    const paidInvoice = await payInvoice(companyId);
    expect(paidInvoice.ledger).toBe('skipped');
    expect(
      (await db.doc(`affiliateLedgerSkips/${paidInvoice.invoiceId}`).get()).get('reason'),
    ).toBe('selfReferral');
  });

  it("an admin whose address is the affiliate's account address (not the payout one)", async () => {
    const affiliate = await approvedAffiliate();
    const creator = await createUser('Creator');
    await attributeTo(creator, affiliate.uid);
    const { companyId } = await createCompany(await clientFor(creator), 'Alias Co');
    const alias = await createUser('Alias');
    await addMember(companyId, { ...alias, email: affiliate.email.toUpperCase() }, 'admin');

    expect((await payInvoice(companyId)).ledger).toBe('skipped');
    expect(await flagsOf(affiliate.uid, 'selfReferral')).toEqual([
      expect.objectContaining({ companyId }),
    ]);
  });
});

describe('a flat commission is paid once per referred person', () => {
  it('a second company of the same person earns no second flat amount', async () => {
    const settings = db.doc('affiliateProgramme/settings');
    const saved = (await settings.get()).data();
    await settings.set({
      ...DEFAULT_PROGRAMME_SETTINGS,
      commissionType: 'flat',
      flatAmountCents: 5_000,
    });
    try {
      const affiliate = await approvedAffiliate();
      const creator = await createUser('Creator');
      await attributeTo(creator, affiliate.uid);
      const client = await clientFor(creator);
      const first = await createCompany(client, 'First Co');
      const second = await createCompany(client, 'Second Co');

      expect((await payInvoice(first.companyId)).ledger).toBe('commission');
      const again = await payInvoice(second.companyId);
      expect(again.ledger).toBe('skipped');
      expect((await db.doc(`affiliateLedgerSkips/${again.invoiceId}`).get()).get('reason')).toBe(
        'flatAlreadyEarned',
      );
    } finally {
      if (saved) await settings.set(saved);
      else await settings.delete();
    }
  });
});
