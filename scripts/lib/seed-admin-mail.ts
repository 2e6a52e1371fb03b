import type { Firestore } from 'firebase-admin/firestore';
import type { Announcement, MailLogEntry } from '../../functions/src/contracts/admin-mail';

/**
 * /admin/email's demo data: a mail log over the last five weeks (sent and failed mails of every
 * kind), one finished announcement, one paused by its sender and one canceled. Deterministic within a day (times count from today's
 * midnight UTC) and idempotent: fixed ids, every document overwritten whole.
 */

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

const RECIPIENTS = [
  'user@example.com',
  'teammate@example.com',
  'affiliate@example.com',
  'owner.team@example.com',
  'new.hire@example.com',
];

const kinds: { template: string; kind: MailLogEntry['kind']; subject: string }[] = [
  {
    template: 'teamInvitation',
    kind: 'transactional',
    subject: 'Uma User invited you to join Acme Inc on Parley',
  },
  {
    template: 'contactMessage',
    kind: 'transactional',
    subject: 'Contact form: Sales (from Sam)',
  },
  { template: 'passwordReset', kind: 'transactional', subject: 'Reset your Parley password' },
  { template: 'announcement', kind: 'announcement', subject: 'What is new in Parley: October' },
  {
    template: 'teamInvitation',
    kind: 'test',
    subject: 'Ada Lovelace invited you to join Acme Labs on Parley',
  },
];

export const SEED_ANNOUNCEMENT_ID = 'seed-announcement-october';

export async function seedAdminMail(db: Firestore, now = Date.now()): Promise<void> {
  const today = now - (now % DAY);
  const batch = db.batch();
  for (let i = 0; i < 40; i += 1) {
    const kind = kinds[i % kinds.length] ?? kinds[0];
    if (!kind) continue;
    // Every seventh mail failed (the catcher was down, say); spread over 35 days.
    const failed = i % 7 === 3;
    const entry: MailLogEntry = {
      template: kind.template,
      to:
        kind.template === 'contactMessage'
          ? 'support@parley.example'
          : (RECIPIENTS[i % RECIPIENTS.length] ?? ''),
      subject: kind.subject,
      status: failed ? 'failed' : 'sent',
      error: failed ? 'connect ECONNREFUSED 127.0.0.1:1025' : null,
      at: today - Math.floor((i * 35) / 40) * DAY - ((i * 5) % 24) * HOUR,
      kind: kind.kind,
    };
    batch.set(db.doc(`mailLog/seed-mail-${String(i).padStart(3, '0')}`), entry);
  }
  const announcement: Omit<Announcement, 'id'> = {
    subject: 'What is new in Parley: October',
    body: '## New this month\n\n- Team insights\n- A faster editor\n\nThanks for using **Parley**.',
    segment: 'allUsers',
    status: 'done',
    total: 4,
    sent: 4,
    failed: 0,
    cursor: 'demo-user',
    createdAt: today - 20 * DAY + 10 * HOUR,
    createdBy: { uid: 'demo-super-admin', email: 'admin@example.com' },
    finishedAt: today - 20 * DAY + 10 * HOUR + 60_000,
  };
  batch.set(db.doc(`announcements/${SEED_ANNOUNCEMENT_ID}`), announcement);
  // One its sender paused by itself (the admin who started it lost super admin), to resume in
  // your name or cancel; and one canceled part-way.
  const former = { uid: 'demo-former-admin', email: 'former.admin@example.com' };
  const paused: Omit<Announcement, 'id'> = {
    subject: 'Planned maintenance on Saturday',
    body: 'Parley will be read-only on **Saturday from 06:00 to 07:00 UTC**.',
    segment: 'companyOwners',
    status: 'paused',
    pausedReason: 'senderNotSuperAdmin',
    total: 8,
    sent: 0,
    failed: 0,
    cursor: null,
    createdAt: today - 2 * DAY + 9 * HOUR,
    createdBy: former,
    sendingFor: former,
    finishedAt: null,
  };
  batch.set(db.doc('announcements/seed-announcement-paused'), paused);
  const canceled: Omit<Announcement, 'id'> = {
    subject: 'Webinar: getting started with teams',
    body: 'Join us on Thursday.',
    segment: 'allUsers',
    status: 'canceled',
    pausedReason: null,
    total: 40,
    sent: 0,
    failed: 0,
    cursor: null,
    createdAt: today - 9 * DAY + 14 * HOUR,
    createdBy: { uid: 'demo-super-admin', email: 'admin@example.com' },
    finishedAt: today - 9 * DAY + 14 * HOUR + 30_000,
  };
  batch.set(db.doc('announcements/seed-announcement-canceled'), canceled);
  await batch.commit();
}
