import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { DunningMark } from '../../contracts/admin-billing';
import { mayDo } from '../../contracts/company-permissions';
import { COMPANY_ROLES } from '../../contracts/company-roles';
import { memberConverter, membersRef } from '../companies/store';
import type { SendMailInput } from '../mail/send-mail';
import { dueMark, nextMailAt, withMark } from './dunning';
import { dunningCaseRef, type DunningCaseDoc } from './dunning-store';

/** What sending a case's mail needs; the functions pass the real ones, tests their own. */
export interface DunningMailDeps {
  db: Firestore;
  now: number;
  /** The app's address (APP_URL), which the mail links to. */
  appUrl: string;
  sendMail: (input: SendMailInput) => Promise<unknown>;
}

/** Who is told: the roles that may manage billing (owner and admins). */
const BILLING_ROLES = COMPANY_ROLES.filter((role) => mayDo(role, 'billing'));

/** The company's page, made active, scrolled to its billing card (which opens the portal). */
export const companyBillingUrl = (appUrl: string, companyId: string) =>
  `${appUrl}/company?company=${encodeURIComponent(companyId)}#billing`;

export type DunningMailResult = 'sent' | 'failed' | 'none';

/**
 * Claims the case's due mark in a transaction (adds it to `mailsSent`, moves `nextMailAt` on),
 * and only then sends, so two runs (the webhook and the job, or two jobs) never send one mark
 * twice. A failed send gives the mark back for the next run. A closed case, or one with nothing
 * due, sends nothing (a case past its grace stops being queried).
 */
export async function mailDueDunningMark(
  caseId: string,
  deps: DunningMailDeps,
): Promise<DunningMailResult> {
  const { db, now } = deps;
  const ref = dunningCaseRef(db, caseId);
  const claimed = await db.runTransaction(async (tx) => {
    const doc = (await tx.get(ref)).data();
    if (!doc) return null;
    const mark = dueMark(doc, now);
    if (mark === null) {
      const next = nextMailAt(doc, now);
      if (next !== doc.nextMailAt) tx.update(ref, { nextMailAt: next, updatedAt: now });
      return null;
    }
    const mailsSent = withMark(doc.mailsSent, mark);
    tx.update(ref, {
      mailsSent,
      nextMailAt: nextMailAt({ ...doc, mailsSent }, now),
      updatedAt: now,
    });
    return { mark, doc };
  });
  if (!claimed) return 'none';
  const { mark, doc } = claimed;

  try {
    const to = await billingManagerEmails(db, doc.companyId);
    if (to.length === 0) {
      // Nobody to tell (a company always has an owner, so its members are gone): nothing to retry.
      logger.warn('dunning: no owner or admin to mail', { caseId, mark });
      return 'none';
    }
    await deps.sendMail({ to, template: 'paymentFailed', data: mailData(doc, mark, deps.appUrl) });
    return 'sent';
  } catch (error) {
    logger.error('dunning: the payment-failed mail could not be sent; the next run retries it', {
      caseId,
      mark,
      error: error instanceof Error ? error.message : String(error),
    });
    await giveBack(ref, mark, deps);
    return 'failed';
  }
}

function mailData(doc: DunningCaseDoc, day: DunningMark, appUrl: string) {
  return {
    day,
    companyName: doc.companyName,
    planName: doc.planName,
    amountCents: doc.amountCents,
    currency: doc.currency,
    graceUntil: new Date(doc.graceUntil),
    fixUrl: companyBillingUrl(appUrl, doc.companyId),
  };
}

/** The owner's and admins' addresses (one mail to all: they manage billing together). */
async function billingManagerEmails(db: Firestore, companyId: string): Promise<string[]> {
  const snap = await membersRef(db, companyId)
    .where('role', 'in', BILLING_ROLES)
    .withConverter(memberConverter)
    .get();
  const emails = snap.docs.map((doc) => doc.data().email.trim()).filter((email) => email !== '');
  return [...new Set(emails.map((email) => email.toLowerCase()))];
}

/** Takes a claimed mark back after a failed send, so the next run sends it. */
async function giveBack(
  ref: DocumentReference<DunningCaseDoc>,
  mark: DunningMark,
  deps: Pick<DunningMailDeps, 'db' | 'now'>,
): Promise<void> {
  try {
    await deps.db.runTransaction(async (tx) => {
      const doc = (await tx.get(ref)).data();
      if (!doc?.mailsSent.includes(mark)) return;
      const mailsSent = doc.mailsSent.filter((sent) => sent !== mark);
      tx.update(ref, {
        mailsSent,
        nextMailAt: nextMailAt({ ...doc, mailsSent }, deps.now),
        updatedAt: deps.now,
      });
    });
  } catch (error) {
    // The mark stays claimed: that mail is lost rather than ever sent twice.
    logger.error('dunning: could not give back a mark whose mail failed', {
      caseId: ref.id,
      mark,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
