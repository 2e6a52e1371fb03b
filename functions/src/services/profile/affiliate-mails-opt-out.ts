import type { Firestore } from 'firebase-admin/firestore';
import { MAIL_LISTS } from '../mail/mail-lists';

/** users/{uid}.affiliateMailsOptOut: the affiliate mails (affiliate-mails/) skip it when true. */
export async function setAffiliateMailsOptOut(
  optOut: boolean,
  uid: string,
  deps: { db: Firestore },
): Promise<{ affiliateMailsOptOut: boolean }> {
  await deps.db
    .doc(`users/${uid}`)
    .set({ [MAIL_LISTS.affiliate.optOutField]: optOut }, { merge: true });
  return { affiliateMailsOptOut: optOut };
}
