import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CallableInput } from '@contracts/callables';
import type { AffiliateDoc } from '@contracts/affiliate-programme';
import type { PolicyDoc, PolicyVersionDoc } from '@contracts/policies';
import { publishPolicy } from '../../functions/src/services/policies/publish-policy';
import { adminCallers, type AdminCaller } from '../support/admin-callers';
import {
  adminDb,
  affiliateClient,
  closeClients,
  createAffiliate,
  errorCode,
  rollupTotals,
  visit,
} from '../support/affiliates';
import { callerFor, closeCallers } from '../support/callable-client';
import { createSignedInUser } from '../support/users';

type Input = CallableInput<'affiliateAgreementOperations'>;
type Admins = Awaited<ReturnType<typeof adminCallers<'affiliateAgreementOperations'>>>;

let admins: Admins;

const agreement = async () =>
  (await adminDb.doc('policies/affiliateAgreement').get()).data() as PolicyDoc | undefined;
const currentVersion = async () => (await agreement())?.currentVersion ?? 0;
const affiliateDoc = async (uid: string) =>
  (await adminDb.doc(`affiliates/${uid}`).get()).data() as AffiliateDoc | undefined;
const publishAudits = async () =>
  (
    await adminDb
      .collection('auditLog')
      .where('action', '==', 'policies.publish')
      .where('target.id', '==', 'affiliateAgreement')
      .get()
  ).docs.map((d) => d.data());

/** Publishes the next version directly (as the seed and the command do). */
const publishDirectly = (summary: string) =>
  publishPolicy(
    {
      kind: 'affiliateAgreement',
      title: 'Affiliate Agreement',
      content: `## Terms\n\n${summary}\n`,
      summary,
      effectiveDate: '2026-12-01',
    },
    { db: adminDb, now: Date.now() },
  );

const publishInput = (summary: string): Input => ({
  action: 'publish',
  payload: {
    title: 'Affiliate Agreement',
    content: `## Commission\n\n${summary}\n`,
    summary,
    effectiveDate: '2026-12-01',
  },
});
const accept = (version: number): Input => ({ action: 'accept', payload: { version } });

/** An affiliate signed in to affiliateAgreementOperations. */
async function signedInAffiliate(
  status: 'approved' | 'suspended' = 'approved',
  acceptAgreement = false,
) {
  const affiliate = await createAffiliate(status, { acceptAgreement });
  const call = await callerFor(affiliate);
  return {
    ...affiliate,
    call: (input: Input) => call('affiliateAgreementOperations', input),
  };
}

beforeAll(async () => {
  if (!(await agreement())) await publishDirectly('First version.');
  admins = await adminCallers('affiliateAgreementOperations');
});
afterEach(closeClients);
afterAll(closeCallers);

describe('accept', () => {
  it('records the current version, time and user agent on the affiliate record, once', async () => {
    const affiliate = await signedInAffiliate();
    const version = await currentVersion();
    const first = await affiliate.call(accept(version));
    expect(first).toEqual({ version, acceptedAt: expect.any(Number) });
    const again = await affiliate.call(accept(version));
    expect(again).toEqual(first);
    const stored = (await affiliateDoc(affiliate.uid))?.agreement;
    expect(stored).toMatchObject({
      version,
      acceptedAt: (first as { acceptedAt: number }).acceptedAt,
    });
    expect(typeof stored?.userAgent).toBe('string');
    expect(stored?.userAgent.length).toBeLessThanOrEqual(512);
    // Nothing else of the record moved.
    expect(await affiliateDoc(affiliate.uid)).toMatchObject({
      username: affiliate.username,
      status: 'approved',
    });
  });

  it('accepts only the current version (failed-precondition for an older or a future one)', async () => {
    const affiliate = await signedInAffiliate();
    await publishDirectly(`Older accepted ${randomUUID()}.`);
    const version = await currentVersion();
    expect(await errorCode(affiliate.call(accept(version - 1)))).toBe(
      'functions/failed-precondition',
    );
    expect(await errorCode(affiliate.call(accept(version + 1)))).toBe(
      'functions/failed-precondition',
    );
    expect((await affiliateDoc(affiliate.uid))?.agreement ?? null).toBeNull();
    expect(await errorCode(affiliate.call(accept(0)))).toBe('functions/invalid-argument');
  });

  it('refuses users who are not approved affiliates, suspended and pending ones included, writing nothing', async () => {
    const version = await currentVersion();
    const stranger = await createSignedInUser();
    const strangerCall = await callerFor(stranger);
    expect(await errorCode(strangerCall('affiliateAgreementOperations', accept(version)))).toBe(
      'functions/permission-denied',
    );
    expect((await adminDb.doc(`affiliates/${stranger.uid}`).get()).exists).toBe(false);

    // (An application still pending has no affiliates document: the stranger above.)
    for (const status of ['suspended'] as const) {
      const affiliate = await signedInAffiliate(status);
      expect(await errorCode(affiliate.call(accept(version))), status).toBe(
        'functions/permission-denied',
      );
      expect((await affiliateDoc(affiliate.uid))?.agreement ?? null, status).toBeNull();
    }

    const visitor = await callerFor();
    expect(await errorCode(visitor('affiliateAgreementOperations', accept(version)))).toBe(
      'functions/unauthenticated',
    );
  });
});

describe('publish and stats: super admins only', () => {
  const refusals = [
    ['plain', 'functions/permission-denied'],
    ['stringClaim', 'functions/permission-denied'],
    ['revoked', 'functions/unauthenticated'],
  ] as const;

  it('refuses publish and stats to a plain user, a "true"-string claim and a revoked admin, writing nothing', async () => {
    const before = await currentVersion();
    const audits = (await publishAudits()).length;
    for (const [who, code] of refusals) {
      const caller: AdminCaller<'affiliateAgreementOperations'> = admins[who];
      expect(await errorCode(caller.call(publishInput(`Refused ${randomUUID()}.`))), who).toBe(
        code,
      );
      expect(await errorCode(caller.call({ action: 'stats' })), who).toBe(code);
    }
    expect(await currentVersion()).toBe(before);
    expect(
      (await adminDb.doc(`policies/affiliateAgreement/versions/${before + 1}`).get()).exists,
    ).toBe(false);
    expect(await publishAudits()).toHaveLength(audits);
  });

  it('publishes the next version with one audit entry, leaving the policies users accept alone', async () => {
    const before = await currentVersion();
    const [terms, privacy] = await Promise.all([
      adminDb.doc('policies/terms').get(),
      adminDb.doc('policies/privacy').get(),
    ]);
    const summary = `Commission paid monthly (${randomUUID()}).`;
    expect(await admins.superAdmin.call(publishInput(summary))).toEqual({ version: before + 1 });

    expect(await agreement()).toMatchObject({
      kind: 'affiliateAgreement',
      currentVersion: before + 1,
    });
    const text = (
      await adminDb.doc(`policies/affiliateAgreement/versions/${before + 1}`).get()
    ).data() as PolicyVersionDoc;
    expect(text).toMatchObject({ version: before + 1, summary });
    const entries = (await publishAudits()).filter(
      (e) => (e.after as { summary?: string } | null)?.summary === summary,
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: { uid: admins.superAdmin.uid },
      target: {
        kind: 'policy',
        id: 'affiliateAgreement',
        label: `Affiliate Agreement version ${before + 1}`,
      },
      before: { currentVersion: before },
      after: { currentVersion: before + 1 },
    });
    expect((await adminDb.doc('policies/terms').get()).data()).toEqual(terms.data());
    expect((await adminDb.doc('policies/privacy').get()).data()).toEqual(privacy.data());
  });

  it('counts the approved affiliates who accepted the current version (matches a recount)', async () => {
    await signedInAffiliate('approved', true);
    await signedInAffiliate('approved', false);
    await signedInAffiliate('suspended', true);
    const stats = await admins.superAdmin.call({ action: 'stats' });
    const version = await currentVersion();
    const approved = (
      await adminDb.collection('affiliates').where('status', '==', 'approved').get()
    ).docs;
    expect(stats).toEqual({
      currentVersion: version,
      accepted: approved.filter((d) => d.get('agreement.version') === version).length,
      affiliates: approved.length,
    });
  });
});

describe('the gate: a link counts only once the current version is accepted', () => {
  it('ignores visits of an affiliate without acceptance and counts them after', async () => {
    const affiliate = await signedInAffiliate();
    const visitor = await affiliateClient();
    expect(await visitor(visit(affiliate.username))).toMatchObject({ tracked: false });
    expect(await rollupTotals(affiliate.uid)).toMatchObject({ visits: 0 });

    await affiliate.call(accept(await currentVersion()));
    expect(await visitor(visit(affiliate.username))).toMatchObject({ tracked: true });
    expect(await rollupTotals(affiliate.uid)).toMatchObject({ visits: 1 });

    // A new version stops the link again until it is accepted.
    await admins.superAdmin.call(publishInput(`New terms ${randomUUID()}.`));
    expect(await visitor(visit(affiliate.username))).toMatchObject({ tracked: false });
    await affiliate.call(accept(await currentVersion()));
    expect(await visitor(visit(affiliate.username))).toMatchObject({ tracked: true });
  });

  it('attributes no sign-up to an affiliate who has not accepted the version current at sign-up', async () => {
    const affiliate = await signedInAffiliate('approved', true);
    const sessionId = randomUUID();
    const visitor = await affiliateClient();
    expect(await visitor(visit(affiliate.username, { sessionId }))).toMatchObject({
      tracked: true,
    });
    await publishDirectly(`Not yet accepted ${randomUUID()}.`);

    const user = await createSignedInUser();
    const call = await affiliateClient(user);
    expect(
      await call({ action: 'processAttribution', payload: { userId: user.uid, sessionId } }),
    ).toEqual({ attributed: false });
    expect((await adminDb.doc(`affiliateAttributions/${user.uid}`).get()).data()).toMatchObject({
      attributed: false,
      outcome: 'affiliate-not-counting',
    });
    expect(await rollupTotals(affiliate.uid)).toMatchObject({ signups: 0 });
  });
});

describe('the gate: the dashboard reads nothing before the current version is accepted', () => {
  it('refuses analytics, recent visits and earnings to an approved affiliate until they accept', async () => {
    const affiliate = await signedInAffiliate();
    const call = await callerFor(affiliate);
    const today = new Date().toISOString().slice(0, 10);
    const reads = [
      () =>
        call('affiliateOperations', {
          action: 'getVisitAnalytics',
          payload: { affiliateUserId: affiliate.uid, dateRange: { from: today, to: today } },
        }),
      () =>
        call('affiliateOperations', {
          action: 'getRecentVisits',
          payload: { affiliateUserId: affiliate.uid, limit: 5 },
        }),
      () => call('affiliateEarningsOperations', { action: 'getEarnings', payload: {} }),
    ];
    for (const read of reads) {
      expect(await errorCode(read())).toBe('functions/failed-precondition');
    }
    await affiliate.call(accept(await currentVersion()));
    for (const read of reads) expect(await errorCode(read())).toBe('none');
  });
});
