import { randomUUID } from 'node:crypto';
import type { DocumentData } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_PROGRAMME_SETTINGS,
  type AffiliateFlagDoc,
  type ProgrammeSettings,
} from '../../functions/src/contracts/affiliate-programme';
import { processAttribution } from '../../functions/src/services/affiliate/attribution';
import {
  affiliateConfig,
  type AffiliateConfig,
} from '../../functions/src/services/affiliate/config';
import {
  adminDb,
  affiliateClient,
  closeClients,
  createAffiliate,
  rollupTotals,
  today,
  visit,
} from '../support/affiliates';
import { functionsUrl } from '../support/env';
import { adminAuth, createSignedInUser } from '../support/users';

afterEach(closeClients);

const DAY = 86_400_000;

/** A visitor's session that came through `username`'s link (tracked by the callable). */
async function sessionVia(username: string): Promise<string> {
  const sessionId = randomUUID();
  const call = await affiliateClient();
  expect(await call(visit(username, { sessionId }))).toMatchObject({ tracked: true });
  return sessionId;
}

/** A session with the given touches, written directly (touches in the past). */
async function sessionWith(
  first: { affiliateUid: string; at: number },
  last: { affiliateUid: string; at: number } = first,
): Promise<string> {
  const sessionId = randomUUID();
  await adminDb.doc(`affiliateSessions/${sessionId}`).set({
    firstTouch: { ...first, page: '/' },
    lastTouch: { ...last, page: '/pricing' },
  });
  return sessionId;
}

/**
 * processAttribution through the callable endpoint as a signed-in user. `forwardedFor` is sent
 * as X-Forwarded-For as Google's front end would pass it on: the client's own entries first, the
 * address it connected from last (the one functions key on: lib/client-address.ts).
 */
async function attributeFrom(
  user: { uid: string; idToken: string },
  sessionId: string,
  forwardedFor?: string,
): Promise<unknown> {
  const response = await fetch(`${functionsUrl()}/affiliateOperations`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${user.idToken}`,
      ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}),
    },
    body: JSON.stringify({
      data: { action: 'processAttribution', payload: { userId: user.uid, sessionId } },
    }),
  });
  const body = (await response.json()) as { result?: unknown; error?: unknown };
  if (!response.ok) throw new Error(`processAttribution failed: ${JSON.stringify(body.error)}`);
  return body.result;
}

/** trackAffiliateVisit through the callable endpoint as a visitor from `clientAddress`. */
async function trackFrom(input: ReturnType<typeof visit>, clientAddress: string) {
  const response = await fetch(`${functionsUrl()}/affiliateOperations`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': clientAddress },
    body: JSON.stringify({ data: input }),
  });
  return ((await response.json()) as { result?: unknown }).result;
}

const decision = async (uid: string) =>
  (await adminDb.doc(`affiliateAttributions/${uid}`).get()).data();

const flag = async (kind: AffiliateFlagDoc['kind'], affiliateUid: string, day = today()) =>
  (await adminDb.doc(`affiliateFlags/${kind}_${affiliateUid}_${day}`).get()).data() as
    AffiliateFlagDoc | undefined;

describe('suspended affiliates track nothing', () => {
  it("does not track a suspended affiliate's visit: tracked false, no visit, session or counter", async () => {
    const affiliate = await createAffiliate('suspended');
    const sessionId = randomUUID();
    const call = await affiliateClient();
    expect(await call(visit(affiliate.username, { sessionId }))).toMatchObject({ tracked: false });
    const visits = await adminDb
      .collection('affiliateVisits')
      .where('affiliateUid', '==', affiliate.uid)
      .get();
    expect(visits.size).toBe(0);
    expect((await adminDb.doc(`affiliateSessions/${sessionId}`).get()).exists).toBe(false);
    expect(await rollupTotals(affiliate.uid)).toEqual({ visits: 0, uniqueSessions: 0, signups: 0 });
  });

  it('does not attribute a sign-up to an affiliate suspended after the visit', async () => {
    const affiliate = await createAffiliate();
    const sessionId = await sessionVia(affiliate.username);
    await adminDb
      .doc(`affiliates/${affiliate.uid}`)
      .update({ status: 'suspended', suspendedAt: Date.now(), suspendedReason: 'test' });
    const user = await createSignedInUser();
    expect(await attributeFrom(user, sessionId)).toEqual({ attributed: false });
    expect(await decision(user.uid)).toMatchObject({
      attributed: false,
      outcome: 'affiliate-not-counting',
    });
    expect(await rollupTotals(affiliate.uid)).toMatchObject({ signups: 0 });
  });
});

describe('privacy of tracking data', () => {
  it('keeps session ids and address hashes out of the rollups an affiliate can read', async () => {
    const affiliate = await createAffiliate();
    const sessionId = randomUUID();
    expect(await trackFrom(visit(affiliate.username, { sessionId }), '203.0.113.50')).toMatchObject(
      {
        tracked: true,
      },
    );
    const user = await createSignedInUser();
    expect(await attributeFrom(user, sessionId, '203.0.113.50')).toEqual({ attributed: true });
    const [visitDoc] = (
      await adminDb.collection('affiliateVisits').where('sessionId', '==', sessionId).get()
    ).docs;
    const shards = await adminDb
      .collection('affiliateRollupShards')
      .where('affiliateUid', '==', affiliate.uid)
      .get();
    expect(shards.size).toBeGreaterThan(0);
    const readable = JSON.stringify(shards.docs.map((d) => ({ id: d.id, ...d.data() })));
    expect(readable).not.toContain(sessionId);
    expect(readable).not.toContain(user.uid);
    expect(readable).not.toContain('203.0.113.50');
    const ipHash = visitDoc?.get('ipHash') as string;
    expect(ipHash).toMatch(/^[0-9a-f]{64}$/);
    expect(readable).not.toContain(ipHash);
  });
});

describe('attribution limit per affiliate, client address and day', () => {
  it('attributes 3 sign-ups from one address (forged X-Forwarded-For entries aside), refuses the 4th and 5th with one attributionLimit flag counting 2', async () => {
    const affiliate = await createAffiliate();
    const address = `198.51.100.${Math.floor(Math.random() * 200) + 1}`;
    const results: unknown[] = [];
    const users: { uid: string }[] = [];
    for (let i = 0; i < 5; i += 1) {
      const sessionId = await sessionVia(affiliate.username);
      const user = await createSignedInUser();
      users.push(user);
      // A different forged first entry each time: only the appended address counts.
      results.push(await attributeFrom(user, sessionId, `10.9.8.${i}, ${address}`));
    }
    expect(results).toEqual([
      { attributed: true },
      { attributed: true },
      { attributed: true },
      { attributed: false },
      { attributed: false },
    ]);
    expect(await decision(users[3]?.uid ?? '')).toMatchObject({
      attributed: false,
      outcome: 'client-limit',
      affiliateUid: affiliate.uid,
    });
    expect(await rollupTotals(affiliate.uid)).toMatchObject({ signups: 3 });
    expect(await flag('attributionLimit', affiliate.uid)).toMatchObject({
      affiliateUid: affiliate.uid,
      kind: 'attributionLimit',
      day: today(),
      count: 2,
      status: 'open',
    });
    const flags = await adminDb
      .collection('affiliateFlags')
      .where('affiliateUid', '==', affiliate.uid)
      .get();
    expect(flags.size).toBe(1);
    // The counter names no address: its id is a hash, its fields a count and an expiry.
    const counters = await adminDb.collection('affiliateAttributionLimits').get();
    expect(JSON.stringify(counters.docs.map((d) => [d.id, d.data()]))).not.toContain(address);
  });

  it('still attributes sign-ups from another address, and to another affiliate from the same one', async () => {
    const affiliate = await createAffiliate();
    const other = await createAffiliate();
    const address = `198.51.100.${Math.floor(Math.random() * 200) + 1}`;
    for (let i = 0; i < 3; i += 1) {
      const user = await createSignedInUser();
      expect(await attributeFrom(user, await sessionVia(affiliate.username), address)).toEqual({
        attributed: true,
      });
    }
    const elsewhere = await createSignedInUser();
    expect(
      await attributeFrom(elsewhere, await sessionVia(affiliate.username), '192.0.2.77'),
    ).toEqual({ attributed: true });
    const toOther = await createSignedInUser();
    expect(await attributeFrom(toOther, await sessionVia(other.username), address)).toEqual({
      attributed: true,
    });
    expect(await flag('attributionLimit', affiliate.uid)).toBeUndefined();
    expect(await rollupTotals(affiliate.uid)).toMatchObject({ signups: 4 });
  });
});

/** processAttribution called in process, with chosen thresholds and a fixed clock. */
async function attributeDirectly(
  sessionId: string,
  config: Partial<AffiliateConfig>,
  now = Date.now(),
) {
  const user = await adminAuth.createUser({ email: `burst-${randomUUID()}@example.com` });
  return processAttribution(
    { userId: user.uid, sessionId },
    {
      db: adminDb,
      auth: adminAuth,
      config: { ...affiliateConfig({}), ...config },
      now,
      clientIp: null,
    },
  );
}

describe('sign-up bursts', () => {
  it('flags more sign-ups in one hour than the limit, once for the day, counting them all', async () => {
    const affiliate = await createAffiliate();
    const now = Date.now();
    const config = { signupBurstPerHour: 3 };
    for (let i = 0; i < 3; i += 1) {
      const sessionId = await sessionWith({ affiliateUid: affiliate.uid, at: now - 60_000 });
      expect(await attributeDirectly(sessionId, config, now)).toEqual({ attributed: true });
    }
    expect(await flag('signupBurst', affiliate.uid)).toBeUndefined();
    for (let i = 0; i < 2; i += 1) {
      const sessionId = await sessionWith({ affiliateUid: affiliate.uid, at: now - 60_000 });
      expect(await attributeDirectly(sessionId, config, now)).toEqual({ attributed: true });
    }
    expect(await flag('signupBurst', affiliate.uid)).toMatchObject({
      kind: 'signupBurst',
      day: today(),
      count: 5,
      status: 'open',
    });
  });

  it('flags a day far above the trailing daily average, not a day in line with it', async () => {
    const now = Date.now();
    const config = { signupBurstPerHour: 1000, signupBurstDayMin: 4, signupBurstFactor: 3 };
    const steady = await createAffiliate();
    const quiet = await createAffiliate();
    for (let d = 1; d <= 28; d += 1) {
      const day = new Date(now - d * DAY).toISOString().slice(0, 10);
      await adminDb
        .doc(`affiliateSignupDays/${steady.uid}_${day}`)
        .set({ affiliateUid: steady.uid, day, count: 2 });
      await adminDb
        .doc(`affiliateSignupDays/${quiet.uid}_${day}`)
        .set({ affiliateUid: quiet.uid, day, count: 1 });
    }
    for (let i = 0; i < 5; i += 1) {
      for (const affiliate of [steady, quiet]) {
        const sessionId = await sessionWith({ affiliateUid: affiliate.uid, at: now - 60_000 });
        expect(await attributeDirectly(sessionId, config, now)).toEqual({ attributed: true });
      }
    }
    // 5 is not above 3 × 2; it is above 3 × 1 (from the 4th sign-up on).
    expect(await flag('signupBurst', steady.uid)).toBeUndefined();
    expect(await flag('signupBurst', quiet.uid)).toMatchObject({ count: 5, status: 'open' });
  });

  it('keeps a dismissed burst flag dismissed while its count moves on', async () => {
    const affiliate = await createAffiliate();
    const now = Date.now();
    const config = { signupBurstPerHour: 1 };
    for (let i = 0; i < 2; i += 1) {
      const sessionId = await sessionWith({ affiliateUid: affiliate.uid, at: now - 60_000 });
      await attributeDirectly(sessionId, config, now);
    }
    await adminDb
      .doc(`affiliateFlags/signupBurst_${affiliate.uid}_${today()}`)
      .update({ status: 'dismissed' });
    const sessionId = await sessionWith({ affiliateUid: affiliate.uid, at: now - 60_000 });
    await attributeDirectly(sessionId, config, now);
    expect(await flag('signupBurst', affiliate.uid)).toMatchObject({
      count: 3,
      status: 'dismissed',
    });
  });
});

describe("the programme's attribution window and model (affiliateProgramme/settings)", () => {
  const settingsRef = () => adminDb.doc('affiliateProgramme/settings');
  let saved: DocumentData | undefined;
  beforeAll(async () => {
    saved = (await settingsRef().get()).data();
  });
  afterAll(async () => {
    if (saved) await settingsRef().set(saved);
    else await settingsRef().delete();
  });
  const useSettings = (change: Partial<ProgrammeSettings>) =>
    settingsRef().set({ ...DEFAULT_PROGRAMME_SETTINGS, ...change });

  it('lastTouch credits the latest touch', async () => {
    await useSettings({ attributionModel: 'lastTouch', attributionWindowDays: 30 });
    const [first, last] = [await createAffiliate(), await createAffiliate()];
    const now = Date.now();
    const sessionId = await sessionWith(
      { affiliateUid: first.uid, at: now - 2 * DAY },
      { affiliateUid: last.uid, at: now - 3_600_000 },
    );
    const user = await createSignedInUser();
    expect(await attributeFrom(user, sessionId)).toEqual({ attributed: true });
    expect(await decision(user.uid)).toMatchObject({
      affiliateUid: last.uid,
      model: 'lastTouch',
    });
  });

  it('firstTouch credits the first touch inside the window, else the latest one inside it', async () => {
    await useSettings({ attributionModel: 'firstTouch', attributionWindowDays: 30 });
    const [a, b] = [await createAffiliate(), await createAffiliate()];
    const now = Date.now();
    const recent = await sessionWith(
      { affiliateUid: a.uid, at: now - 2 * DAY },
      { affiliateUid: b.uid, at: now - 3_600_000 },
    );
    const stale = await sessionWith(
      { affiliateUid: a.uid, at: now - 45 * DAY },
      { affiliateUid: b.uid, at: now - 3_600_000 },
    );
    const [u1, u2] = [await createSignedInUser(), await createSignedInUser()];
    expect(await attributeFrom(u1, recent)).toEqual({ attributed: true });
    expect(await attributeFrom(u2, stale)).toEqual({ attributed: true });
    expect(await decision(u1.uid)).toMatchObject({ affiliateUid: a.uid, model: 'firstTouch' });
    expect(await decision(u2.uid)).toMatchObject({ affiliateUid: b.uid });
  });

  it('refuses a touch older than the window the settings give (7 days here)', async () => {
    await useSettings({ attributionWindowDays: 7 });
    const affiliate = await createAffiliate();
    const sessionId = await sessionWith({ affiliateUid: affiliate.uid, at: Date.now() - 8 * DAY });
    const user = await createSignedInUser();
    expect(await attributeFrom(user, sessionId)).toEqual({ attributed: false });
    expect(await decision(user.uid)).toMatchObject({ outcome: 'expired' });
  });
});
