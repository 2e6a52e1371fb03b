import type { AffiliateMailDeps } from './deps';
import { sendAffiliateMail, type AffiliateMailResult } from './send-affiliate-mail';

/**
 * "New referral": a sign-up was just attributed to the affiliate's link (processAttribution),
 * the moment their dashboard's sign-ups grow. Not a company's creation: one person may create
 * several companies, and those are referred through the same sign-up. The attribution decision
 * is created once, in its transaction, and only the call that created it calls this, so it
 * needs no marker of its own (none that would link the person to the affiliate after they
 * delete their account). The mail names nobody: the affiliate sees counts, never people.
 */
export function mailNewReferral(
  referral: { affiliateUid: string },
  deps: AffiliateMailDeps,
): Promise<AffiliateMailResult> {
  return sendAffiliateMail(
    {
      affiliateUid: referral.affiliateUid,
      build: (links) => ({ template: 'affiliateNewReferral', data: links }),
    },
    deps,
  );
}
