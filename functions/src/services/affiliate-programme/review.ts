import { decodeCursor, encodeCursor } from '../../lib/list-cursor';
import { FieldPath, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { Auth, UserRecord } from 'firebase-admin/auth';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  DEFAULT_REAPPLY_DAYS,
  type ApplicantFacts,
  type Application,
  type ApplicationRow,
  type ApplicationStatus,
} from '../../contracts/affiliate-applications';
import type { RejectionReason } from '../../contracts/affiliate-programme';
import { auditActor, recordAudit } from '../admin/audit';
import { refuseOwnAffiliateAccount } from '../admin/own-affiliate-account';
import { createAffiliate, usernameFreeFor, usernameTaken } from './applications';
import type { Actor, ProgrammeDeps } from './deps';
import { sendApprovedMail, sendRejectedMail } from './mails';
import { affiliateRef, applicationFrom, applicationRef, applicationsRef } from './store';

const DAY_MS = 86_400_000;

async function authRecords(auth: Auth, uids: string[]): Promise<Map<string, UserRecord>> {
  if (uids.length === 0) return new Map();
  const { users } = await auth.getUsers(uids.map((uid) => ({ uid })));
  return new Map(users.map((u) => [u.uid, u]));
}

const time = (value: string | undefined | null) => {
  const ms = value ? Date.parse(value) : NaN;
  return Number.isNaN(ms) ? null : ms;
};

/** The review queue's facts about each applicant: Auth, companies, and who referred them. */
async function applicantFacts(
  uids: string[],
  deps: Pick<ProgrammeDeps, 'db' | 'auth'>,
): Promise<Map<string, ApplicantFacts>> {
  const { db, auth } = deps;
  const unique = [...new Set(uids)];
  const records = await authRecords(auth, unique);
  const facts = await Promise.all(
    unique.map(async (uid): Promise<[string, ApplicantFacts]> => {
      const [companies, attribution] = await Promise.all([
        db.collectionGroup('members').where('uid', '==', uid).count().get(),
        db.collection('affiliateAttributions').doc(uid).get(),
      ]);
      const referrer =
        attribution.get('attributed') === true
          ? (attribution.get('affiliateUid') as string | null)
          : null;
      const referrerName = referrer
        ? ((await affiliateRef(db, referrer).get()).get('username') as string | undefined)
        : undefined;
      const record = records.get(uid);
      return [
        uid,
        {
          exists: Boolean(record),
          email: record?.email ?? null,
          emailVerified: record?.emailVerified ?? false,
          createdAt: time(record?.metadata.creationTime),
          providers: record ? record.providerData.map((p) => p.providerId).sort() : [],
          disabled: record?.disabled ?? false,
          companies: companies.data().count,
          referredBy: referrer ? { affiliateUid: referrer, username: referrerName ?? null } : null,
        },
      ];
    }),
  );
  return new Map(facts);
}

async function rowsOf(
  applications: Application[],
  deps: Pick<ProgrammeDeps, 'db' | 'auth'>,
): Promise<ApplicationRow[]> {
  const facts = await applicantFacts(
    applications.map((a) => a.uid),
    deps,
  );
  return applications.map((application) => ({
    application,
    applicant: facts.get(application.uid) ?? {
      exists: false,
      email: null,
      emailVerified: false,
      createdAt: null,
      providers: [],
      disabled: false,
      companies: 0,
      referredBy: null,
    },
  }));
}

/** Applications newest first, of one status or all; reads pageSize + 1 to know if more follow. */
export async function listApplications(
  input: { status: ApplicationStatus | null; pageSize: number; cursor?: string | null | undefined },
  deps: Pick<ProgrammeDeps, 'db' | 'auth'>,
): Promise<{ rows: ApplicationRow[]; nextCursor: string | null }> {
  let query = applicationsRef(deps.db)
    .orderBy('createdAt', 'desc')
    .orderBy(FieldPath.documentId(), 'desc');
  if (input.status) query = query.where('status', '==', input.status);
  if (input.cursor) {
    query = query.startAfter(...decodeCursor(input.cursor));
  }
  const snap = await query.limit(input.pageSize + 1).get();
  const page = snap.docs.slice(0, input.pageSize);
  const applications = page.flatMap((d) => {
    const parsed = applicationFrom(d);
    return parsed ? [parsed] : [];
  });
  const last = page[page.length - 1];
  return {
    rows: await rowsOf(applications, deps),
    nextCursor:
      snap.docs.length > input.pageSize && last
        ? encodeCursor(last.get('createdAt') as number, last.id)
        : null,
  };
}

export async function getApplication(
  applicationId: string,
  deps: Pick<ProgrammeDeps, 'db' | 'auth'>,
): Promise<ApplicationRow> {
  const application = applicationFrom(await applicationRef(deps.db, applicationId).get());
  if (!application) throw new HttpsError('not-found', 'There is no such application.');
  const [row] = await rowsOf([application], deps);
  if (!row) throw new HttpsError('not-found', 'There is no such application.');
  return row;
}

async function pendingIn(
  tx: Transaction,
  db: Firestore,
  applicationId: string,
): Promise<Application> {
  const application = applicationFrom(await tx.get(applicationRef(db, applicationId)));
  if (!application) throw new HttpsError('not-found', 'There is no such application.');
  if (application.status !== 'pending') {
    throw new HttpsError(
      'failed-precondition',
      `This application is already ${application.status}.`,
    );
  }
  return application;
}

const targetOf = (application: Application) => ({
  kind: 'affiliate' as const,
  id: application.uid,
  label: application.accountEmail ?? application.name,
});

/**
 * Approves a pending application: the username (the applicant's, or the reviewer's pick) is
 * reserved and affiliates/{uid} created, with the application's decision and the audit entry,
 * in one transaction. Refused: a username someone else holds (`already-exists`), an applicant
 * who is already an affiliate, an application not pending (`failed-precondition`).
 */
export async function approveApplication(
  input: { applicationId: string; username?: string | undefined },
  actor: Actor,
  deps: ProgrammeDeps,
): Promise<{ application: Application; emailSent: boolean }> {
  const { db, now } = deps;
  const application = await db.runTransaction(async (tx) => {
    const current = await pendingIn(tx, db, input.applicationId);
    await refuseOwnAffiliateAccount(db, actor.uid, current.uid, tx);
    const username = input.username ?? current.username;
    const [claim, affiliate] = await Promise.all([
      usernameFreeFor(tx, deps, username, current.uid),
      tx.get(affiliateRef(db, current.uid)),
    ]);
    if (!claim.free) throw usernameTaken(username);
    if (affiliate.exists) {
      throw new HttpsError('failed-precondition', 'This applicant is already an affiliate.');
    }
    createAffiliate(tx, deps, {
      uid: current.uid,
      username,
      payoutEmail: current.payoutEmail,
      claimExists: claim.claimed,
    });
    const patch = {
      status: 'approved' as const,
      username,
      decidedAt: now,
      decidedBy: actor.uid,
      updatedAt: now,
    };
    tx.update(applicationRef(db, current.id), patch);
    recordAudit(tx, db, {
      actor: auditActor(actor.uid, actor.claims),
      action: 'affiliateApplications.approve',
      target: targetOf(current),
      before: { status: current.status, username: current.username },
      after: { status: 'approved', username, applicationId: current.id },
      at: now,
    });
    return { ...current, ...patch };
  });
  return { application, emailSent: await sendApprovedMail(application, deps) };
}

/** Rejects a pending application with a reason, an optional note and a re-apply date. */
export async function rejectApplication(
  input: {
    applicationId: string;
    reason: RejectionReason;
    note?: string | null | undefined;
    reapplyAfter?: number | null | undefined;
  },
  actor: Actor,
  deps: ProgrammeDeps,
): Promise<{ application: Application; emailSent: boolean }> {
  const { db, now } = deps;
  const rejection = {
    reason: input.reason,
    note: input.note?.trim() ? input.note.trim() : null,
    reapplyAfter: input.reapplyAfter ?? now + DEFAULT_REAPPLY_DAYS * DAY_MS,
  };
  const application = await db.runTransaction(async (tx) => {
    const current = await pendingIn(tx, db, input.applicationId);
    await refuseOwnAffiliateAccount(db, actor.uid, current.uid, tx);
    const patch = {
      status: 'rejected' as const,
      rejection,
      decidedAt: now,
      decidedBy: actor.uid,
      updatedAt: now,
    };
    tx.update(applicationRef(db, current.id), patch);
    recordAudit(tx, db, {
      actor: auditActor(actor.uid, actor.claims),
      action: 'affiliateApplications.reject',
      target: targetOf(current),
      before: { status: current.status },
      after: { status: 'rejected', ...rejection, applicationId: current.id },
      at: now,
    });
    return { ...current, ...patch };
  });
  return { application, emailSent: await sendRejectedMail(application, deps) };
}
