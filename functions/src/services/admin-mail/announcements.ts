import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import {
  ANNOUNCEMENT_BATCH_SIZE,
  ANNOUNCEMENT_HISTORY_LIMIT,
  announcementSchema,
  type Announcement,
  type AnnouncementDraft,
  type AudienceSegment,
  type RenderedMailAnswer,
} from '../../contracts/admin-mail';
import { auditActor, recordAudit } from '../admin/audit';
import { renderMail } from '../mail/send-mail';
import { unsubscribeUrl } from '../mail/unsubscribe-token';
import { isLiveSuperAdminMirror, pauseForLostSender } from './announcement-controls';
import { jobs, parseJob } from './announcement-store';
import { countAudience, readAudiencePage, type Recipient } from './audience';
import type { Actor, AdminMailDeps } from './deps';

/** The announcement as a recipient sees it (with `uid`'s unsubscribe link). */
export function renderAnnouncement(
  draft: AnnouncementDraft,
  uid: string,
  deps: Pick<AdminMailDeps, 'appUrl' | 'unsubscribeSecret'>,
): RenderedMailAnswer {
  return renderMail({
    template: 'announcement',
    data: {
      subject: draft.subject,
      body: draft.body,
      unsubscribeUrl: unsubscribeUrl(deps.appUrl, uid, deps.unsubscribeSecret),
    },
  });
}

/** Writes the job (the audience counted now) and its audit entry in one transaction. */
export async function createAnnouncement(
  payload: AnnouncementDraft & { segment: AudienceSegment },
  actor: Actor,
  deps: AdminMailDeps,
): Promise<{ announcement: Announcement; preview: RenderedMailAnswer }> {
  const preview = renderAnnouncement(payload, actor.uid, deps);
  const total = await countAudience(deps.db, payload.segment);
  const ref = jobs(deps.db).doc();
  const createdBy = auditActor(actor.uid, actor.claims);
  const job: Omit<Announcement, 'id'> = {
    subject: payload.subject,
    body: payload.body,
    segment: payload.segment,
    status: total === 0 ? 'done' : 'sending',
    total,
    sent: 0,
    failed: 0,
    cursor: null,
    createdAt: deps.now,
    createdBy,
    finishedAt: total === 0 ? deps.now : null,
    sendingFor: createdBy,
    pausedReason: null,
  };
  await deps.db.runTransaction(async (tx) => {
    tx.create(ref, job);
    recordAudit(tx, deps.db, {
      actor: createdBy,
      action: 'email.createAnnouncement',
      target: { kind: 'mail', id: ref.id, label: payload.subject },
      before: null,
      after: { subject: payload.subject, segment: payload.segment, total },
      at: deps.now,
    });
  });
  return { announcement: { id: ref.id, ...job }, preview };
}

/** Claims the recipient in a transaction: false if any call (this one or another) already did. */
async function claimRecipient(
  db: Firestore,
  jobId: string,
  recipient: Recipient,
  now: number,
): Promise<boolean> {
  const marker = jobs(db).doc(jobId).collection('recipients').doc(recipient.uid);
  return db.runTransaction(async (tx) => {
    if ((await tx.get(marker)).exists) return false;
    tx.create(marker, { email: recipient.email, status: 'sending', error: null, at: now });
    return true;
  });
}

async function mailRecipient(
  job: Announcement,
  recipient: Recipient,
  deps: AdminMailDeps,
): Promise<'sent' | 'failed' | 'skipped' | 'stopped'> {
  // Paused or canceled meanwhile: nobody else of the batch is mailed (one read each, no lock).
  const now: unknown = (await jobs(deps.db).doc(job.id).get()).get('status');
  if (now !== 'sending') return 'stopped';
  if (!(await claimRecipient(deps.db, job.id, recipient, deps.now))) return 'skipped';
  const url = unsubscribeUrl(deps.appUrl, recipient.uid, deps.unsubscribeSecret);
  let error: string | null = null;
  try {
    await deps.sendMail(
      {
        to: recipient.email,
        template: 'announcement',
        data: { subject: job.subject, body: job.body, unsubscribeUrl: url },
        headers: {
          'List-Unsubscribe': `<${url}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      },
      { kind: 'announcement' },
    );
  } catch (caught) {
    error = caught instanceof Error ? caught.message.slice(0, 500) : String(caught);
  }
  const status = error === null ? 'sent' : 'failed';
  const batch = deps.db.batch();
  batch.update(jobs(deps.db).doc(job.id).collection('recipients').doc(recipient.uid), {
    status,
    error,
  });
  batch.update(jobs(deps.db).doc(job.id), { [status]: FieldValue.increment(1) });
  await batch.commit();
  return status;
}

const SEND_CONCURRENCY = 5;

/**
 * Sends to the next page of the segment. Each recipient is claimed by a marker document written
 * in a transaction before the send, so a retried or concurrent call skips them: nobody is
 * mailed twice (a crash between claim and send loses that one mail rather than doubling it).
 * Then the cursor moves forward (never back) and the job finishes when the segment is
 * exhausted, with the audit entry in that same transaction.
 */
export async function sendNextBatch(
  id: string,
  actor: Actor,
  deps: AdminMailDeps,
): Promise<{ announcement: Announcement }> {
  const ref = jobs(deps.db).doc(id);
  const start = parseJob(id, (await ref.get()).data());
  if (start.status !== 'sending') return { announcement: start };
  // Mail to everyone goes out only for a super admin who still is one.
  if (!(await isLiveSuperAdminMirror(deps.db, (start.sendingFor ?? start.createdBy).uid))) {
    return { announcement: await pauseForLostSender(id, deps) };
  }

  const page = await readAudiencePage(
    deps.db,
    start.segment,
    start.cursor,
    ANNOUNCEMENT_BATCH_SIZE,
  );
  const outcome = { sent: 0, failed: 0, stopped: 0 };
  const queue = [...page.recipients];
  await Promise.all(
    Array.from({ length: SEND_CONCURRENCY }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const result = await mailRecipient(start, next, deps);
        if (result !== 'skipped') outcome[result] += 1;
      }
    }),
  );
  // Stopped part-way: the page is read again when it goes on (those mailed have a marker and are
  // skipped), so nobody left in it is lost, whatever happens to the job meanwhile.
  const pageDone = outcome.stopped === 0;

  const announcement = await deps.db.runTransaction(async (tx) => {
    const job = parseJob(id, (await tx.get(ref)).data());
    if (job.status === 'done' || job.status === 'canceled') return job;
    const cursor =
      pageDone && page.lastId !== null && (job.cursor === null || page.lastId > job.cursor)
        ? page.lastId
        : job.cursor;
    if (job.status === 'paused') {
      // Paused during the batch: those mailed are behind the cursor; the job stays paused.
      if (cursor !== job.cursor) tx.update(ref, { cursor });
      return { ...job, cursor };
    }
    const status: Announcement['status'] = page.done && pageDone ? 'done' : 'sending';
    const finishedAt = status === 'done' ? deps.now : null;
    const changed = cursor !== job.cursor || status !== job.status;
    if (!changed && outcome.sent === 0 && outcome.failed === 0) return job;
    tx.update(ref, { cursor, status, finishedAt });
    recordAudit(tx, deps.db, {
      actor: auditActor(actor.uid, actor.claims),
      action: status === 'done' ? 'email.announcementFinished' : 'email.announcementBatch',
      target: { kind: 'mail', id, label: job.subject },
      before: { cursor: job.cursor, status: job.status },
      after: { cursor, status, batchSent: outcome.sent, batchFailed: outcome.failed },
      at: deps.now,
    });
    return { ...job, cursor, status, finishedAt };
  });
  return { announcement };
}

export async function listAnnouncements(
  deps: Pick<AdminMailDeps, 'db'>,
): Promise<{ announcements: Announcement[] }> {
  const snapshot = await jobs(deps.db)
    .orderBy('createdAt', 'desc')
    .limit(ANNOUNCEMENT_HISTORY_LIMIT)
    .get();
  return {
    announcements: snapshot.docs.flatMap((doc) => {
      const parsed = announcementSchema.safeParse({ ...doc.data(), id: doc.id });
      return parsed.success ? [parsed.data] : [];
    }),
  };
}
