import { z } from 'zod';
import { commissionRuleSchema } from './commission-rules';
import { payoutDetailsSchema } from './affiliate-payout-details';
import {
  createPromoCodeInputSchema,
  promoCodeDocSchema,
  promoCodeSchema,
} from './affiliate-promo-codes';
import {
  ADJUSTMENT_TYPES,
  AFFILIATE_STATUSES,
  LEDGER_KINDS,
  rateOverrideSchema,
  REFERRAL_MOVES,
} from './affiliate-programme';
import { operation, operations } from './operation';

/**
 * `/admin/affiliates/management` (super admins): the affiliates with their results and balances
 * (`adminAffiliateOperations`), and payouts (`adminAffiliatePayoutOperations`). Every action needs
 * a super admin; every mutation is audited in the transaction of its change. Documents are the
 * shared shapes of affiliate-programme.ts (affiliates, affiliateLedger, affiliatePayouts,
 * affiliatePayoutBatches, affiliateFlags).
 */

export const ADMIN_AFFILIATES_MAX_PAGE = 50;

const uid = z.string().min(1).max(128);
const docId = z.string().min(1).max(128);
const cursor = z.string().max(2000).nullable().default(null);

export const affiliateStatusSchema = z.enum(AFFILIATE_STATUSES);

/** One currency's money of an affiliate, in its minor units (currencies are never added). */
export const currencyMoneySchema = z.object({
  /** Lower-case ISO 4217. */
  currency: z.string(),
  /** Net of every ledger entry in it (commissions less refunds and disputes). */
  lifetimeCents: z.number(),
  /** Net of its entries no payout took yet (held ones included). */
  balanceCents: z.number(),
});
export type CurrencyMoney = z.infer<typeof currencyMoneySchema>;

/** Results and money of one affiliate, from rollups, attributions, the ledger and flags. */
export const affiliateStatsSchema = z.object({
  visits: z.number(),
  signups: z.number(),
  /** Companies that earned them a commission. */
  payingCompanies: z.number(),
  /** One per currency their ledger has, the programme's first; empty before any entry. */
  money: z.array(currencyMoneySchema),
  openFlags: z.number(),
});
export type AffiliateStats = z.infer<typeof affiliateStatsSchema>;

export const affiliateRowSchema = z.object({
  uid: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  payoutEmail: z.string().nullable(),
  /** `approved` or `suspended` (a record written by hand may say something else). */
  status: z.string(),
  /** The agreement version accepted last (null: none). */
  agreementVersion: z.number().nullable(),
  stats: affiliateStatsSchema,
});
export type AffiliateRow = z.infer<typeof affiliateRowSchema>;

export const ledgerEntryRowSchema = z.object({
  id: z.string(),
  kind: z.enum(LEDGER_KINDS),
  /** Minor units of `currency`. */
  amountCents: z.number(),
  currency: z.string(),
  companyId: z.string(),
  invoiceId: z.string().nullable(),
  createdAt: z.number(),
  availableAt: z.number(),
  payoutId: z.string().nullable(),
  heldReason: z.string().nullable(),
  note: z.string().nullable(),
  adjustmentType: z.enum(ADJUSTMENT_TYPES).nullable(),
  /** A bonus's or clawback's reason (the affiliate sees it too). */
  reason: z.string().nullable(),
  referralMove: z.enum(REFERRAL_MOVES).nullable(),
  /** A commission's rule as recorded (null: none recorded, or not a commission). */
  rule: commissionRuleSchema.nullable(),
});
export type LedgerEntryRow = z.infer<typeof ledgerEntryRowSchema>;

export const PAYOUT_STATUSES = ['pending', 'paid'] as const;
export const payoutRowSchema = z.object({
  id: z.string(),
  batchId: z.string(),
  affiliateUid: z.string(),
  username: z.string().nullable(),
  payoutEmail: z.string(),
  /** Minor units of `currency`. */
  amountCents: z.number(),
  /** Lower-case ISO 4217 (every entry of the payout is in it). */
  currency: z.string(),
  entryCount: z.number(),
  status: z.enum(PAYOUT_STATUSES),
  createdAt: z.number(),
  paidAt: z.number().nullable(),
  reference: z.string().nullable(),
});
export type PayoutRow = z.infer<typeof payoutRowSchema>;

export const flagRowSchema = z.object({
  id: z.string(),
  kind: z.string(),
  day: z.string(),
  count: z.number(),
  createdAt: z.number(),
  status: z.enum(['open', 'dismissed']),
});
export type FlagRow = z.infer<typeof flagRowSchema>;

export const affiliateDetailSchema = z.object({
  row: affiliateRowSchema,
  approvedAt: z.number().nullable(),
  agreementAcceptedAt: z.number().nullable(),
  /** The agreement's current version (null: none published, no gate). */
  currentAgreementVersion: z.number().nullable(),
  suspendedAt: z.number().nullable(),
  suspendedReason: z.string().nullable(),
  rateOverride: rateOverrideSchema.nullable(),
  payouts: z.array(payoutRowSchema),
  flags: z.array(flagRowSchema),
});
export type AffiliateDetail = z.infer<typeof affiliateDetailSchema>;

const done = z.object({ uid: z.string() });

/** A super admin's reason for moving money or a referral: kept in the audit log. */
export const ADMIN_REASON_MIN = 3;
export const ADMIN_REASON_MAX = 500;
const adminReason = z
  .string()
  .trim()
  .min(ADMIN_REASON_MIN, `Give a reason of at least ${ADMIN_REASON_MIN} characters.`)
  .max(ADMIN_REASON_MAX);

/** The largest adjustment one call writes, in minor units (a million dollars). */
export const ADJUSTMENT_MAX_MINOR = 100_000_000;

export const adjustInputSchema = z.object({
  uid,
  type: z.enum(ADJUSTMENT_TYPES),
  /** Minor units of `currency`, positive: a clawback is written negative. */
  amountCents: z
    .number()
    .int('Enter the amount in whole minor units.')
    .min(1, 'Enter an amount above zero.')
    .max(ADJUSTMENT_MAX_MINOR, 'That is more than one adjustment may move.'),
  /** ISO 4217: paid (or netted) in that currency's next payout. */
  currency: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{3}$/, 'Enter a three-letter currency code, such as USD.'),
  reason: adminReason,
});
export type AdjustInput = z.input<typeof adjustInputSchema>;

/** One company whose frozen referral credits the affiliate (affiliateReferrals). */
export const referralRowSchema = z.object({
  companyId: z.string(),
  /** Null when the company no longer exists. */
  companyName: z.string().nullable(),
  /** How the referral was decided (companyCreated, attribution, firstInvoice, backfill, reassigned, promoCode). */
  source: z.string(),
  frozenAt: z.number(),
});
export type ReferralRow = z.infer<typeof referralRowSchema>;

export const adminAffiliateOperations = operations({
  /**
   * One page of affiliates by username (a prefix search), filtered by status; each row's figures
   * come from a fixed number of aggregation queries (no scan of visits or entries). `reads` is
   * what the page cost in billed document reads (an aggregation counts one per 1,000 entries).
   */
  list: operation({
    input: z.object({
      search: z.string().trim().toLowerCase().max(40).default(''),
      status: affiliateStatusSchema.nullable().default(null),
      pageSize: z.number().int().min(1).max(ADMIN_AFFILIATES_MAX_PAGE).default(25),
      cursor,
    }),
    output: z.object({
      rows: z.array(affiliateRowSchema),
      nextCursor: z.string().nullable(),
      reads: z.number(),
    }),
    access: 'superAdmin',
  }),
  get: operation({ input: z.object({ uid }), output: affiliateDetailSchema, access: 'superAdmin' }),
  /** Suspends an approved affiliate: their link counts nothing and no payout is generated. */
  suspend: operation({
    input: z.object({ uid, reason: z.string().trim().min(3, 'Give a reason.').max(500) }),
    output: done,
    access: 'superAdmin',
  }),
  reactivate: operation({ input: z.object({ uid }), output: done, access: 'superAdmin' }),
  /** Replaces the affiliate's commission terms (null or an empty object: the programme's). */
  setRateOverride: operation({
    input: z.object({ uid, rateOverride: rateOverrideSchema.nullable() }),
    output: done,
    access: 'superAdmin',
  }),
  /** The affiliate's ledger, newest first. */
  listLedger: operation({
    input: z.object({
      uid,
      pageSize: z.number().int().min(1).max(ADMIN_AFFILIATES_MAX_PAGE).default(25),
      cursor,
    }),
    output: z.object({ entries: z.array(ledgerEntryRowSchema), nextCursor: z.string().nullable() }),
    access: 'superAdmin',
  }),
  dismissFlag: operation({
    input: z.object({ flagId: docId }),
    output: z.object({ flagId: z.string() }),
    access: 'superAdmin',
  }),
  /**
   * A bonus or clawback: one `adjustment` entry (available at once, in its own currency) and its
   * `affiliates.adjust` audit entry, in one transaction.
   */
  adjust: operation({
    input: adjustInputSchema,
    output: z.object({ entryId: z.string() }),
    access: 'superAdmin',
    recentSignIn: true,
  }),
  /** The companies whose frozen referral credits the affiliate, by company id. */
  listReferrals: operation({
    input: z.object({
      uid,
      pageSize: z.number().int().min(1).max(ADMIN_AFFILIATES_MAX_PAGE).default(25),
      cursor,
    }),
    output: z.object({ referrals: z.array(referralRowSchema), nextCursor: z.string().nullable() }),
    access: 'superAdmin',
  }),
  /**
   * Moves a company's frozen referral to another approved affiliate (never one who runs the
   * company) or to none. Future commissions follow it; entries already written stay where they
   * are. Each affiliate concerned gets a `referralMoved` notice; audited `affiliates.reassignReferral`.
   */
  reassignReferral: operation({
    input: z.object({ companyId: docId, affiliateUid: uid.nullable(), reason: adminReason }),
    output: z.object({ companyId: z.string(), affiliateUid: z.string().nullable() }),
    access: 'superAdmin',
    recentSignIn: true,
  }),
  /**
   * Releases an entry held `currencyReview` (written before the ledger paid every currency):
   * it, and the unpaid entries of the same invoice held with it (its refunds and disputes),
   * become payable in their currency. Audited `affiliates.releaseCurrencyHold` with the reason.
   */
  releaseCurrencyHold: operation({
    input: z.object({ entryId: docId, reason: adminReason }),
    output: z.object({ entryIds: z.array(z.string()) }),
    access: 'superAdmin',
    recentSignIn: true,
  }),
  /** The affiliate's promo codes (affiliate-promo-codes.ts), newest first. */
  listPromoCodes: operation({
    input: z.object({ uid }),
    output: z.object({ codes: z.array(promoCodeDocSchema) }),
    access: 'superAdmin',
  }),
  /**
   * A promo code for an approved affiliate, unique across all (`already-exists`), with an
   * optional customer discount and Stripe promotion code; audited `affiliates.createPromoCode`.
   */
  createPromoCode: operation({
    input: createPromoCodeInputSchema,
    output: z.object({ code: z.string() }),
    access: 'superAdmin',
  }),
  /** Stops a code working at checkout (companies it referred stay referred); audited. */
  deactivatePromoCode: operation({
    input: z.object({ code: promoCodeSchema }),
    output: z.object({ code: z.string() }),
    access: 'superAdmin',
  }),
});

/** A batch's money in one currency: its payouts' total and what of it is marked paid. */
export const batchTotalSchema = z.object({
  currency: z.string(),
  amountCents: z.number(),
  paidCents: z.number(),
});
export type BatchTotal = z.infer<typeof batchTotalSchema>;

export const batchSchema = z.object({
  id: z.string(),
  status: z.enum(['generating', 'pending', 'paid']),
  createdAt: z.number(),
  createdBy: z.string().nullable(),
  /** The clock the batch was generated at (entries available by then). */
  asOf: z.number(),
  payoutCount: z.number(),
  paidCount: z.number(),
  /** One per currency of its payouts, the programme's first. */
  totals: z.array(batchTotalSchema),
});
export type PayoutBatch = z.infer<typeof batchSchema>;

/**
 * `asOf` (ms) moves the clock a batch is generated at. Only the emulators honour it (tests, and
 * the e2e "after the hold"); in production it is refused, since a future clock would pay
 * commissions still inside their refund window.
 */
const asOfInput = z
  .object({ asOf: z.number().int().min(0).max(8_640_000_000_000_000).optional() })
  .default({});

/** What a batch would pay in one currency. */
export const previewCurrencySchema = z.object({
  currency: z.string(),
  /** The minimum a payout in this currency must reach. */
  minimumPayoutCents: z.number(),
  payoutCount: z.number(),
  amountCents: z.number(),
  /** Affiliates with a positive balance in it below its minimum (it rolls over). */
  belowMinimum: z.number(),
});
export type PreviewCurrency = z.infer<typeof previewCurrencySchema>;

export const batchPreviewSchema = z.object({
  asOf: z.number(),
  /** Payouts in all currencies: one per affiliate and currency. */
  payoutCount: z.number(),
  /**
   * Each currency with a payout or a balance below its minimum, the programme's always (first).
   */
  currencies: z.array(previewCurrencySchema),
  /** Approved affiliates with a payable balance who have not accepted the current agreement. */
  awaitingAgreement: z.number(),
  payouts: z.array(
    z.object({
      affiliateUid: z.string(),
      username: z.string(),
      currency: z.string(),
      amountCents: z.number(),
    }),
  ),
});
export type BatchPreview = z.infer<typeof batchPreviewSchema>;

/** A payout as the providers' files need it: its currency and the details it was made with. */
export const exportPayoutRowSchema = z.object({
  id: z.string(),
  affiliateUid: z.string(),
  username: z.string().nullable(),
  /** Minor units of `currency`. */
  amountCents: z.number(),
  /** Lower-case ISO 4217. */
  currency: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  /** Frozen when the batch was generated; null: the affiliate had none then. */
  payoutDetails: payoutDetailsSchema.nullable(),
});
export type ExportPayoutRow = z.infer<typeof exportPayoutRowSchema>;

/** The actor (`createdBy`, audit) of the batches the monthly schedule creates. */
export const PAYOUT_SCHEDULE_ACTOR_UID = 'system:payout-schedule';

/**
 * The monthly scheduled batch: the programme's payout day, when the maintenance job will next
 * create one (`nextRunAt`; in the past when this month's is due and not yet started: the job's
 * next run, within 15 minutes, takes it), and the latest month it ran.
 */
export const payoutScheduleSchema = z.object({
  payoutDayOfMonth: z.number().int(),
  nextRunAt: z.number(),
  lastRun: z
    .object({
      /** `YYYY-MM`. */
      month: z.string(),
      startedAt: z.number(),
      batchId: z.string().nullable(),
      /** Null while it runs (or if it stopped before it finished). */
      payoutCount: z.number().nullable(),
    })
    .nullable(),
});
export type PayoutSchedule = z.infer<typeof payoutScheduleSchema>;

export const adminAffiliatePayoutOperations = operations({
  /** What `generateBatch` would pay now (no writes). */
  previewBatch: operation({ input: asOfInput, output: batchPreviewSchema, access: 'superAdmin' }),
  /**
   * A batch of pending payouts: per eligible affiliate (approved, current agreement accepted) and
   * currency, the available unpaid entries in it, if their net reaches that currency's minimum,
   * in one transaction per payout (an entry is never in two payouts). Null batch when nobody is
   * due.
   */
  generateBatch: operation({
    input: asOfInput,
    output: z.object({ batch: batchSchema.nullable() }),
    access: 'superAdmin',
  }),
  /** The monthly scheduled batch's next and latest run. Read-only. */
  getPayoutSchedule: operation({
    input: z.object({}).default({}),
    output: payoutScheduleSchema,
    access: 'superAdmin',
  }),
  listBatches: operation({
    input: z.object({ pageSize: z.number().int().min(1).max(50).default(20), cursor }),
    output: z.object({ batches: z.array(batchSchema), nextCursor: z.string().nullable() }),
    access: 'superAdmin',
  }),
  /** A batch with every payout (username and payout email), for the page and its CSV. */
  getBatch: operation({
    input: z.object({ batchId: docId }),
    output: z.object({ batch: batchSchema, payouts: z.array(payoutRowSchema) }),
    access: 'superAdmin',
  }),
  /**
   * A batch's payouts with their currency and frozen payout details, from which the page builds
   * the PayPal Payouts and Wise batch files (one per currency). Read-only.
   */
  exportBatch: operation({
    input: z.object({ batchId: docId }),
    output: z.object({ batch: batchSchema, payouts: z.array(exportPayoutRowSchema) }),
    access: 'superAdmin',
  }),
  /**
   * Pending → paid with the transfer's reference; a paid payout never changes. Mails them,
   * unless they turned affiliate emails off (`emailOptedOut`; absent: false).
   */
  markPaid: operation({
    input: z.object({
      payoutId: docId,
      reference: z.string().trim().min(1, 'Enter the transfer reference.').max(200),
    }),
    output: z.object({
      payout: payoutRowSchema,
      emailSent: z.boolean(),
      emailOptedOut: z.boolean().optional(),
    }),
    access: 'superAdmin',
    recentSignIn: true,
  }),
});

/** The affiliate page's most recent payouts and open flags, at most (the ledger pages fully). */
export const AFFILIATE_DETAIL_LIST_LIMIT = 50;
