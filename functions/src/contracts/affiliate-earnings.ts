import { z } from 'zod';
import {
  PAYOUT_METHODS,
  payoutDetailsSchema,
  payoutDetailsStateSchema,
  payoutDetailsTokenSchema,
  pendingPayoutDetailsSchema,
} from './affiliate-payout-details';
import {
  ADJUSTMENT_TYPES,
  HELD_REASONS,
  LEDGER_KINDS,
  REFERRAL_MOVES,
} from './affiliate-programme';
import {
  REFERRALS_PAGE_MAX,
  referralStageSchema,
  referralsSchema,
} from './affiliate-referral-stages';
import { commissionRuleSchema } from './commission-rules';
import { operation, operations } from './operation';

/**
 * The affiliate's money: their earnings, the ledger (affiliateLedger, read by super admins only)
 * as the affiliate may see it, and where their payouts go (affiliate-payout-details.ts). Money is
 * per currency, in the provider's minor units of it: one balance per currency (never a sum of
 * two), and a row's amounts in its own `currency`. A row names the company only (no personal
 * data of the referred user). A super admin's bonus or clawback carries its reason; a notice
 * that a company's referral moved (`referralMoved`, status `notice`) is 0 and never paid.
 */

export const EARNINGS_PAGE_MAX = 50;

export const EARNING_STATUSES = ['pending', 'payable', 'paid', 'held', 'notice'] as const;
export type EarningStatus = (typeof EARNING_STATUSES)[number];

export const earningRowSchema = z.object({
  id: z.string(),
  kind: z.enum(LEDGER_KINDS),
  createdAt: z.number(),
  /** '' when the entry concerns no company (a super admin's adjustment). */
  companyName: z.string(),
  /** The invoice amount the commission was computed on (null when unknown). */
  invoiceAmountCents: z.number().nullable(),
  amountCents: z.number(),
  /** Lower-case ISO 4217 of `amountCents`. */
  currency: z.string(),
  /** Lower-case ISO 4217 of `invoiceAmountCents` (a flat commission on a foreign invoice differs). */
  invoiceCurrency: z.string(),
  status: z.enum(EARNING_STATUSES),
  heldReason: z.enum(HELD_REASONS).nullable(),
  /** When the hold ends (pending) or ended. */
  availableAt: z.number(),
  /** A super admin's adjustment: bonus or clawback, and the reason they gave. */
  adjustmentType: z.enum(ADJUSTMENT_TYPES).nullable(),
  reason: z.string().nullable(),
  /** A `referralMoved` notice: the company's referral left the affiliate, or came to them. */
  referralMove: z.enum(REFERRAL_MOVES).nullable(),
  /** A commission's rule as recorded when it was earned (null: none recorded). */
  rule: commissionRuleSchema.nullable(),
});
export type EarningRow = z.infer<typeof earningRowSchema>;

/**
 * Why the payable balance of a currency is not paid by the next payout: under that currency's
 * minimum, or taken to zero or below by refunds or clawbacks. It rolls over: nothing is lost.
 */
export const ROLLOVER_REASONS = ['belowMinimum', 'notPositive'] as const;

/** One currency's balance, in its minor units; each currency is paid out on its own. */
export const currencyBalanceSchema = z.object({
  /** Lower-case ISO 4217. */
  currency: z.string(),
  /** Unpaid, still in the refund hold. */
  pendingCents: z.number(),
  /** Unpaid, available: what the next payout in this currency takes if it reaches the minimum. */
  payableCents: z.number(),
  /** Unpaid, held for a reason (see each row's). */
  heldCents: z.number(),
  /** In a payout. */
  paidCents: z.number(),
  /** The minimum a payout in this currency must reach (the programme's settings). */
  minimumPayoutCents: z.number(),
  /** Null: the payable balance is paid by the next payout (or there is none). */
  rollover: z.enum(ROLLOVER_REASONS).nullable(),
});
export type CurrencyBalanceRow = z.infer<typeof currencyBalanceSchema>;

export const earningsSchema = z.object({
  /**
   * One per currency the affiliate's ledger has, the programme's first (just it, at zero, before
   * any entry). Never added together.
   */
  balances: z.array(currencyBalanceSchema),
  /** 00:00 UTC of the next payout day (the programme's payoutDayOfMonth). */
  nextPayoutAt: z.number(),
  rows: z.array(earningRowSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type Earnings = z.infer<typeof earningsSchema>;

/** Every line of the affiliate's ledger, for their CSV (`truncated`: more than the export carries). */
export const ledgerExportSchema = z.object({
  rows: z.array(earningRowSchema),
  truncated: z.boolean(),
});
export type LedgerExport = z.infer<typeof ledgerExportSchema>;

/**
 * Net earnings per month (`YYYY-MM`, UTC, oldest first), one series per currency in its minor
 * units: a chart draws each currency apart and never adds two together.
 */
export const monthlyEarningsSchema = z.object({
  months: z.array(z.string()),
  series: z.array(z.object({ currency: z.string(), amountsCents: z.array(z.number()) })),
});
export type MonthlyEarnings = z.infer<typeof monthlyEarningsSchema>;

export const PAYOUT_HISTORY_PAGE_MAX = 50;

/** A payout as its affiliate sees it. */
export const payoutHistoryRowSchema = z.object({
  id: z.string(),
  createdAt: z.number(),
  paidAt: z.number().nullable(),
  /** Minor units of `currency`. */
  amountCents: z.number(),
  /** Lower-case ISO 4217. */
  currency: z.string(),
  status: z.enum(['pending', 'paid']),
  /** The method of the details the payout was made with (null: it had none). */
  method: z.enum(PAYOUT_METHODS).nullable(),
  /** The payment provider's reference, once paid. */
  reference: z.string().nullable(),
});
export type PayoutHistoryRow = z.infer<typeof payoutHistoryRowSchema>;

export const affiliateEarningsOperations = operations({
  /** The caller's own earnings (a super admin may name any affiliate), newest entries first. */
  getEarnings: operation({
    input: z.object({
      affiliateUid: z.string().min(1).max(128).optional(),
      pageSize: z.number().int().min(1).max(EARNINGS_PAGE_MAX).default(20),
      cursor: z.string().min(1).max(300).nullish(),
    }),
    output: earningsSchema,
    access: 'signedIn',
  }),
  /** The caller's payouts (a super admin may name any affiliate), newest first. */
  listPayouts: operation({
    input: z.object({
      affiliateUid: z.string().min(1).max(128).optional(),
      pageSize: z.number().int().min(1).max(PAYOUT_HISTORY_PAGE_MAX).default(20),
      cursor: z.string().min(1).max(128).nullish(),
    }),
    output: z.object({
      rows: z.array(payoutHistoryRowSchema),
      /** Pass as `cursor` for the next page; null on the last page. */
      nextCursor: z.string().nullable(),
    }),
    access: 'signedIn',
  }),
  /** Every line of the caller's ledger (a super admin may name any affiliate), newest first. */
  exportLedger: operation({
    input: z.object({ affiliateUid: z.string().min(1).max(128).optional() }),
    output: ledgerExportSchema,
    access: 'signedIn',
  }),
  /** The caller's net earnings per month and currency over the last `months` months. */
  getMonthlyEarnings: operation({
    input: z.object({
      affiliateUid: z.string().min(1).max(128).optional(),
      months: z.number().int().min(1).max(24).default(12),
    }),
    output: monthlyEarningsSchema,
    access: 'signedIn',
  }),
  /**
   * The caller's referrals by stage (a super admin may name any affiliate), newest first, with
   * each stage's count; `stage` narrows the rows (not the counts).
   */
  listReferrals: operation({
    input: z.object({
      affiliateUid: z.string().min(1).max(128).optional(),
      stage: referralStageSchema.optional(),
      pageSize: z.number().int().min(1).max(REFERRALS_PAGE_MAX).default(20),
      cursor: z
        .string()
        .regex(/^\d{1,6}$/)
        .nullish(),
    }),
    output: referralsSchema,
    access: 'signedIn',
  }),
  /** The caller's confirmed payout details and the change waiting for its link, if any. */
  getPayoutDetails: operation({
    input: z.object({}).default({}),
    output: payoutDetailsStateSchema,
    access: 'signedIn',
  }),
  /**
   * An approved affiliate asks to be paid elsewhere: the change waits, and a link valid 24 hours
   * is mailed to their account address; the confirmed details stay in force until it is opened.
   * A new request replaces the one waiting (its link stops working).
   */
  requestPayoutDetailsChange: operation({
    input: z.object({ details: payoutDetailsSchema }),
    output: z.object({ pending: pendingPayoutDetailsSchema, emailSent: z.boolean() }),
    errors: ['rateLimited'],
    access: 'signedIn',
  }),
  /** The mailed link's token, by the affiliate it was mailed to: the change takes effect. */
  confirmPayoutDetailsChange: operation({
    input: z.object({ token: payoutDetailsTokenSchema }),
    output: z.object({ details: payoutDetailsSchema, confirmedAt: z.number() }),
    access: 'signedIn',
  }),
});
