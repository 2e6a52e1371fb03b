import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { Announcement, AnnouncementStatus } from '../../contracts/admin-mail';
import { auditActor, recordAudit } from '../admin/audit';
import { jobs, parseJob } from './announcement-store';
import type { Actor, AdminMailDeps } from './deps';

/** The actor of what the sender does by itself (resume-announcements.ts uses the same id). */
export const ANNOUNCEMENTS_SYSTEM_UID = 'system:announcements';

/**
 * Whether the users mirror says `uid` is a super admin now (and not disabled): the record every
 * revoke and disable writes first, so a revoked admin's announcement stops at its next batch.
 */
export async function isLiveSuperAdminMirror(db: Firestore, uid: string): Promise<boolean> {
  const user = await db.collection('users').doc(uid).get();
  return user.get('superAdmin') === true && user.get('disabled') !== true;
}

type Control = 'pause' | 'resume' | 'cancel';

const RULES: Record<Control, { from: AnnouncementStatus[]; to: AnnouncementStatus; verb: string }> =
  {
    pause: { from: ['sending'], to: 'paused', verb: 'announcementPaused' },
    resume: { from: ['paused'], to: 'sending', verb: 'announcementResumed' },
    cancel: { from: ['sending', 'paused'], to: 'canceled', verb: 'announcementCanceled' },
  };

const refusal: Record<Control, string> = {
  pause: 'Only an announcement that is sending can be paused.',
  resume: 'Only a paused announcement can be resumed.',
  cancel: 'This announcement has already finished or been canceled.',
};

/**
 * Pauses, resumes or cancels an announcement, with its audit entry, in one transaction.
 * Resuming sends it from then on for the caller (`sendingFor`), who is a live super admin.
 */
export async function controlAnnouncement(
  control: Control,
  id: string,
  actor: Actor,
  deps: Pick<AdminMailDeps, 'db' | 'now'>,
): Promise<{ announcement: Announcement }> {
  const ref = jobs(deps.db).doc(id);
  const who = auditActor(actor.uid, actor.claims);
  const rule = RULES[control];
  const announcement = await deps.db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw new HttpsError('not-found', 'That announcement does not exist.');
    const job = parseJob(id, snap.data());
    if (!rule.from.includes(job.status))
      throw new HttpsError('failed-precondition', refusal[control]);
    const changes: Partial<Announcement> = {
      status: rule.to,
      pausedReason: control === 'pause' ? 'admin' : null,
      ...(control === 'resume' ? { sendingFor: who } : {}),
      ...(control === 'cancel' ? { finishedAt: deps.now } : {}),
    };
    tx.update(ref, changes);
    recordAudit(tx, deps.db, {
      actor: who,
      action: `email.${rule.verb}`,
      target: { kind: 'mail', id, label: job.subject },
      before: { status: job.status },
      after: { status: rule.to, sent: job.sent, total: job.total },
      at: deps.now,
    });
    return { ...job, ...changes };
  });
  return { announcement };
}

/** The sender found it sends for someone no longer a super admin: paused, audited as itself. */
export async function pauseForLostSender(
  id: string,
  deps: Pick<AdminMailDeps, 'db' | 'now'>,
): Promise<Announcement> {
  const ref = jobs(deps.db).doc(id);
  return deps.db.runTransaction(async (tx) => {
    const job = parseJob(id, (await tx.get(ref)).data());
    if (job.status !== 'sending') return job;
    tx.update(ref, { status: 'paused', pausedReason: 'senderNotSuperAdmin' });
    recordAudit(tx, deps.db, {
      actor: { uid: ANNOUNCEMENTS_SYSTEM_UID, email: null },
      action: 'email.announcementPaused',
      target: { kind: 'mail', id, label: job.subject },
      before: { status: job.status },
      after: {
        status: 'paused',
        reason: 'senderNotSuperAdmin',
        sendingFor: (job.sendingFor ?? job.createdBy).uid,
      },
      at: deps.now,
    });
    return { ...job, status: 'paused' as const, pausedReason: 'senderNotSuperAdmin' as const };
  });
}
