import { logger } from 'firebase-functions';
import { loggableError } from '../../lib/loggable-error';
import { collections as affiliateCollections } from '../affiliate/store';
import { MAIL_LISTS } from '../mail/mail-lists';
import type { SendMailInput } from '../mail/send-mail';
import { listUnsubscribeHeaders, unsubscribeUrl } from '../mail/unsubscribe-token';
import { resolveAffiliateMailDeps, type AffiliateMailDeps } from './deps';
import {
  AFFILIATE_MAILS,
  affiliateMailId,
  type AffiliateMailDoc,
  type AffiliateMailKind,
} from './store';

type AffiliateTemplate =
  'affiliateNewReferral' | 'affiliateFirstCommission' | 'affiliatePayoutPaid';
type WithoutTo<T> = T extends unknown ? Omit<T, 'to'> : never;
export type AffiliateMailInput = WithoutTo<Extract<SendMailInput, { template: AffiliateTemplate }>>;

/** What every affiliate mail shows besides its own facts. */
export interface AffiliateMailLinks {
  username: string;
  dashboardUrl: string;
  unsubscribeUrl: string;
}

export type AffiliateMailResult = 'sent' | 'failed' | 'optedOut' | 'duplicate' | 'noAddress';

const isAlreadyExists = (error: unknown) => (error as { code?: unknown })?.code === 6;

/** A hook's own reads, kept from failing what called it: an error is logged and answered `failed`. */
export async function neverThrows<T>(hook: string, run: () => Promise<T>): Promise<T | 'failed'> {
  try {
    return await run();
  } catch (error) {
    logger.error('affiliate mail: the hook failed', { hook, error: loggableError(error) });
    return 'failed';
  }
}

/**
 * Sends one affiliate mail, after the money or attribution it tells of is committed, and never
 * throws: a mail must not fail what it reports (failures are logged and answered `failed`).
 * - Nothing goes to an affiliate who turned affiliate emails off (`users/{uid}.affiliateMailsOptOut`).
 * - `claim` (kind and key) makes it once only: the marker `affiliateMails/{kind}_{key}` is
 *   created before the send, so a second call answers `duplicate`. Without it the caller's own
 *   transaction is the claim (an attribution decision is created once).
 * - To `to` when given (a payout goes to its payout address), else the account's address, else
 *   the affiliate record's payout address.
 * - Every mail carries the signed link that turns affiliate emails off, in its body and as
 *   List-Unsubscribe (one click).
 */
export async function sendAffiliateMail(
  mail: {
    affiliateUid: string;
    claim?: { kind: AffiliateMailKind; key: string };
    to?: string | null;
    build: (links: AffiliateMailLinks) => AffiliateMailInput;
  },
  given: AffiliateMailDeps,
): Promise<AffiliateMailResult> {
  const { affiliateUid } = mail;
  try {
    const deps = resolveAffiliateMailDeps(given);
    const { db } = deps;
    const [user, affiliate] = await Promise.all([
      db.collection('users').doc(affiliateUid).get(),
      db.collection(affiliateCollections.affiliates).doc(affiliateUid).get(),
    ]);
    if (user.get(MAIL_LISTS.affiliate.optOutField) === true) return 'optedOut';
    const to =
      mail.to ||
      (await deps.auth.getUser(affiliateUid).then(
        (record) => record.email ?? null,
        () => null,
      )) ||
      (affiliate.get('payoutEmail') as string | undefined) ||
      null;
    if (!to) {
      logger.warn('affiliate mail: no address', { affiliateUid, claim: mail.claim });
      return 'noAddress';
    }

    const marker = mail.claim
      ? db.collection(AFFILIATE_MAILS).doc(affiliateMailId(mail.claim.kind, mail.claim.key))
      : null;
    if (marker && mail.claim) {
      const claimed: AffiliateMailDoc = {
        kind: mail.claim.kind,
        affiliateUid,
        status: 'sending',
        error: null,
        at: deps.now,
      };
      try {
        await marker.create(claimed);
      } catch (error) {
        if (isAlreadyExists(error)) return 'duplicate';
        throw error;
      }
    }

    const unsubscribe = unsubscribeUrl(
      deps.appUrl,
      affiliateUid,
      deps.unsubscribeSecret,
      'affiliate',
    );
    let error: string | null = null;
    try {
      const input = mail.build({
        username: (affiliate.get('username') as string | undefined) ?? 'affiliate',
        dashboardUrl: `${deps.appUrl}/affiliate/dashboard`,
        unsubscribeUrl: unsubscribe,
      });
      await deps.sendMail({
        ...input,
        to,
        headers: listUnsubscribeHeaders(unsubscribe),
      } as SendMailInput);
    } catch (caught) {
      error = (caught instanceof Error ? caught.message : String(caught)).slice(0, 500);
    }
    if (marker) await marker.update({ status: error === null ? 'sent' : 'failed', error });
    if (error !== null) {
      logger.warn('affiliate mail failed', { affiliateUid, claim: mail.claim, error });
      return 'failed';
    }
    return 'sent';
  } catch (error) {
    logger.error('affiliate mail: could not be prepared', {
      affiliateUid,
      claim: mail.claim,
      error: loggableError(error),
    });
    return 'failed';
  }
}
