import { z } from 'zod';
import { payoutDetailsSchema, type PayoutDetails } from './affiliate-payout-details';
import { commissionRuleSchema, planRatesSchema, rateTiersSchema } from './commission-rules';
import { sameFaceValue } from './currency';

/**
 * The affiliate programme beyond tracking: the documents every part of it shares (settings, the
 * affiliate record, the ledger, payouts, review flags). Each part's callable declares its own
 * actions in its own contract file; the shapes here are the seams between those parts.
 * docs/ARCHITECTURE.md "Affiliate programme" tells which part owns which document.
 */

export const COMMISSION_TYPES = ['percentage', 'flat'] as const;
export const commissionTypeSchema = z.enum(COMMISSION_TYPES);
export type CommissionType = z.infer<typeof commissionTypeSchema>;

export const ATTRIBUTION_MODELS = ['firstTouch', 'lastTouch'] as const;
export const attributionModelSchema = z.enum(ATTRIBUTION_MODELS);

/** A lower-case ISO 4217 code, as the payment provider names currencies. */
export const currencyCodeSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{3}$/, 'Enter a three-letter currency code, such as EUR.');

/**
 * The programme's own currency: the settings' amounts (the flat commission, `minimumPayoutCents`)
 * are in it, and a payout written before payouts carried a currency was in it. The ledger itself
 * counts every currency in its own minor units and never adds two together.
 */
export const PROGRAMME_CURRENCY = 'usd';

/** The most a minimum payout may be, in minor units of its currency. */
const MINIMUM_PAYOUT_MAX = 1_000_000_00;

/**
 * affiliateProgramme/settings: the programme's terms, edited by super admins, read by everyone
 * (the public programme pages render them). Money is in minor units of `currency`, except the
 * other currencies' minimums, each in its own.
 */
export const programmeSettingsSchema = z.object({
  commissionType: commissionTypeSchema,
  /** `percentage`: percent of each paid invoice's amount (0–100, two decimals at most). */
  ratePercent: z.number().min(0).max(100),
  /**
   * `percentage`: a plan's own rate in place of `ratePercent` (plan id → percent). Settings stored
   * before it read as none.
   */
  planRates: planRatesSchema.default({}),
  /**
   * `percentage`: volume tiers, ascending (e.g. 25% from the 11th paying referral). A tier's rate
   * applies when it is higher than the plan's or programme's (see commission-rules.ts).
   */
  rateTiers: rateTiersSchema.default([]),
  /** `flat`: cents of `currency` paid once per referred person, whatever they pay in. */
  flatAmountCents: z.number().int().min(0).max(1_000_000_00),
  /** Months after the first paid invoice that keep earning; null: for the customer's lifetime. */
  recurringMonths: z.number().int().min(1).max(120).nullable(),
  /** Days a commission is held (refund window) before it becomes payable. */
  holdDays: z.number().int().min(0).max(365),
  /** A balance in `currency` below this rolls over to the next payout. */
  minimumPayoutCents: z.number().int().min(0).max(MINIMUM_PAYOUT_MAX),
  /**
   * Each other currency's minimum, in its own minor units (`{ eur: 4500, jpy: 7500 }`). A currency
   * without one uses `minimumPayoutCents` at the same face value ($50.00 → €50.00, ¥50): see
   * minimumPayoutFor. An entry for `currency` itself is ignored.
   */
  minimumPayoutByCurrency: z
    .record(z.string().regex(/^[a-z]{3}$/), z.number().int().min(0).max(MINIMUM_PAYOUT_MAX))
    .default({}),
  /** Days after a visit during which a sign-up is attributed to it. */
  attributionWindowDays: z.number().int().min(1).max(365),
  attributionModel: attributionModelSchema,
  /** Applications are approved on submission (still checked for a free username). */
  autoApprove: z.boolean(),
  /** Payouts are generated monthly on this day (1–28): the "next payout date" affiliates see. */
  payoutDayOfMonth: z.number().int().min(1).max(28),
  currency: z.literal('usd'),
});
export type ProgrammeSettings = z.infer<typeof programmeSettingsSchema>;

/** The programme before a super admin edits it (also what the seed writes). */
export const DEFAULT_PROGRAMME_SETTINGS: ProgrammeSettings = {
  commissionType: 'percentage',
  ratePercent: 20,
  planRates: {},
  rateTiers: [],
  flatAmountCents: 5000,
  recurringMonths: 12,
  holdDays: 30,
  minimumPayoutCents: 5000,
  minimumPayoutByCurrency: {},
  attributionWindowDays: 60,
  attributionModel: 'firstTouch',
  autoApprove: false,
  payoutDayOfMonth: 1,
  currency: 'usd',
};

/**
 * The minimum a payout in `currency` must reach (minor units of it): the programme's own for its
 * currency, a currency's configured one, else the programme's at the same face value. One
 * function, so the payout planner and the affiliate's dashboard always agree.
 */
export function minimumPayoutFor(
  settings: Pick<ProgrammeSettings, 'currency' | 'minimumPayoutCents' | 'minimumPayoutByCurrency'>,
  currency: string,
): number {
  const code = currency.toLowerCase();
  if (code === settings.currency) return settings.minimumPayoutCents;
  return (
    settings.minimumPayoutByCurrency[code] ??
    sameFaceValue(settings.minimumPayoutCents, settings.currency, code)
  );
}

/** A per-affiliate override of the commission terms (absent fields use the programme's). */
export const rateOverrideSchema = programmeSettingsSchema
  .pick({ commissionType: true, ratePercent: true, flatAmountCents: true, recurringMonths: true })
  .partial();
export type RateOverride = z.infer<typeof rateOverrideSchema>;

export const AFFILIATE_STATUSES = ['approved', 'suspended'] as const;
export type AffiliateStatus = (typeof AFFILIATE_STATUSES)[number];

/** The agreement version an affiliate accepted last, when and from which browser. */
export const agreementAcceptanceSchema = z.object({
  version: z.number(),
  acceptedAt: z.number(),
  userAgent: z.string(),
});

/**
 * affiliates/{uid}: written only by functions. Created on approval (the username is reserved in
 * `usernames/{username}` in the same transaction). Only an `approved` affiliate who accepted the
 * current agreement version has a link that counts and balances that pay out.
 */
export const affiliateDocSchema = z.object({
  username: z.string(),
  status: z.enum(AFFILIATE_STATUSES),
  /**
   * Approval writes both of these; they are optional here because every reader copes without
   * them (payouts fall back to the account's email), and one affiliate written by hand without
   * them must not stop a payout batch for everyone.
   */
  approvedAt: z.number().optional(),
  /** Where payouts go; also compared with referred owners' emails (self-referral). */
  payoutEmail: z.string().optional(),
  rateOverride: rateOverrideSchema.nullable().optional(),
  agreement: agreementAcceptanceSchema.nullable().optional(),
  suspendedAt: z.number().nullable().optional(),
  suspendedReason: z.string().nullable().optional(),
  /**
   * Where payouts go, once the affiliate confirmed them by the mailed link
   * (affiliate-payout-details.ts). Details that do not parse read as none, so one record written
   * by hand cannot stop a batch for everyone; its payout then waits for details.
   */
  payoutDetails: payoutDetailsSchema.nullable().optional().catch(null),
  payoutDetailsConfirmedAt: z.number().nullable().optional(),
});
export type AffiliateDoc = z.infer<typeof affiliateDocSchema>;

/**
 * Whether the affiliate accepted the agreement version now current (pure). `currentVersion` null:
 * no agreement was ever published, so nobody is held back. Payouts, tracking and attribution
 * count an approved affiliate only when this holds (`currentAgreementVersion(db)` on the server).
 */
export function hasAcceptedCurrentAgreement(
  affiliate: Pick<AffiliateDoc, 'agreement'> | null | undefined,
  currentVersion: number | null,
): boolean {
  if (currentVersion === null) return true;
  return affiliate?.agreement?.version === currentVersion;
}

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const REJECTION_REASONS = [
  'audienceMismatch',
  'insufficientPresence',
  'prohibitedPromotion',
  'duplicateAccount',
  'other',
] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

/**
 * `adjustment`: money given or taken outside an invoice (a won dispute's give-back, or a super
 * admin's bonus or clawback, which says `adjustmentType`). `referralMoved`: a notice of 0 that a
 * company's referral moved to or from the affiliate; it moves no money and is never paid.
 */
export const LEDGER_KINDS = [
  'commission',
  'refund',
  'dispute',
  'adjustment',
  'referralMoved',
] as const;

/** A super admin's adjustment: a bonus (positive) or a clawback (negative). */
export const ADJUSTMENT_TYPES = ['bonus', 'clawback'] as const;
export type AdjustmentType = (typeof ADJUSTMENT_TYPES)[number];

/** A `referralMoved` notice: the company's referral left this affiliate, or came to them. */
export const REFERRAL_MOVES = ['movedAway', 'assigned'] as const;
export type ReferralMove = (typeof REFERRAL_MOVES)[number];

/**
 * Why an available entry is not paid: the referred person's email is not verified yet (released
 * once it is). `currencyReview` is no longer written: before the ledger paid every currency, an
 * entry in another currency than USD was held with it, to be settled by hand. Such an entry stays
 * held (it may have been settled outside the ledger) until a super admin releases it
 * (`adminAffiliateOperations.releaseCurrencyHold`), which makes it payable in its currency.
 */
export const HELD_REASONS = ['emailUnverified', 'currencyReview'] as const;
export type HeldReason = (typeof HELD_REASONS)[number];
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * affiliateLedger/{entryId}: one signed amount owed to an affiliate, written only by functions
 * and never changed once `payoutId` is set. Ids make delivery idempotent: `inv_{invoiceId}`,
 * `ref_{refundId}`, `dsp_{disputeId}`; a super admin's entries are `adj_{auto}` (adjustments)
 * and `mov_{auto}` (referral notices), each written once with its audit entry. Balance = the sum
 * of entries without a payout whose `availableAt` has passed (negative entries are available at
 * once and net into the next payout).
 */
export const ledgerEntryDocSchema = z.object({
  affiliateUid: z.string(),
  kind: z.enum(LEDGER_KINDS),
  /** Minor units of `currency`, as the provider counts them (cents of USD; whole yen of JPY). */
  amountCents: z.number(),
  /**
   * Lower-case ISO 4217, as the payment provider names it: the invoice's for a percentage
   * commission and its reversals, PROGRAMME_CURRENCY for a flat one. Balances and payouts are per
   * currency; two currencies are never added together.
   */
  currency: z.string(),
  /** The company the entry concerns; '' for a super admin's adjustment, which concerns none. */
  companyId: z.string(),
  /**
   * The referred user: the person whose sign-up the company's frozen referral credits ('' for
   * an adjustment).
   */
  referredUid: z.string(),
  invoiceId: z.string().nullable(),
  /** The provider event that created the entry; `admin:{uid}` for a super admin's entries. */
  eventId: z.string(),
  createdAt: z.number(),
  /**
   * When the hold ends: createdAt + holdDays for a commission; createdAt for a reversal and for
   * a super admin's adjustment (it pays no invoice that could be refunded, so nothing to wait for).
   */
  availableAt: z.number(),
  /** Set when a payout batch includes the entry; the entry never changes afterwards. */
  payoutId: z.string().nullable(),
  /** Why an available entry is not paid yet (see HELD_REASONS). */
  heldReason: z.enum(HELD_REASONS).nullable().optional(),
  note: z.string().optional(),
  /** The company's name when the entry was written (the affiliate sees no other referred data). */
  companyName: z.string().optional(),
  /** Commission: the invoice amount it was computed on (paid, after discounts, without tax). */
  invoiceAmountCents: z.number().optional(),
  /** The invoice's currency (`invoiceAmountCents` is in its minor units); absent: `currency`. */
  invoiceCurrency: z.string().optional(),
  /** Commission: the invoice's amount paid; refund, dispute: the gross amount reversed. */
  grossCents: z.number().optional(),
  /** The payment behind the invoice (refunds and disputes name a charge, not an invoice). */
  chargeId: z.string().nullable().optional(),
  paymentIntentId: z.string().nullable().optional(),
  refundId: z.string().nullable().optional(),
  disputeId: z.string().nullable().optional(),
  /** A super admin's adjustment: bonus or clawback (a won dispute's give-back has none). */
  adjustmentType: z.enum(ADJUSTMENT_TYPES).optional(),
  /** A super admin's adjustment: why (3–500 characters), shown to the affiliate with the line. */
  reason: z.string().optional(),
  /** A `referralMoved` notice: which way the company's referral went. */
  referralMove: z.enum(REFERRAL_MOVES).optional(),
  /**
   * A commission: the rule it was decided by, as in force when the invoice was paid. Absent on
   * commissions written before rules were recorded.
   */
  rule: commissionRuleSchema.optional(),
});
export type LedgerEntryDoc = z.infer<typeof ledgerEntryDocSchema>;

/** affiliatePayouts/{payoutId}: one affiliate's share of a batch; immutable once `paid`. */
export interface PayoutDoc {
  batchId: string;
  affiliateUid: string;
  payoutEmail: string;
  /** Minor units of `currency`. */
  amountCents: number;
  /**
   * Lower-case ISO 4217: every entry of a payout is in it (one payout per affiliate, currency and
   * batch). Absent on payouts made before it was written: PROGRAMME_CURRENCY.
   */
  currency?: string;
  /**
   * The affiliate's confirmed details when the batch was generated (null: they had none), so a
   * later change never redirects this payout. Absent on payouts made before details existed.
   */
  payoutDetails?: PayoutDetails | null;
  entryIds: string[];
  status: 'pending' | 'paid';
  createdAt: number;
  paidAt: number | null;
  reference: string | null;
}

/** `foreignCurrency` is no longer opened (see HELD_REASONS); stored ones are still shown. */
export const AFFILIATE_FLAG_KINDS = [
  'signupBurst',
  'attributionLimit',
  'selfReferral',
  'ownershipTransfer',
  'foreignCurrency',
  'adminGrant',
] as const;
export type AffiliateFlagKind = (typeof AFFILIATE_FLAG_KINDS)[number];

/** What the admin pages call each kind of flag. */
export const AFFILIATE_FLAG_LABELS: Record<AffiliateFlagKind, string> = {
  signupBurst: 'Burst of sign-ups',
  attributionLimit: 'Attribution limit reached',
  selfReferral: 'Self-referral',
  ownershipTransfer: 'Company handed to a referred user',
  foreignCurrency: 'Commission in another currency, held (before payouts in every currency)',
  adminGrant: 'Granted super admin to someone',
};

/** affiliateFlags/{flagId}: unusual activity for a super admin to review. */
export interface AffiliateFlagDoc {
  affiliateUid: string;
  kind: AffiliateFlagKind;
  day: string;
  count: number;
  createdAt: number;
  status: 'open' | 'dismissed';
  /** selfReferral, ownershipTransfer: the company concerned, and what happened. */
  companyId?: string;
  note?: string;
}

/** Collection and document names of the programme, in one place. */
export const programmeCollections = {
  settings: 'affiliateProgramme',
  settingsDoc: 'settings',
  applications: 'affiliateApplications',
  ledger: 'affiliateLedger',
  payouts: 'affiliatePayouts',
  payoutBatches: 'affiliatePayoutBatches',
  flags: 'affiliateFlags',
} as const;
