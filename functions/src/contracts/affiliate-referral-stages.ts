import { z } from 'zod';
import type { Entitlements } from './billing';

/**
 * An affiliate's referrals by stage, as the affiliate sees them on their dashboard: every company
 * credited to them (its name, never a person's) and every sign-up credited to them that has no
 * company of theirs yet ("A sign-up": no name, no email), each with its stage and what it earned
 * them per currency. Read through affiliateEarningsOperations.listReferrals.
 */

/** signed up → trial → paying → churned, the way a referral moves. */
export const REFERRAL_STAGES = ['signedUp', 'trial', 'paying', 'churned'] as const;
export type ReferralStage = (typeof REFERRAL_STAGES)[number];
export const referralStageSchema = z.enum(REFERRAL_STAGES);

export const REFERRAL_STAGE_LABELS: Record<ReferralStage, string> = {
  signedUp: 'Signed up',
  trial: 'Trial',
  paying: 'Paying',
  churned: 'Churned',
};

/** Statuses that pay (past_due: a payment failed, the plan is still kept for its grace). */
const PAYING: readonly string[] = ['active', 'past_due'];

/**
 * A referral's stage (pure): trialing is a trial; active or past due is paying; anything else
 * after a paid invoice (canceled, unpaid, back on the free plan) is churned; anything else before
 * one (no company yet, the free plan, a checkout never finished, a complimentary grant) is a
 * sign-up. `hasPaid`: a commissioned invoice was paid (the ledger's first-commission record).
 */
export function referralStage(input: {
  status: Entitlements['status'] | null;
  hasPaid: boolean;
}): ReferralStage {
  if (input.status === 'trialing') return 'trial';
  if (input.status !== null && PAYING.includes(input.status)) return 'paying';
  return input.hasPaid ? 'churned' : 'signedUp';
}

export const REFERRALS_PAGE_MAX = 50;

/** Money in one currency, in its minor units. */
export const currencyAmountSchema = z.object({ currency: z.string(), amountCents: z.number() });

export const referralRowSchema = z.object({
  /** The company's id, or `signup-<n>` for a sign-up without a company (no uid is shared). */
  id: z.string(),
  /** The company's name; '' for a sign-up without a company. */
  companyName: z.string(),
  /** When the company was credited to the affiliate, or the sign-up was. */
  referredAt: z.number(),
  stage: referralStageSchema,
  /** Net commission per currency (commissions less reversals), never added across currencies. */
  earned: z.array(currencyAmountSchema),
});
export type ReferralRow = z.infer<typeof referralRowSchema>;

export const referralsSchema = z.object({
  /** How many referrals are in each stage (all of them, whatever the page or filter). */
  stageCounts: z.object({
    signedUp: z.number(),
    trial: z.number(),
    paying: z.number(),
    churned: z.number(),
  }),
  rows: z.array(referralRowSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type Referrals = z.infer<typeof referralsSchema>;
