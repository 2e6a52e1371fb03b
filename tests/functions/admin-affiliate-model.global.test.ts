import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Funnel } from '@contracts/admin-affiliate-model';
import {
  DEFAULT_PROGRAMME_SETTINGS,
  programmeSettingsSchema,
} from '@contracts/affiliate-programme';
import { callerFor, closeCallers } from '../support/callable-client';
import { adminDb as db, errorCode } from '../support/companies';
import { adminAuth, createSignedInUser } from '../support/users';
import { untilNextSecond } from '../support/next-second';

/**
 * The modelling funnel over a week of past days that no other test writes (240–247 days ago):
 * affiliate rollups (sealed and unsealed), paying and churned billing records, snapshots at both
 * ends and on the day before. Every figure is compared with a recount done here from the
 * documents themselves.
 */

afterEach(closeCallers);

const DAY_MS = 86_400_000;
const dayKey = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);
const todayStart = dayStart(dayKey(Date.now()));
const week = Array.from({ length: 7 }, (_, i) => dayKey(todayStart - (246 - i) * DAY_MS));
const [d0, d1, d2, d3, , , d6] = week as [string, string, string, string, string, string, string];
/** The day before the week: its snapshot is what the week's churn starts from. */
const dBefore = dayKey(todayStart - 247 * DAY_MS);
const tag = randomUUID().slice(0, 8);
const affiliate = `mod-aff-${tag}`;
const referred = `mod-owner-${tag}`;
const stranger = `mod-stranger-${tag}`;

let admin: Awaited<ReturnType<typeof createSignedInUser>>;

const getFunnel = async (payload: { days: number; to?: string }, as = admin) =>
  (await callerFor(as))('adminAffiliateModelOperations', {
    action: 'getFunnel',
    payload,
  }) as Promise<Funnel>;

async function billing(
  kind: 'paidStarted' | 'churned',
  day: string,
  ownerUid: string,
  subscriptionId = `sub_mod_${randomUUID().slice(0, 8)}`,
) {
  await db.doc(`reportBillingEvents/${subscriptionId}_${kind}`).set({
    kind,
    day,
    at: dayStart(day) + 10 * 3_600_000,
    companyId: `mod-co-${subscriptionId}`,
    subscriptionId,
    ownerUid,
  });
}

const snapshot = (payingCompanies: number, mrrCents: number) => ({
  companies: payingCompanies + 3,
  payingCompanies,
  trialingCompanies: 1,
  seats: payingCompanies * 2,
  mrrCents,
  takenAt: 1,
});

/** The funnel of `days` counted here from every document (independently of the service). */
async function recount(days: string[]) {
  const inDays = (value: unknown) => typeof value === 'string' && days.includes(value);
  const [rollups, shards, events, attributions, reportDays, affiliates, settings] =
    await Promise.all([
      db.collection('affiliateRollups').get(),
      db.collection('affiliateRollupShards').get(),
      db.collection('reportBillingEvents').get(),
      db.collection('affiliateAttributions').where('attributed', '==', true).get(),
      db.collection('reportDays').get(),
      db.collection('affiliates').get(),
      db.doc('affiliateProgramme/settings').get(),
    ]);
  const counters = [...rollups.docs, ...shards.docs].filter((doc) => inDays(doc.get('day')));
  const sum = (field: string) =>
    counters.reduce((total, doc) => total + ((doc.get(field) as number | undefined) ?? 0), 0);
  const referredOwners = new Set(attributions.docs.map((doc) => doc.id));
  const ofKind = (kind: string) =>
    events.docs.filter((doc) => doc.get('kind') === kind && inDays(doc.get('day')));
  const snapshots = reportDays.docs
    .filter((doc) => inDays(doc.id) && doc.get('snapshot'))
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((doc) => doc.get('snapshot') as { payingCompanies: number; mrrCents: number });
  const first = snapshots[0];
  const last = snapshots.at(-1);
  const parsed = programmeSettingsSchema.safeParse(settings.data());
  return {
    visits: sum('visits'),
    uniqueSessions: sum('uniqueSessions'),
    signups: sum('signups'),
    paying: ofKind('paidStarted').filter((doc) => referredOwners.has(doc.get('ownerUid') as string))
      .length,
    churned: ofKind('churned').length,
    payingAtStart: first?.payingCompanies ?? null,
    arpcCents: last ? last.mrrCents / last.payingCompanies : null,
    approvedAffiliates: affiliates.docs.filter((doc) => doc.get('status') === 'approved').length,
    settings: parsed.success ? parsed.data : DEFAULT_PROGRAMME_SETTINGS,
    settingsStored: settings.exists,
  };
}

beforeAll(async () => {
  admin = await createSignedInUser({ superAdmin: true });
  await db.doc(`affiliateAttributions/${referred}`).set({
    attributed: true,
    outcome: 'attributed',
    affiliateUid: affiliate,
    sessionId: tag,
    firstTouchAt: dayStart(d0),
    at: dayStart(d0) + 3_600_000,
  });
  await Promise.all([
    // Sealed day rollups of two days, and two live shards of a third.
    db.doc(`affiliateRollups/${affiliate}_${d0}`).set({
      affiliateUid: affiliate,
      day: d0,
      visits: 40,
      uniqueSessions: 30,
      signups: 4,
    }),
    db.doc(`affiliateRollups/${affiliate}_${d1}`).set({
      affiliateUid: affiliate,
      day: d1,
      visits: 50,
      uniqueSessions: 35,
      signups: 5,
    }),
    db.doc(`affiliateRollupShards/${affiliate}_${d2}_3`).set({
      affiliateUid: affiliate,
      day: d2,
      visits: 6,
      uniqueSessions: 5,
      signups: 1,
    }),
    db.doc(`affiliateRollupShards/${affiliate}_${d2}_9`).set({
      affiliateUid: affiliate,
      day: d2,
      visits: 4,
      uniqueSessions: 0,
    }),
    // A rollup the day after the week: not counted.
    db.doc(`affiliateRollups/${affiliate}_${dayKey(dayStart(d6) + DAY_MS)}`).set({
      affiliateUid: affiliate,
      day: dayKey(dayStart(d6) + DAY_MS),
      visits: 1000,
      uniqueSessions: 1000,
      signups: 100,
    }),
    // Two referred companies start paying, one unreferred; a company paying before the week
    // churns, and one that starts paying inside the week churns inside it too.
    billing('paidStarted', d1, referred),
    billing('paidStarted', d6, referred),
    billing('paidStarted', d2, stranger),
    billing('churned', d2, stranger),
    billing('paidStarted', d1, stranger, `sub_mod_brief_${tag}`),
    billing('churned', d3, stranger, `sub_mod_brief_${tag}`),
    // 10 paying the day before the week and at its first day; 8 paying $400 at its end.
    db.doc(`reportDays/${dBefore}`).set({ day: dBefore, snapshot: snapshot(10, 30_000) }),
    db.doc(`reportDays/${d0}`).set({ day: d0, snapshot: snapshot(10, 30_000) }),
    db.doc(`reportDays/${d6}`).set({ day: d6, snapshot: snapshot(8, 40_000) }),
  ]);
});

describe('adminAffiliateModelOperations.getFunnel', () => {
  it('answers the funnel of the week as a recount of its documents, then from sealed days', async () => {
    const funnel = await getFunnel({ days: 7, to: d6 });
    const expected = await recount(week);
    expect(funnel).toMatchObject({ from: d0, to: d6, days: 7, ...expected });

    // What this test wrote, in plain numbers.
    expect(funnel).toMatchObject({
      visits: 100,
      uniqueSessions: 70,
      signups: 10,
      paying: 2,
      churned: 2,
      payingAtStart: 10,
      arpcCents: 5000,
      arpcDay: d6,
    });
    expect(funnel.rates).toEqual({
      visitToSignup: 0.1,
      sessionToSignup: 10 / 70,
      signupToPaid: 0.2,
    });
    expect(funnel.monthlyVisits).toBeCloseTo((100 * 30) / 7, 9);
    // Of the 10 paying before the week, 1 churned in it: over 7 days, as a 30-day rate. The
    // company that started and churned inside the week was not paying at its start.
    expect(funnel.monthlyChurn).toBeCloseTo(1 - 0.9 ** (30 / 7), 9);
    expect(funnel.churnMonths).toBe(1);
    // The report summaries answer the same churn for the same days.
    const report = await (
      await callerFor(admin)
    )('adminReportOperations', { action: 'get', payload: { from: d0, to: d6 } });
    expect(report.rates).toMatchObject({ churn: funnel.monthlyChurn, churnMonths: 1 });

    // The report sealed the finished days; a second view reads them and answers the same.
    expect((await db.doc(`reportDays/${d1}`).get()).get('flow')).toMatchObject({
      affiliateVisits: 50,
      affiliateSignups: 5,
      affiliatePaying: 1,
    });
    const again = await getFunnel({ days: 7, to: d6 });
    expect({ ...again, computedAt: 0 }).toEqual({ ...funnel, computedAt: 0 });
  });

  it('reads the stored programme settings, or the defaults', async () => {
    const stored = await db.doc('affiliateProgramme/settings').get();
    const funnel = await getFunnel({ days: 7, to: d6 });
    const parsed = programmeSettingsSchema.safeParse(stored.data());
    expect(funnel.settingsStored).toBe(stored.exists);
    expect(funnel.settings).toEqual(parsed.success ? parsed.data : DEFAULT_PROGRAMME_SETTINGS);
  });

  it('ends the period today by default', async () => {
    const today = dayKey(Date.now());
    const funnel = await getFunnel({ days: 30 });
    expect(funnel.to).toBe(today);
    expect(funnel.from).toBe(dayKey(dayStart(today) - 29 * DAY_MS));
    expect(funnel.days).toBe(30);
  });

  it('refuses too short, too long, fractional and future periods', async () => {
    const tomorrow = dayKey(Date.now() + DAY_MS);
    expect(await errorCode(getFunnel({ days: 3 }))).toBe('functions/invalid-argument');
    expect(await errorCode(getFunnel({ days: 367 }))).toBe('functions/invalid-argument');
    expect(await errorCode(getFunnel({ days: 7.5 }))).toBe('functions/invalid-argument');
    expect(await errorCode(getFunnel({ days: 7, to: tomorrow }))).toBe(
      'functions/invalid-argument',
    );
    expect(await errorCode(getFunnel({ days: 7, to: '2026-1-1' }))).toBe(
      'functions/invalid-argument',
    );
  });

  it('refuses a plain user, a "true"-string claim and a revoked admin', async () => {
    expect(await errorCode(getFunnel({ days: 7, to: d6 }, await createSignedInUser()))).toBe(
      'functions/permission-denied',
    );
    expect(
      await errorCode(
        getFunnel({ days: 7, to: d6 }, await createSignedInUser({ superAdmin: 'true' })),
      ),
    ).toBe('functions/permission-denied');
    const revoked = await createSignedInUser({ superAdmin: true });
    const call = await callerFor(revoked);
    await untilNextSecond();
    await adminAuth.revokeRefreshTokens(revoked.uid);
    expect(
      await errorCode(
        call('adminAffiliateModelOperations', {
          action: 'getFunnel',
          payload: { days: 7, to: d6 },
        }),
      ),
    ).toBe('functions/unauthenticated');
  });
});
