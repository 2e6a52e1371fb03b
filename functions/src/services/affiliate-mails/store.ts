import { z } from 'zod';

/**
 * affiliateMails/{kind}_{key}: one affiliate mail claimed before it is sent, so a retried or
 * concurrent hook never sends it twice (a crash between claim and send loses that mail rather
 * than doubling it). Written only by functions, closed to every client (no rule). No address:
 * the mail log has it.
 */
export const AFFILIATE_MAILS = 'affiliateMails';

export const AFFILIATE_MAIL_KINDS = ['firstCommission', 'payoutSent'] as const;
export type AffiliateMailKind = (typeof AFFILIATE_MAIL_KINDS)[number];

export const affiliateMailDocSchema = z.object({
  kind: z.enum(AFFILIATE_MAIL_KINDS),
  affiliateUid: z.string(),
  status: z.enum(['sending', 'sent', 'failed']),
  /** The SMTP error of a failed send (cut to 500 characters). */
  error: z.string().nullable(),
  /** When it was claimed (ms). */
  at: z.number(),
});
export type AffiliateMailDoc = z.infer<typeof affiliateMailDocSchema>;

export const affiliateMailId = (kind: AffiliateMailKind, key: string) => `${kind}_${key}`;
