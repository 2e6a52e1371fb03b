import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Announcement } from '@contracts/admin-mail';
import { closeYesterday } from '../../functions/src/services/admin-reports/close-yesterday';
import { finishInterruptedDeletions } from '../../functions/src/services/account/finish-interrupted-deletions';
import {
  resumeAnnouncements,
  SYSTEM_ACTOR_UID,
} from '../../functions/src/services/admin-mail/resume-announcements';
import { sealFinishedDays } from '../../functions/src/services/affiliate/seal-finished-days';
import {
  EXPIRED_INVITATION_KEPT_MS,
  expireStaleInvitations,
} from '../../functions/src/services/companies/expire-invitations';
import { sendMail } from '../../functions/src/services/mail/send-mail';
import { EMULATOR_UNSUBSCRIBE_SECRET } from '../../functions/src/services/mail/unsubscribe-token';
import { adminCallers } from '../support/admin-callers';
import { closeCallers } from '../support/callable-client';
import { adminDb, createUser } from '../support/companies';
import { adminAuth } from '../support/users';

/**
 * The scheduled jobs (functions/src/jobs): the emulators do not fire schedules, so these run
 * each job's code against the emulators, as Cloud Scheduler would.
 */

const DAY = 24 * 60 * 60 * 1000;
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
});

describe("taking yesterday's report snapshot", () => {
  it('takes it once, soon after the day ended, without waiting for an admin to look', async () => {
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

    expect(await closeYesterday(adminDb, now)).toBe(true);
    const day = (await adminDb.doc(`reportDays/${yesterday}`).get()).data();
    expect(day?.snapshot).toMatchObject({ companies: expect.any(Number) });
    expect(await closeYesterday(adminDb, now + 15 * 60 * 1000)).toBe(false);
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
    create = async (subject) =>
      (
        (await admins.superAdmin.call({
          action: 'createAnnouncement',
          payload: { subject, body: 'Hello', segment: 'affiliates' },
        })) as { announcement: Announcement }
      ).announcement;
  });

  it('sends an announcement nobody drives from the browser to the end, audited as the system', async () => {
    const uid = `drv-${randomUUID().slice(0, 10)}`;
    await adminDb.doc(`users/${uid}`).set({ email: `${uid}@example.com`, displayName: uid });
    await adminDb
      .doc(`affiliates/${uid}`)
      .set({ username: uid.replace(/-/g, '_'), status: 'approved' });
    const announcement = await create(`Driven ${randomUUID().slice(0, 8)}`);
    expect(announcement.status).toBe('sending');

    const finished = await resumeAnnouncements(
      {
        db: adminDb,
        now: Date.now(),
        appUrl: 'http://localhost:5173',
        sendMail,
        unsubscribeSecret: EMULATOR_UNSUBSCRIBE_SECRET,
      },
      [announcement.id],
    );

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
