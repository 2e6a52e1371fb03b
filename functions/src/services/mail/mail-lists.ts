/**
 * The optional mails a user can turn off, each with its flag on `users/{uid}` (absent = on): on
 * /profile, or without signing in through the signed link every such mail carries
 * (`/api/unsubscribe?list=…`). Mail about the account itself is never on a list.
 */
export const MAIL_LISTS = {
  /** Product announcements (admin-mail): every user. */
  announcements: { optOutField: 'announcementsOptOut', name: 'product announcements' },
  /** New referral, first commission from a referral, payout sent (affiliate-mails): affiliates. */
  affiliate: { optOutField: 'affiliateMailsOptOut', name: 'affiliate emails' },
} as const;

export type MailList = keyof typeof MAIL_LISTS;

export const isMailList = (value: string): value is MailList => Object.hasOwn(MAIL_LISTS, value);
