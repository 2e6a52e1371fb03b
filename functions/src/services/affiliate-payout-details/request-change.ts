import { logger } from 'firebase-functions';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  describePayoutDetails,
  PAYOUT_DETAILS_LINK_TTL_MS,
  PAYOUT_DETAILS_RESEND_MS,
  type PayoutDetails,
  type PendingPayoutDetails,
} from '../../contracts/affiliate-payout-details';
import { loggableError } from '../../lib/loggable-error';
import { refusal } from '../../lib/refusal';
import { auditActor, recordAudit } from '../admin/audit';
import { affiliateConverter, collections } from '../affiliate/store';
import type { Actor, ProgrammeDeps } from '../affiliate-programme/deps';
import { confirmUrl, newLinkToken, pendingChangeRef } from './store';

/**
 * An approved affiliate's new payout details wait for confirmation: the change (with the hash of
 * a fresh token) replaces any change waiting, is audited with the affiliate as actor, and the
 * link is mailed to their account address, so someone holding only their session cannot send
 * their money elsewhere. Their confirmed details are untouched until the link is opened.
 */
export async function requestPayoutDetailsChange(
  payload: { details: PayoutDetails },
  actor: Actor,
  deps: ProgrammeDeps,
): Promise<{ pending: PendingPayoutDetails; emailSent: boolean }> {
  const { db, now } = deps;
  const sentTo = await deps.auth.getUser(actor.uid).then(
    (user) => user.email ?? null,
    () => null,
  );
  if (!sentTo) {
    throw new HttpsError(
      'failed-precondition',
      'Your account has no email address to send the confirmation link to.',
    );
  }
  const affiliateRef = db
    .collection(collections.affiliates)
    .doc(actor.uid)
    .withConverter(affiliateConverter);
  const changeRef = pendingChangeRef(db, actor.uid);
  const { token, tokenHash } = newLinkToken();
  const pending: PendingPayoutDetails = {
    details: payload.details,
    requestedAt: now,
    expiresAt: now + PAYOUT_DETAILS_LINK_TTL_MS,
    sentTo,
  };
  const username = await db.runTransaction(async (tx) => {
    const [affiliateSnap, waiting] = await Promise.all([tx.get(affiliateRef), tx.get(changeRef)]);
    const affiliate = affiliateSnap.data();
    if (affiliate?.status !== 'approved') {
      throw new HttpsError(
        'permission-denied',
        'Only an approved affiliate can set where their payouts go.',
      );
    }
    const last = waiting.data()?.requestedAt;
    if (last !== undefined && now - last < PAYOUT_DETAILS_RESEND_MS) {
      throw refusal(
        {
          reason: 'rateLimited',
          scope: 'payoutDetailsMails',
          max: 1,
          retryAfterSeconds: Math.ceil((last + PAYOUT_DETAILS_RESEND_MS - now) / 1000),
        },
        'A confirmation link was mailed a moment ago. Try again in a minute.',
      );
    }
    tx.set(changeRef, { ...pending, tokenHash });
    recordAudit(tx, db, {
      actor: auditActor(actor.uid, actor.claims),
      action: 'affiliates.requestPayoutDetails',
      target: { kind: 'affiliate', id: actor.uid, label: affiliate.username },
      before: affiliate.payoutDetails
        ? { payoutDetails: describePayoutDetails(affiliate.payoutDetails, { maskIban: true }) }
        : null,
      after: {
        pending: describePayoutDetails(payload.details, { maskIban: true }),
        sentTo,
        expiresAt: pending.expiresAt,
      },
      at: now,
    });
    return affiliate.username;
  });

  let emailSent = false;
  try {
    await deps.sendMail({
      to: sentTo,
      template: 'affiliatePayoutDetailsConfirm',
      data: {
        username,
        destination: describePayoutDetails(payload.details),
        confirmUrl: confirmUrl(deps.appUrl, token),
        expiresAt: new Date(pending.expiresAt),
      },
    });
    emailSent = true;
  } catch (error) {
    // The change waits anyway; asking again mails a new link.
    logger.warn('payout details confirmation mail failed', {
      uid: actor.uid,
      error: loggableError(error),
    });
  }
  return { pending, emailSent };
}
