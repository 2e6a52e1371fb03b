import { HttpsError } from 'firebase-functions/v2/https';
import type { Transaction } from 'firebase-admin/firestore';
import type {
  Application,
  ApplicationDoc,
  applicationInputSchema,
} from '../../contracts/affiliate-applications';
import type { AffiliateDoc, AffiliateStatus } from '../../contracts/affiliate-programme';
import type { z } from 'zod';
import type { ProgrammeDeps } from './deps';
import { sendApprovedMail } from './mails';
import { readProgrammeSettings } from './settings';
import {
  affiliateRef,
  applicationFrom,
  applicationRef,
  applicationsRef,
  dayText,
  latestApplicationQuery,
  usernameRef,
} from './store';
import { refusal } from '../../lib/refusal';

type ApplicationInput = z.output<typeof applicationInputSchema>;

export interface Applicant {
  uid: string;
  /** The ID token's email. */
  email: string | null;
}

export const usernameTaken = (username: string) =>
  new HttpsError('already-exists', `The username ${username} is taken. Please choose another.`);

/** Whether `username` is free for `uid` (unclaimed, or already theirs), read in `tx`. */
export async function usernameFreeFor(
  tx: Transaction,
  deps: Pick<ProgrammeDeps, 'db'>,
  username: string,
  uid: string,
): Promise<{ free: boolean; claimed: boolean }> {
  const claim = await tx.get(usernameRef(deps.db, username));
  return { free: !claim.exists || claim.get('uid') === uid, claimed: claim.exists };
}

/**
 * The writes that make someone an affiliate, in the caller's transaction (after its reads): the
 * username claim (unless already theirs) and affiliates/{uid}, approved, agreement not accepted.
 */
export function createAffiliate(
  tx: Transaction,
  deps: Pick<ProgrammeDeps, 'db' | 'now'>,
  input: { uid: string; username: string; payoutEmail: string; claimExists: boolean },
): void {
  if (!input.claimExists) tx.create(usernameRef(deps.db, input.username), { uid: input.uid });
  const affiliate: AffiliateDoc = {
    username: input.username,
    status: 'approved',
    approvedAt: deps.now,
    payoutEmail: input.payoutEmail,
    rateOverride: null,
    agreement: null,
    suspendedAt: null,
    suspendedReason: null,
  };
  tx.create(affiliateRef(deps.db, input.uid), affiliate);
}

/**
 * Applies to the programme. Refused: an affiliate (`failed-precondition`), an open application
 * (`failed-precondition`), a rejection whose re-apply date has not passed (`failed-precondition`,
 * naming the date), a username someone else holds (`already-exists`). With settings.autoApprove
 * the application is approved at once and the affiliate created in the same transaction.
 */
export async function applyForAffiliate(
  input: ApplicationInput,
  applicant: Applicant,
  deps: ProgrammeDeps,
): Promise<{ application: Application }> {
  const { db, now } = deps;
  const ref = applicationsRef(db).doc();
  const application = await db.runTransaction(async (tx) => {
    const [affiliate, latestSnap, settings, claim] = await Promise.all([
      tx.get(affiliateRef(db, applicant.uid)),
      tx.get(latestApplicationQuery(db, applicant.uid)),
      readProgrammeSettings(db, tx),
      usernameFreeFor(tx, deps, input.username, applicant.uid),
    ]);
    if (affiliate.exists) {
      throw new HttpsError('failed-precondition', 'You are already an affiliate.');
    }
    const latest = latestSnap.docs[0] ? applicationFrom(latestSnap.docs[0]) : null;
    if (latest?.status === 'pending') {
      throw new HttpsError(
        'failed-precondition',
        'You already have an application under review. Withdraw it to apply again.',
      );
    }
    if (latest?.status === 'rejected' && latest.rejection && latest.rejection.reapplyAfter > now) {
      throw refusal(
        { reason: 'reapplyLater', reapplyAfter: latest.rejection.reapplyAfter },
        `You may apply again from ${dayText(latest.rejection.reapplyAfter)}.`,
      );
    }
    if (!claim.free) throw usernameTaken(input.username);

    const approved = settings.autoApprove;
    const doc: ApplicationDoc = {
      uid: applicant.uid,
      accountEmail: applicant.email,
      name: input.name,
      website: input.website,
      audience: input.audience,
      promotion: input.promotion,
      payoutEmail: input.payoutEmail,
      username: input.username,
      status: approved ? 'approved' : 'pending',
      createdAt: now,
      updatedAt: now,
      decidedAt: approved ? now : null,
      decidedBy: null,
      autoApproved: approved,
      rejection: null,
    };
    if (approved) {
      createAffiliate(tx, deps, {
        uid: applicant.uid,
        username: input.username,
        payoutEmail: input.payoutEmail,
        claimExists: claim.claimed,
      });
    }
    tx.create(ref, doc);
    return { ...doc, id: ref.id };
  });
  if (application.status === 'approved') await sendApprovedMail(application, deps);
  return { application };
}

/** The caller's latest application, whether they are an affiliate, and their public username. */
export async function myApplication(
  uid: string,
  deps: Pick<ProgrammeDeps, 'db'>,
): Promise<{
  application: Application | null;
  isAffiliate: boolean;
  affiliateStatus: AffiliateStatus | null;
  suggestedUsername: string | null;
}> {
  const { db } = deps;
  const [latest, affiliate, user] = await Promise.all([
    latestApplicationQuery(db, uid).get(),
    affiliateRef(db, uid).get(),
    db.collection('users').doc(uid).get(),
  ]);
  const username = user.get('username') as unknown;
  return {
    application: latest.docs[0] ? applicationFrom(latest.docs[0]) : null,
    isAffiliate: affiliate.exists,
    // Only `suspended` changes what the applicant sees; any other record counts as approved.
    affiliateStatus: affiliate.exists
      ? affiliate.get('status') === 'suspended'
        ? 'suspended'
        : 'approved'
      : null,
    suggestedUsername: typeof username === 'string' ? username : null,
  };
}

/** Withdraws the caller's pending application (someone else's is `not-found`). */
export async function withdrawApplication(
  applicationId: string,
  uid: string,
  deps: Pick<ProgrammeDeps, 'db' | 'now'>,
): Promise<{ application: Application }> {
  const { db, now } = deps;
  return db.runTransaction(async (tx) => {
    const ref = applicationRef(db, applicationId);
    const current = applicationFrom(await tx.get(ref));
    if (!current || current.uid !== uid) {
      throw new HttpsError('not-found', 'There is no such application.');
    }
    if (current.status !== 'pending') {
      throw new HttpsError('failed-precondition', `This application is already ${current.status}.`);
    }
    const patch = { status: 'withdrawn' as const, decidedAt: now, updatedAt: now };
    tx.update(ref, patch);
    return { application: { ...current, ...patch } };
  });
}

/** Whether `username` is free for the caller (unclaimed, or their own public username). */
export async function checkUsername(
  username: string,
  uid: string,
  deps: Pick<ProgrammeDeps, 'db'>,
): Promise<{ available: boolean }> {
  const claim = await usernameRef(deps.db, username).get();
  return { available: !claim.exists || claim.get('uid') === uid };
}
