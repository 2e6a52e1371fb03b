import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_TEMPLATES, type Announcement } from '@contracts/admin-mail';
import type { CallableInput } from '@contracts/callables';
import { adminCallers, type AdminCaller } from '../support/admin-callers';
import { callerFor, closeCallers } from '../support/callable-client';
import { adminDb, errorCode } from '../support/companies';
import { hostingUrl } from '../support/env';
import { listMail, waitForMail } from '../support/mail';
import { adminAuth, createSignedInUser } from '../support/users';
import { mailConfig } from '../../functions/src/services/mail/mail-config';
import {
  createAnnouncement,
  sendNextBatch,
} from '../../functions/src/services/admin-mail/announcements';
import {
  resumeAnnouncements,
  sendWithinCall,
  SYSTEM_ACTOR_UID,
} from '../../functions/src/services/admin-mail/resume-announcements';
import { sendMail } from '../../functions/src/services/mail/send-mail';
import { EMULATOR_UNSUBSCRIBE_SECRET } from '../../functions/src/services/mail/unsubscribe-token';
import {
  unsubscribeToken,
  unsubscribeUrl,
} from '../../functions/src/services/mail/unsubscribe-token';

type Input = CallableInput<'adminMailOperations'>;
type Call = AdminCaller<'adminMailOperations'>['call'];

const callers: Record<'superAdmin' | 'plain' | 'stringClaim' | 'revoked', Call> = {} as never;
let adminUid = '';

beforeAll(async () => {
  const all = await adminCallers('adminMailOperations');
  adminUid = all.superAdmin.uid;
  for (const role of ['superAdmin', 'plain', 'stringClaim', 'revoked'] as const) {
    callers[role] = all[role].call;
  }
});
afterAll(closeCallers);

const admin = <const I extends Input>(input: I) => callers.superAdmin(input);

const auditWhere = async (field: string, value: string) =>
  (await adminDb.collection('auditLog').where(field, '==', value).get()).docs.map((d) => d.data());

/**
 * An approved affiliate with a users doc (the affiliates segment) and a verified email;
 * optionally opted out, disabled, unverified or without email.
 */
async function affiliate(
  options: {
    optedOut?: boolean;
    disabled?: boolean;
    unverified?: boolean;
    email?: string | null;
  } = {},
) {
  const uid = `aff-${randomUUID().slice(0, 12)}`;
  const email = options.email === undefined ? `${uid}@example.com` : (options.email ?? undefined);
  await adminDb.doc(`users/${uid}`).set({
    ...(email ? { email } : {}),
    emailVerified: options.unverified !== true,
    displayName: uid,
    ...(options.optedOut ? { announcementsOptOut: true } : {}),
    ...(options.disabled ? { disabled: true } : {}),
  });
  await adminDb
    .doc(`affiliates/${uid}`)
    .set({ username: uid.replace(/-/g, '_'), status: 'approved' });
  return { uid, email: email ?? '' };
}

async function drive(id: string): Promise<Announcement> {
  for (let i = 0; i < 100; i += 1) {
    const { announcement } = await admin({
      action: 'sendNextBatch',
      payload: { id },
    });
    if (announcement.status === 'done') return announcement;
  }
  throw new Error('the announcement never finished');
}

const serviceDeps = (send: typeof sendMail = sendMail) => ({
  db: adminDb,
  now: Date.now(),
  appUrl: 'http://localhost:5173',
  sendMail: send,
  unsubscribeSecret: EMULATOR_UNSUBSCRIBE_SECRET,
});

/**
 * A job written as the callable writes it, but not yet sent (the callable sends at once): for
 * the tests that step, pause or race its batches.
 */
async function unsentJob(subject: string, sender = adminUid) {
  return createAnnouncement(
    { subject, body: 'Hello **everyone**', segment: 'affiliates' },
    { uid: sender, claims: { superAdmin: true } },
    serviceDeps(),
  );
}

describe('access: super admins only, every action', () => {
  it('allows a super admin, refuses a plain user, a "true"-string claim and a revoked admin; audits only allowed mutations', async () => {
    const subject = `Access check ${randomUUID().slice(0, 8)}`;
    await affiliate(); // the batch below has someone to mail, so it changes (and audits) the job
    const batchTarget = (await unsentJob(`Batch target ${randomUUID().slice(0, 8)}`)).announcement
      .id;
    const controlTarget = (await unsentJob(`Control ${randomUUID().slice(0, 8)}`)).announcement.id;
    // Resuming sends the job to the end, so another one is canceled.
    const cancelTarget = (await unsentJob(`Cancel ${randomUUID().slice(0, 8)}`)).announcement.id;
    const controlVerbs = {
      pauseAnnouncement: 'announcementPaused',
      resumeAnnouncement: 'announcementResumed',
      cancelAnnouncement: 'announcementCanceled',
    } as const;
    const testTo = `test-${randomUUID().slice(0, 8)}@example.com`;
    const cases: { input: Input; audit: (() => Promise<unknown[]>) | null }[] = [
      { input: { action: 'listLog', payload: {} }, audit: null },
      { input: { action: 'previewTemplates', payload: {} }, audit: null },
      {
        input: { action: 'sendTest', payload: { template: 'passwordReset', to: testTo } },
        audit: () => auditWhere('target.id', testTo),
      },
      { input: { action: 'countAudience', payload: { segment: 'affiliates' } }, audit: null },
      {
        input: { action: 'previewAnnouncement', payload: { subject: 'Hello', body: '**Hi**' } },
        audit: null,
      },
      {
        input: {
          action: 'createAnnouncement',
          payload: { subject, body: 'Hello', segment: 'affiliates' },
        },
        audit: () => auditWhere('target.label', subject),
      },
      {
        input: { action: 'sendNextBatch', payload: { id: batchTarget } },
        audit: async () =>
          (await auditWhere('target.id', batchTarget)).filter(
            (e) => (e as { action: string }).action !== 'email.createAnnouncement',
          ),
      },
      // Run in this order as the super admin: pause, then resume one job; cancel another.
      ...(
        [
          ['pauseAnnouncement', controlTarget],
          ['resumeAnnouncement', controlTarget],
          ['cancelAnnouncement', cancelTarget],
        ] as const
      ).map(([action, id]) => ({
        input: { action, payload: { id } },
        audit: async () =>
          (await auditWhere('target.id', id)).filter(
            (e) => (e as { action: string }).action === `email.${controlVerbs[action]}`,
          ),
      })),
      { input: { action: 'listAnnouncements', payload: {} }, audit: null },
    ];
    for (const { input, audit } of cases) {
      for (const [who, code] of [
        ['plain', 'functions/permission-denied'],
        ['stringClaim', 'functions/permission-denied'],
        ['revoked', 'functions/unauthenticated'],
      ] as const) {
        expect(await errorCode(callers[who](input)), `${input.action} as ${who}`).toBe(code);
        if (audit) expect(await audit(), `${input.action} as ${who}`).toEqual([]);
      }
      expect(await errorCode(callers.superAdmin(input)), input.action).toBe('none');
      if (audit) {
        const entries = (await audit()) as { actor: { uid: string } }[];
        expect(entries.length, input.action).toBeGreaterThanOrEqual(1);
        expect(entries[0]?.actor).toMatchObject({ uid: adminUid });
      }
    }
  });
});

describe('the mail log', () => {
  it('records a sent mail (a test send, kind "test") and lists it newest first with filters', async () => {
    const to = `log-${randomUUID().slice(0, 8)}@example.com`;
    expect(
      await admin({ action: 'sendTest', payload: { template: 'teamInvitation', to } }),
    ).toEqual({ status: 'sent', error: null });
    await waitForMail({ to, subjectIncludes: 'invited you' });
    const logged = (await adminDb.collection('mailLog').where('to', '==', to).get()).docs;
    expect(logged.map((d) => d.data())).toEqual([
      {
        template: 'teamInvitation',
        to,
        subject: 'Ada Lovelace invited you to join Acme Labs on Parley',
        status: 'sent',
        error: null,
        at: expect.any(Number),
        kind: 'test',
      },
    ]);
    const [audit] = await auditWhere('target.id', to);
    expect(audit).toMatchObject({ action: 'email.sendTest', after: { status: 'sent' } });

    const page = await admin({
      action: 'listLog',
      payload: { kind: 'test', status: 'sent', template: 'teamInvitation', limit: 5 },
    });
    expect(page.entries[0]?.id).toBe(logged[0]?.id);
    expect(page.entries.every((e) => e.kind === 'test')).toBe(true);
  });

  it('records a failed mail with its error, and the send still fails for the caller', async () => {
    const to = `fail-${randomUUID().slice(0, 8)}@example.com`;
    const unreachable = { ...mailConfig({}), smtp: { host: '127.0.0.1', port: 1, secure: false } };
    await expect(
      sendMail(
        {
          to,
          template: 'passwordReset',
          data: { email: to, resetUrl: 'https://parley.example/reset' },
        },
        { config: unreachable },
      ),
    ).rejects.toThrow();
    const logged = (await adminDb.collection('mailLog').where('to', '==', to).get()).docs.map((d) =>
      d.data(),
    );
    expect(logged).toEqual([
      expect.objectContaining({
        template: 'passwordReset',
        status: 'failed',
        kind: 'transactional',
        error: expect.stringMatching(/\S/),
      }),
    ]);
    const failed = await admin({
      action: 'listLog',
      payload: { status: 'failed', limit: 1 },
    });
    expect(failed.entries).toHaveLength(1);
    if (failed.nextCursor) {
      const next = await admin({
        action: 'listLog',
        payload: { status: 'failed', limit: 1, cursor: failed.nextCursor },
      });
      expect(next.entries[0]?.to).not.toBe(failed.entries[0]?.to);
    }
  });

  it('previews every template, rendered by the server', async () => {
    const { templates } = await admin({
      action: 'previewTemplates',
      payload: {},
    });
    // Every template of the contract, in its order (the affiliate programme's included).
    expect(templates.map((t) => t.template)).toEqual([...MAIL_TEMPLATES]);
    expect(templates.map((t) => t.template)).toEqual(
      expect.arrayContaining(['teamInvitation', 'announcement', 'affiliatePayoutPaid']),
    );
    expect(templates.every((t) => t.html.startsWith('<!doctype html>'))).toBe(true);
  });
});

describe('announcements', () => {
  it('counts the segment without opted-out, disabled or unverified users or users without an email, and skips them when sending', async () => {
    const before = await admin({
      action: 'countAudience',
      payload: { segment: 'affiliates' },
    });
    const reached = await affiliate();
    const optedOut = await affiliate({ optedOut: true });
    const disabled = await affiliate({ disabled: true });
    const unverified = await affiliate({ unverified: true });
    await affiliate({ email: null });
    const after = await admin({
      action: 'countAudience',
      payload: { segment: 'affiliates' },
    });
    expect(after.count - before.count).toBe(1);

    const subject = `Skip check ${randomUUID().slice(0, 8)}`;
    const { announcement } = await admin({
      action: 'createAnnouncement',
      payload: { subject, body: 'News', segment: 'affiliates' },
    });
    // The call sends it: done when it answers, with no driver on the page.
    expect(announcement).toMatchObject({ status: 'done', failed: 0 });
    expect(announcement.sent).toBeGreaterThanOrEqual(1);
    const mail = await waitForMail({ to: reached.email, subjectIncludes: subject });
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers['list-unsubscribe']).toContain(`uid=${reached.uid}`);
    const mails = (await listMail()).filter((m) => m.subject === subject);
    for (const skipped of [optedOut, disabled, unverified]) {
      expect(mails.some((m) => m.envelope.to.some((a) => a.address === skipped.email))).toBe(false);
    }
    const marker = await adminDb
      .doc(`announcements/${announcement.id}/recipients/${optedOut.uid}`)
      .get();
    expect(marker.exists).toBe(false);
  });

  it('sends in batches that are idempotent and resumable: two concurrent drivers mail each recipient once', async () => {
    const recipients = await Promise.all(Array.from({ length: 4 }, () => affiliate()));
    const subject = `Once only ${randomUUID().slice(0, 8)}`;
    const { announcement, preview } = await unsentJob(subject);
    expect(preview.subject).toBe(subject);
    expect(preview.html).toContain('<strong>everyone</strong>');
    expect(announcement).toMatchObject({ status: 'sending', sent: 0, failed: 0, cursor: null });

    const [a, b] = await Promise.all([drive(announcement.id), drive(announcement.id)]);
    expect(a.status).toBe('done');
    expect(b.status).toBe('done');

    const job = (
      await adminDb.doc(`announcements/${announcement.id}`).get()
    ).data() as Announcement;
    const markers = (
      await adminDb.collection(`announcements/${announcement.id}/recipients`).get()
    ).docs.map((d) => ({ uid: d.id, ...(d.data() as { email: string; status: string }) }));
    expect(markers.every((m) => m.status === 'sent')).toBe(true);
    expect(job.sent).toBe(markers.length);
    expect(job.failed).toBe(0);
    for (const r of recipients) expect(markers.map((m) => m.uid)).toContain(r.uid);

    await waitForMail({ to: recipients[3]?.email ?? '', subjectIncludes: subject });
    const mails = (await listMail()).filter((m) => m.subject === subject);
    const addresses = mails.flatMap((m) => m.envelope.to.map((t) => t.address.toLowerCase()));
    expect(addresses.length).toBe(markers.length);
    expect(new Set(addresses).size).toBe(addresses.length);
    for (const r of recipients) expect(addresses).toContain(r.email.toLowerCase());

    // A finished job is left alone by another call.
    const again = await admin({
      action: 'sendNextBatch',
      payload: { id: announcement.id },
    });
    expect(again.announcement).toMatchObject({ status: 'done', sent: job.sent });
    const listed = await admin({
      action: 'listAnnouncements',
      payload: {},
    });
    expect(listed.announcements.map((x) => x.id)).toContain(announcement.id);
  });

  it('pauses, resumes and cancels: nobody is mailed while paused, nobody after a cancel', async () => {
    const recipient = await affiliate();
    const create = async (subject: string) => (await unsentJob(subject)).announcement.id;
    const control = (
      action: 'pauseAnnouncement' | 'resumeAnnouncement' | 'cancelAnnouncement',
      id: string,
    ) => admin({ action, payload: { id } });
    const mailsOf = async (subject: string) =>
      (await listMail()).filter((m) => m.subject === subject).length;

    const pausedSubject = `Paused ${randomUUID().slice(0, 8)}`;
    const paused = await create(pausedSubject);
    expect((await control('pauseAnnouncement', paused)).announcement).toMatchObject({
      status: 'paused',
      pausedReason: 'admin',
    });
    const batch = await admin({
      action: 'sendNextBatch',
      payload: { id: paused },
    });
    expect(batch.announcement).toMatchObject({ status: 'paused', sent: 0, cursor: null });
    expect(await errorCode(control('pauseAnnouncement', paused))).toBe(
      'functions/failed-precondition',
    );
    // Resuming sends it within the call, as creating does.
    expect((await control('resumeAnnouncement', paused)).announcement.status).toBe('done');
    await waitForMail({ to: recipient.email, subjectIncludes: pausedSubject });

    const canceledSubject = `Canceled ${randomUUID().slice(0, 8)}`;
    const canceled = await create(canceledSubject);
    expect((await control('cancelAnnouncement', canceled)).announcement.status).toBe('canceled');
    const after = await admin({
      action: 'sendNextBatch',
      payload: { id: canceled },
    });
    expect(after.announcement).toMatchObject({ status: 'canceled', sent: 0 });
    for (const action of [
      'resumeAnnouncement',
      'cancelAnnouncement',
      'pauseAnnouncement',
    ] as const) {
      expect(await errorCode(control(action, canceled)), action).toBe(
        'functions/failed-precondition',
      );
    }
    expect(await mailsOf(canceledSubject)).toBe(0);
    const audit = (await auditWhere('target.id', canceled)).map(
      (e) => (e as { action: string }).action,
    );
    expect(audit).toEqual(
      expect.arrayContaining(['email.createAnnouncement', 'email.announcementCanceled']),
    );
  });

  it('a pause in the middle of a batch loses nobody: the rest of the page goes out on resume', async () => {
    const recipients = await Promise.all(Array.from({ length: 8 }, () => affiliate()));
    const subject = `Mid-batch ${randomUUID().slice(0, 8)}`;
    const { announcement } = await unsentJob(subject);
    const ref = adminDb.doc(`announcements/${announcement.id}`);
    let paused = false;
    // The first mail of the batch pauses the job, as an admin's click would meanwhile.
    const pausingSend: typeof sendMail = async (...args) => {
      if (!paused) {
        paused = true;
        await ref.update({ status: 'paused', pausedReason: 'admin' });
      }
      return sendMail(...args);
    };
    const deps = serviceDeps(pausingSend);
    const actor = { uid: adminUid, claims: { superAdmin: true } };
    for (;;) {
      const { announcement: job } = await sendNextBatch(announcement.id, actor, deps);
      if (job.status !== 'sending') break;
    }
    const stopped = (await ref.get()).data() as Announcement;
    expect(stopped.status).toBe('paused');

    const resumed = await admin({
      action: 'resumeAnnouncement',
      payload: { id: announcement.id },
    });
    expect(resumed.announcement.status).toBe('done');
    for (const r of recipients) await waitForMail({ to: r.email, subjectIncludes: subject });
    const mails = (await listMail()).filter((m) => m.subject === subject);
    const addresses = mails.flatMap((m) => m.envelope.to.map((t) => t.address.toLowerCase()));
    expect(new Set(addresses).size).toBe(addresses.length);
  });

  it('stops sending for a super admin who no longer is one, until another resumes it', async () => {
    const recipient = await affiliate();
    const sender = await createSignedInUser({ superAdmin: true });
    await adminDb
      .doc(`users/${sender.uid}`)
      .set({ email: sender.email, superAdmin: true, disabled: false });
    const subject = `Revoked sender ${randomUUID().slice(0, 8)}`;
    const { announcement } = await unsentJob(subject, sender.uid);

    // Revoked as setSuperAdmin does it (tests/functions/admin-users.global.test.ts): mirror, then claim.
    await adminDb.doc(`users/${sender.uid}`).set({ superAdmin: false }, { merge: true });
    await adminAuth.setCustomUserClaims(sender.uid, {});
    expect(await resumeAnnouncements(serviceDeps(), [announcement.id])).toEqual([]);
    const job = (await adminDb.doc(`announcements/${announcement.id}`).get()).data();
    expect(job).toMatchObject({ status: 'paused', pausedReason: 'senderNotSuperAdmin', sent: 0 });
    const [paused] = (await auditWhere('target.id', announcement.id)).filter(
      (e) => (e as { action: string }).action === 'email.announcementPaused',
    );
    expect(paused).toMatchObject({ actor: { uid: SYSTEM_ACTOR_UID } });
    expect((await listMail()).some((m) => m.subject === subject)).toBe(false);

    // Another super admin takes it over: it goes out in their name.
    const resumed = await admin({
      action: 'resumeAnnouncement',
      payload: { id: announcement.id },
    });
    expect(resumed.announcement).toMatchObject({ status: 'done', sendingFor: { uid: adminUid } });
    await waitForMail({ to: recipient.email, subjectIncludes: subject });
  });

  it('a call whose sending fails still answers the job as it stands, left to the every-minute job', async () => {
    await affiliate();
    const { announcement } = await unsentJob(`Broken secret ${randomUUID().slice(0, 8)}`);
    // As on a production project whose MAIL_UNSUBSCRIBE_SECRET is missing.
    const broken = {
      ...serviceDeps(),
      get unsubscribeSecret(): string {
        throw new Error('MAIL_UNSUBSCRIBE_SECRET is not set');
      },
    };
    const answered = await sendWithinCall(
      announcement.id,
      { uid: adminUid, claims: { superAdmin: true } },
      broken,
    );
    expect(answered).toMatchObject({ id: announcement.id, status: 'sending', sent: 0 });
    // The every-minute job sends it once the secret is there.
    expect((await resumeAnnouncements(serviceDeps(), [announcement.id])).map((a) => a.id)).toEqual([
      announcement.id,
    ]);
  });

  it('refuses an unknown announcement id', async () => {
    expect(
      await errorCode(callers.superAdmin({ action: 'sendNextBatch', payload: { id: 'nope' } })),
    ).toBe('functions/not-found');
  });
});

describe('unsubscribe', () => {
  const endpoint = (query: string) => `${hostingUrl()}/api/unsubscribe?${query}`;

  it('shows a confirmation page for a valid link and changes nothing on GET', async () => {
    const user = await affiliate();
    const url = new URL(unsubscribeUrl('http://x', user.uid));
    const response = await fetch(endpoint(url.searchParams.toString()));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Unsubscribe from announcements?');
    expect((await adminDb.doc(`users/${user.uid}`).get()).get('announcementsOptOut')).toBe(
      undefined,
    );
  });

  it('refuses a forged token', async () => {
    const user = await affiliate();
    const forged = unsubscribeToken(user.uid, 'not-the-secret');
    const response = await fetch(
      endpoint(new URLSearchParams({ uid: user.uid, token: forged }).toString()),
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      },
    );
    expect(response.status).toBe(400);
    expect((await adminDb.doc(`users/${user.uid}`).get()).get('announcementsOptOut')).toBe(
      undefined,
    );
    // Another user's valid token does not work for this user either.
    const other = unsubscribeToken('someone-else');
    const swapped = await fetch(
      endpoint(new URLSearchParams({ uid: user.uid, token: other }).toString()),
      { method: 'POST' },
    );
    expect(swapped.status).toBe(400);
  });

  it('opts out with a one-click POST of a valid token, and the segment then skips the user', async () => {
    const user = await affiliate();
    const url = new URL(unsubscribeUrl('http://x', user.uid));
    const response = await fetch(endpoint(url.searchParams.toString()), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('You are unsubscribed');
    expect((await adminDb.doc(`users/${user.uid}`).get()).get('announcementsOptOut')).toBe(true);
  });
});

describe('profileOperations.setAnnouncementsOptOut', () => {
  it('sets and clears the opt-out on the caller’s users doc', async () => {
    const user = await createSignedInUser();
    const call = await callerFor(user);
    expect(
      await call('profileOperations', {
        action: 'setAnnouncementsOptOut',
        payload: { optOut: true },
      }),
    ).toEqual({ announcementsOptOut: true });
    expect((await adminDb.doc(`users/${user.uid}`).get()).get('announcementsOptOut')).toBe(true);
    await call('profileOperations', {
      action: 'setAnnouncementsOptOut',
      payload: { optOut: false },
    });
    expect((await adminDb.doc(`users/${user.uid}`).get()).get('announcementsOptOut')).toBe(false);
    expect(
      await errorCode(
        (await callerFor())('profileOperations', {
          action: 'setAnnouncementsOptOut',
          payload: { optOut: true },
        }),
      ),
    ).toBe('functions/unauthenticated');
  });
});
