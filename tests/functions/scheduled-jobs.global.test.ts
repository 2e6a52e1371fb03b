import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Announcement } from '@contracts/admin-mail';
import { createAnnouncement } from '../../functions/src/services/admin-mail/announcements';
import { closeYesterday } from '../../functions/src/services/admin-reports/close-yesterday';
import { finishInterruptedDeletions } from '../../functions/src/services/account/finish-interrupted-deletions';
import {
  resumeAnnouncements,
  RUN_BUDGET_MS,
  SYSTEM_ACTOR_UID,
} from '../../functions/src/services/admin-mail/resume-announcements';
import { freezeLegacyReferrals } from '../../functions/src/services/affiliate/freeze-legacy-referrals';
import { sealFinishedDays } from '../../functions/src/services/affiliate/seal-finished-days';
import { sealRollupDay } from '../../functions/src/services/affiliate/seal-rollups';
import {
  EXPIRED_INVITATION_KEPT_MS,
  expireStaleInvitations,
} from '../../functions/src/services/companies/expire-invitations';
import { sendMail } from '../../functions/src/services/mail/send-mail';
import { EMULATOR_UNSUBSCRIBE_SECRET } from '../../functions/src/services/mail/unsubscribe-token';
import { adminCallers } from '../support/admin-callers';
import { closeCallers } from '../support/callable-client';
import { adminDb, clientFor, createCompany, createUser } from '../support/companies';
import { adminAuth } from '../support/users';

/**
 * The scheduled jobs (functions/src/jobs): the emulators do not fire schedules, so these run
 * each job's code against the emulators, as Cloud Scheduler would.
 */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

afterAll(closeCallers);

describe('sealing finished days', () => {
  it('folds the shards of past days into one document each and leaves today live', async () => {
    const uid = `seal-${randomUUID().slice(0, 10)}`;
    const now = Date.now();
    const [yesterday, today] = [dayOf(now - DAY), dayOf(now)];
    const shard = (day: string, n: number, visits: number) =>
      adminDb
        .doc(`affiliateRollupShards/${uid}_${day}_${n}`)
        .set({ affiliateUid: uid, day, visits, uniqueSessions: visits, signups: 0 });
    await Promise.all([shard(yesterday, 0, 2), shard(yesterday, 1, 3), shard(today, 0, 7)]);

    expect(await sealFinishedDays(adminDb, now)).toBeGreaterThanOrEqual(1);

    const sealed = (await adminDb.doc(`affiliateRollups/${uid}_${yesterday}`).get()).data();
    expect(sealed).toMatchObject({ affiliateUid: uid, day: yesterday, visits: 5 });
    const left = await adminDb
      .collection('affiliateRollupShards')
      .where('affiliateUid', '==', uid)
      .get();
    expect(left.docs.map((d) => d.id)).toEqual([`${uid}_${today}_0`]);
    // A second run counts nothing twice.
    await sealFinishedDays(adminDb, now);
    expect((await adminDb.doc(`affiliateRollups/${uid}_${yesterday}`).get()).get('visits')).toBe(5);
  });

  it('works page after page until every finished day is sealed, within its time budget', async () => {
    const uid = `seal-pages-${randomUUID().slice(0, 8)}`;
    const now = Date.now();
    const days = [3, 2, 1].map((back) => dayOf(now - back * DAY));
    /** One shard numbered `n` on each of the days, of one visit. */
    const shardEachDay = (n: number) =>
      Promise.all(
        days.map((day) =>
          adminDb
            .doc(`affiliateRollupShards/${uid}_${day}_${n}`)
            .set({ affiliateUid: uid, day, visits: 1, uniqueSessions: 1, signups: 0 }),
        ),
      );
    await shardEachDay(0);

    // One shard per page: three pages at least, all in one run.
    expect(await sealFinishedDays(adminDb, now, { pageSize: 1 })).toBeGreaterThanOrEqual(3);
    for (const day of days) {
      expect((await adminDb.doc(`affiliateRollups/${uid}_${day}`).get()).get('visits')).toBe(1);
    }

    // A spent budget stops after the first affiliate-day, even within a page, leaving the rest
    // to the next run.
    await shardEachDay(1);
    expect(await sealFinishedDays(adminDb, now, { budgetMs: 0 })).toBe(1);
    await sealFinishedDays(adminDb, now);
    for (const day of days) {
      expect((await adminDb.doc(`affiliateRollups/${uid}_${day}`).get()).get('visits')).toBe(2);
    }
  });
});

describe('sealing passes over an affiliate-day it cannot seal', () => {
  it('logs it, seals every other day, and ends', async () => {
    const broken = `seal-broken-${randomUUID().slice(0, 8)}`;
    const fine = `seal-fine-${randomUUID().slice(0, 8)}`;
    const now = Date.now();
    const yesterday = dayOf(now - DAY);
    for (const uid of [broken, fine]) {
      await adminDb
        .doc(`affiliateRollupShards/${uid}_${yesterday}_0`)
        .set({ affiliateUid: uid, day: yesterday, visits: 1, uniqueSessions: 1, signups: 0 });
    }
    const seal: typeof sealRollupDay = async (db, uid, day) => {
      if (uid === broken) throw new Error('Document exceeds the maximum size');
      return sealRollupDay(db, uid, day);
    };
    // Page by page (one shard a page): the broken day's shard stays and is paged past.
    await sealFinishedDays(adminDb, now, { pageSize: 1 }, seal);
    expect((await adminDb.doc(`affiliateRollups/${fine}_${yesterday}`).get()).get('visits')).toBe(
      1,
    );
    expect((await adminDb.doc(`affiliateRollups/${broken}_${yesterday}`).get()).exists).toBe(false);
    await adminDb.doc(`affiliateRollupShards/${broken}_${yesterday}_0`).delete();
  });
});

describe('freezing the referrals of companies from before they were frozen', () => {
  it('gives each its owner’s referral once, page by page, so a later transfer moves nothing', async () => {
    const owner = `legacy-owner-${randomUUID().slice(0, 8)}`;
    const companyId = `legacy-${randomUUID().slice(0, 8)}`;
    await adminDb.doc(`companies/${companyId}`).set({ name: 'Legacy Co', ownerUid: owner });
    await adminDb
      .doc(`affiliateAttributions/${owner}`)
      .set({ attributed: true, affiliateUid: 'legacy-affiliate', at: 1 });
    await adminDb.doc('maintenance/affiliateReferralBackfill').delete();

    let runs = 0;
    while (!(await adminDb.doc('maintenance/affiliateReferralBackfill').get()).get('done')) {
      await freezeLegacyReferrals(adminDb, Date.now(), 100);
      runs += 1;
      expect(runs).toBeLessThan(100);
    }
    expect((await adminDb.doc(`affiliateReferrals/${companyId}`).get()).data()).toMatchObject({
      affiliateUid: 'legacy-affiliate',
      referredUid: owner,
      source: 'backfill',
    });
    // Done for good: a later run reads nothing.
    expect(await freezeLegacyReferrals(adminDb, Date.now(), 100)).toBe(0);
  });
});

describe('closing yesterday for the reports', () => {
  it('takes its snapshot and seals its flows soon after it ended, without waiting for an admin', async () => {
    // A day of the past no other test reports on: its snapshot cannot exist yet.
    const now = Date.UTC(
      2001 + Math.floor(Math.random() * 15),
      Math.floor(Math.random() * 12),
      10,
      0,
      20,
    );
    const yesterday = dayOf(now - DAY);
    expect((await adminDb.doc(`reportDays/${yesterday}`).get()).exists).toBe(false);

    // 00:20: the snapshot; the flows wait until the day ended an hour ago (late writers).
    expect(await closeYesterday(adminDb, now)).toEqual({ snapshot: true, sealed: false });
    const day = (await adminDb.doc(`reportDays/${yesterday}`).get()).data();
    expect(day?.snapshot).toMatchObject({ companies: expect.any(Number) });
    expect(day?.flow).toBeUndefined();
    // 01:20: the flows are sealed; after that nothing is left to do.
    expect(await closeYesterday(adminDb, now + HOUR)).toEqual({ snapshot: false, sealed: true });
    const sealed = (await adminDb.doc(`reportDays/${yesterday}`).get()).data();
    expect(sealed?.flow).toMatchObject({ signups: expect.any(Number) });
    expect(sealed?.snapshot).toEqual(day?.snapshot);
    expect(await closeYesterday(adminDb, now + HOUR + 15 * 60 * 1000)).toEqual({
      snapshot: false,
      sealed: false,
    });
  });
});

describe('finishing interrupted account deletions', () => {
  it('finishes one stalled for a while, and leaves one still running alone', async () => {
    const [stalled, running] = await Promise.all([createUser('Stalled'), createUser('Running')]);
    const now = Date.now();
    await adminDb
      .doc(`accountDeletions/${stalled.uid}`)
      .set({ status: 'in-progress', startedAt: now - 60 * 60 * 1000, done: ['leave-companies'] });
    await adminDb
      .doc(`accountDeletions/${running.uid}`)
      .set({ status: 'in-progress', startedAt: now - 1000, done: [] });

    expect(
      await finishInterruptedDeletions({ db: adminDb, auth: adminAuth, now }),
    ).toBeGreaterThanOrEqual(1);

    expect(await adminAuth.getUser(stalled.uid).catch(() => null)).toBeNull();
    expect((await adminDb.doc(`accountDeletions/${stalled.uid}`).get()).get('status')).toBe(
      'completed',
    );
    expect((await adminAuth.getUser(running.uid)).uid).toBe(running.uid);
    expect((await adminDb.doc(`accountDeletions/${running.uid}`).get()).get('status')).toBe(
      'in-progress',
    );
  });

  it('marks one refused now (the user came to own a company) blocked, so later runs pass it by', async () => {
    const owner = await createUser('Owner Now');
    await createCompany(await clientFor(owner));
    const now = Date.now();
    const progress = adminDb.doc(`accountDeletions/${owner.uid}`);
    await progress.set({ status: 'in-progress', startedAt: now - 2 * HOUR, done: [] });

    await finishInterruptedDeletions({ db: adminDb, auth: adminAuth, now });

    expect((await progress.get()).data()).toMatchObject({ status: 'blocked', blockedAt: now });
    expect((await adminAuth.getUser(owner.uid)).uid).toBe(owner.uid);
  });
});

describe('closing long-expired invitations', () => {
  it('marks pending invitations expired 30 days ago as expired; recent ones stay to resend', async () => {
    const now = Date.now();
    const invitation = async (expiresAt: number, status = 'pending') => {
      const ref = adminDb.collection('invitations').doc();
      await ref.set({
        companyId: `co-${randomUUID().slice(0, 8)}`,
        kind: 'email',
        role: 'member',
        email: 'someone@example.com',
        status,
        expiresAt,
        createdAt: expiresAt - 7 * DAY,
      });
      return ref;
    };
    const [stale, recent, accepted] = await Promise.all([
      invitation(now - EXPIRED_INVITATION_KEPT_MS - DAY),
      invitation(now - DAY),
      invitation(now - EXPIRED_INVITATION_KEPT_MS - DAY, 'accepted'),
    ]);

    expect(await expireStaleInvitations(adminDb, now)).toBeGreaterThanOrEqual(1);

    expect((await stale.get()).data()).toMatchObject({ status: 'expired', expiredAt: now });
    expect((await recent.get()).get('status')).toBe('pending');
    expect((await accepted.get()).get('status')).toBe('accepted');
  });
});

describe('the announcement driver', () => {
  let create: (subject: string) => Promise<Announcement>;

  beforeAll(async () => {
    const admins = await adminCallers('adminMailOperations');
    // Written as the callable writes it, but left unsent (the callable sends at once).
    create = async (subject) =>
      (
        await createAnnouncement(
          { subject, body: 'Hello', segment: 'affiliates' },
          { uid: admins.superAdmin.uid, claims: { superAdmin: true } },
          {
            db: adminDb,
            now: Date.now(),
            appUrl: 'http://localhost:5173',
            sendMail,
            unsubscribeSecret: EMULATOR_UNSUBSCRIBE_SECRET,
          },
        )
      ).announcement;
  });

  it('sends an announcement the creating call left unfinished to the end, audited as the system', async () => {
    const uid = `drv-${randomUUID().slice(0, 10)}`;
    await adminDb
      .doc(`users/${uid}`)
      .set({ email: `${uid}@example.com`, emailVerified: true, displayName: uid });
    await adminDb
      .doc(`affiliates/${uid}`)
      .set({ username: uid.replace(/-/g, '_'), status: 'approved' });
    const announcement = await create(`Driven ${randomUUID().slice(0, 8)}`);
    expect(announcement.status).toBe('sending');

    const deps = {
      db: adminDb,
      now: Date.now(),
      appUrl: 'http://localhost:5173',
      sendMail,
      unsubscribeSecret: EMULATOR_UNSUBSCRIBE_SECRET,
    };
    // A run whose time is already spent starts no batch (it would not finish one safely).
    let tick = 0;
    const spent = () => (tick += RUN_BUDGET_MS);
    expect(await resumeAnnouncements(deps, [announcement.id], spent)).toEqual([]);
    expect((await adminDb.doc(`announcements/${announcement.id}`).get()).get('cursor')).toBeNull();

    const finished = await resumeAnnouncements(deps, [announcement.id]);

    expect(finished.map((a) => a.id)).toEqual([announcement.id]);
    const job = (await adminDb.doc(`announcements/${announcement.id}`).get()).data();
    expect(job).toMatchObject({ status: 'done' });
    const marker = await adminDb.doc(`announcements/${announcement.id}/recipients/${uid}`).get();
    expect(marker.get('status')).toBe('sent');
    const audit = await adminDb
      .collection('auditLog')
      .where('target.id', '==', announcement.id)
      .where('action', '==', 'email.announcementFinished')
      .get();
    expect(audit.docs.map((d) => d.get('actor.uid'))).toEqual([SYSTEM_ACTOR_UID]);
  });
});
