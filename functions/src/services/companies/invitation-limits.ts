import type { Auth } from 'firebase-admin/auth';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { z } from 'zod';
import { zodConverter } from '../../lib/converters';
import { refusal } from '../../lib/refusal';

/**
 * Invitation mail must not become a way to spam strangers. Every invitation mail (a new email
 * invitation or a resend) counts against two fixed windows, checked and raised in the
 * transaction that creates or renews the invitation:
 * - per company: INVITATIONS_PER_COMPANY_PER_HOUR (a whole team cannot flood);
 * - per inviter: INVITATIONS_PER_INVITER_PER_DAY (one account cannot, across its companies).
 * Counters live in `invitationRateLimits/{company_<id>|inviter_<uid>}`, written by functions
 * only (the rules deny clients everything there). Links are not mailed and do not count.
 */
export const INVITATIONS_PER_COMPANY_PER_HOUR = 20;
/**
 * Only an inviter whose own address is verified mails invitations: a throwaway account with a
 * made-up (or someone else's) address cannot, and the inviter's name in the mail, which falls
 * back to their address, is then an address they have shown they own. Links need no mail.
 */
export async function requireVerifiedInviter(auth: Auth, uid: string): Promise<void> {
  const inviter = await auth.getUser(uid);
  if (!inviter.emailVerified) {
    throw new HttpsError(
      'failed-precondition',
      'Verify your email address before inviting people by email: open the link we sent you, or send a new one from your dashboard. An invite link works meanwhile.',
    );
  }
}

export const INVITATIONS_PER_INVITER_PER_DAY = 50;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export const INVITATION_RATE_LIMITS = 'invitationRateLimits';

/** invitationRateLimits/{id}: one fixed window's count. */
const windowSchema = z.object({ windowStart: z.number(), count: z.number() });
const windowConverter = zodConverter(windowSchema, 'invitation rate window');

const limits = (companyId: string, inviterUid: string) =>
  [
    {
      id: `company_${companyId}`,
      scope: 'companyInvitations' as const,
      max: INVITATIONS_PER_COMPANY_PER_HOUR,
      windowMs: HOUR_MS,
      message: `This company has sent ${INVITATIONS_PER_COMPANY_PER_HOUR} invitations in the last hour, the most allowed. Please try again later.`,
    },
    {
      id: `inviter_${inviterUid}`,
      scope: 'inviterInvitations' as const,
      max: INVITATIONS_PER_INVITER_PER_DAY,
      windowMs: DAY_MS,
      message: `You have sent ${INVITATIONS_PER_INVITER_PER_DAY} invitations today, the most allowed. Please try again tomorrow.`,
    },
  ] as const;

/**
 * Counts one invitation mail for the company and the inviter, or refuses it with
 * `resource-exhausted` (nothing is counted then: the transaction fails). Reads before any write,
 * as transactions require, so call it before the transaction's own writes.
 */
export async function countInvitationMail(
  tx: Transaction,
  db: Firestore,
  input: { companyId: string; inviterUid: string; now: number },
): Promise<void> {
  const windows = limits(input.companyId, input.inviterUid).map((w) => ({
    ...w,
    ref: db.collection(INVITATION_RATE_LIMITS).doc(w.id),
  }));
  const snaps = await tx.getAll(...windows.map((w) => w.ref.withConverter(windowConverter)));
  const updates = windows.map((w, i) => {
    const current = snaps[i]?.data();
    const fresh = !current || input.now - current.windowStart >= w.windowMs;
    const count = fresh ? 1 : current.count + 1;
    if (count > w.max) {
      const windowStart = fresh ? input.now : current.windowStart;
      throw refusal(
        {
          reason: 'rateLimited',
          scope: w.scope,
          max: w.max,
          retryAfterSeconds: Math.max(1, Math.ceil((windowStart + w.windowMs - input.now) / 1000)),
        },
        w.message,
      );
    }
    return { ref: w.ref, window: { windowStart: fresh ? input.now : current.windowStart, count } };
  });
  for (const { ref, window } of updates) tx.set(ref, window);
}
