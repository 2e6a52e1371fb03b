import type { ProgrammeSettings, RateOverride } from '../../contracts/affiliate-programme';
import type { CommissionRule } from '../../contracts/commission-rules';
import { percentageRule, type PercentageTerms, type RateContext } from './commission-rule';

/** Pure rules of the ledger: terms, the commission of one invoice, reversals, emails. */

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `currency`: the programme's, which a flat amount is in. `rateFromOverride` /
 * `flatFromOverride`: the affiliate's override set the rate / the flat amount or type.
 */
export type CommissionTerms = Pick<
  ProgrammeSettings,
  'commissionType' | 'ratePercent' | 'flatAmountCents' | 'recurringMonths' | 'holdDays' | 'currency'
> &
  PercentageTerms & { flatFromOverride: boolean };

/**
 * The programme's terms with the affiliate's override (absent override fields: the programme's).
 * Plan rates and tiers are the programme's; an override's rate wins over both (commission-rule.ts).
 */
export function termsFor(
  settings: ProgrammeSettings,
  override: RateOverride | null | undefined,
): CommissionTerms {
  const pick = <K extends keyof RateOverride>(key: K) =>
    override?.[key] === undefined ? settings[key] : (override[key] as ProgrammeSettings[K]);
  return {
    commissionType: pick('commissionType'),
    ratePercent: pick('ratePercent'),
    flatAmountCents: pick('flatAmountCents'),
    recurringMonths: pick('recurringMonths'),
    holdDays: settings.holdDays,
    currency: settings.currency,
    rateFromOverride: override?.ratePercent !== undefined,
    flatFromOverride:
      override?.commissionType === 'flat' || override?.flatAmountCents !== undefined,
    planRates: settings.planRates,
    rateTiers: settings.rateTiers,
  };
}

/** `months` calendar months after `from` (UTC; Jan 31 + 1 month is the end of February). */
export function addMonths(from: number, months: number): number {
  const date = new Date(from);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.getTime();
}

export const SKIP_REASONS = [
  'nothingPaid',
  'affiliateNotApproved',
  'selfReferral',
  'flatAlreadyEarned',
  'recurringEnded',
  'zeroAmount',
] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

/**
 * A commission is `amountCents` minor units of `currency` (lower-case ISO 4217), decided by
 * `rule` (recorded on the entry).
 */
export type CommissionDecision =
  | { kind: 'commission'; amountCents: number; currency: string; rule: CommissionRule }
  | { kind: 'skip'; reason: SkipReason };

/**
 * The commission of one paid invoice of a referred company: the one place that decides what an
 * invoice earns, in which currency and by which rule. `base` is in minor
 * units of `currency`, the invoice's, exactly as the provider gave them. `firstCommissionAt`:
 * when the company's first commissioned invoice was paid (null: this is the first).
 * `referredEarnedBefore`: the referred user already earned the affiliate a commission (through
 * any company).
 * - Percentage: of the base (paid, without tax), in the invoice's currency and minor units (a
 *   JPY invoice earns whole yen), while within `recurringMonths` of the company's first (null:
 *   for life), at the rate percentageRule picks (override, else plan or programme, raised by a
 *   tier the affiliate's paying referrals reach).
 * - Flat: `flatAmountCents` of the programme's currency (`terms.currency`) whatever the invoice's,
 *   once per referred user, on their first paid invoice: a second company of the same person is
 *   not a second referral.
 */
export function decideCommission(input: {
  terms: CommissionTerms;
  base: number;
  /** The invoice's currency, lower-case ISO 4217. */
  currency: string;
  paidAt: number;
  firstCommissionAt: number | null;
  referredEarnedBefore?: boolean;
  /** The invoice's plan and the affiliate's paying referrals (this company included). */
  rates: RateContext;
}): CommissionDecision {
  const { terms, base, paidAt, firstCommissionAt, rates } = input;
  if (base <= 0) return { kind: 'skip', reason: 'nothingPaid' };
  if (terms.commissionType === 'flat') {
    if (firstCommissionAt !== null || input.referredEarnedBefore === true) {
      return { kind: 'skip', reason: 'flatAlreadyEarned' };
    }
    const rule: CommissionRule = {
      source: terms.flatFromOverride ? 'override' : 'programme',
      commissionType: 'flat',
      flatAmountCents: terms.flatAmountCents,
      planId: rates.planId,
      ...(rates.planName === undefined ? {} : { planName: rates.planName }),
      payingReferrals: rates.payingReferrals,
    };
    return terms.flatAmountCents > 0
      ? { kind: 'commission', amountCents: terms.flatAmountCents, currency: terms.currency, rule }
      : { kind: 'skip', reason: 'zeroAmount' };
  }
  if (
    firstCommissionAt !== null &&
    terms.recurringMonths !== null &&
    paidAt >= addMonths(firstCommissionAt, terms.recurringMonths)
  ) {
    return { kind: 'skip', reason: 'recurringEnded' };
  }
  const rule = percentageRule(terms, rates);
  const amountCents = Math.round((base * (rule.ratePercent ?? 0)) / 100);
  return amountCents > 0
    ? { kind: 'commission', amountCents, currency: input.currency.toLowerCase(), rule }
    : { kind: 'skip', reason: 'zeroAmount' };
}

/**
 * The (negative) entry reversing `reversedGross` of an invoice of `commissionGross` paid: the same
 * share of the commission, never more than what is left of it (`netLeft`: the commission plus
 * the reversals already written for that invoice).
 */
export function reversalCents(input: {
  commissionCents: number;
  commissionGross: number;
  reversedGross: number;
  netLeft: number;
}): number {
  const { commissionCents, commissionGross, reversedGross, netLeft } = input;
  if (netLeft <= 0 || reversedGross <= 0) return 0;
  const share =
    commissionGross > 0
      ? Math.round((commissionCents * Math.min(reversedGross, commissionGross)) / commissionGross)
      : commissionCents;
  return -Math.min(share, netLeft);
}

const GMAIL = new Set(['gmail.com', 'googlemail.com']);

/**
 * An address as a mailbox: lower case, without a `+tag`; for Gmail also without dots (Gmail
 * ignores them) and googlemail.com as gmail.com. Only for comparing, never stored.
 */
export function normaliseEmail(email: string | null | undefined): string | null {
  const trimmed = email?.trim().toLowerCase();
  if (!trimmed) return null;
  const at = trimmed.lastIndexOf('@');
  if (at <= 0) return trimmed;
  let local = trimmed.slice(0, at).split('+')[0] ?? '';
  let domain = trimmed.slice(at + 1);
  if (GMAIL.has(domain)) {
    local = local.replace(/\./g, '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}

/** A person on the referred side: the referred user, or an owner or admin of the company. */
export interface ReferredPerson {
  uid: string;
  /** Their addresses as the company and Auth know them (either may be stale or missing). */
  emails: (string | null | undefined)[];
}

/**
 * Self-referral: the affiliate is, or shares a mailbox with, anyone who runs the referred
 * company (its referred user, every owner and every admin). The affiliate's mailboxes are their
 * account's address and their payout address. Returns why, or null.
 */
export function selfReferralReason(input: {
  affiliateUid: string;
  affiliateEmails: (string | null | undefined)[];
  people: ReferredPerson[];
}): string | null {
  if (input.people.some((p) => p.uid === input.affiliateUid)) {
    return 'The affiliate is the referred user, an owner or an admin of the company.';
  }
  const mine = new Set(input.affiliateEmails.map(normaliseEmail).filter((e) => e !== null));
  if (mine.size === 0) return null;
  const shared = input.people.some((p) =>
    p.emails.some((email) => {
      const normalised = normaliseEmail(email);
      return normalised !== null && mine.has(normalised);
    }),
  );
  return shared
    ? "An owner's, admin's or the referred user's email is the affiliate's own or payout email."
    : null;
}

/** The next payout day (00:00 UTC of `dayOfMonth`) after `now`. */
export function nextPayoutDate(now: number, dayOfMonth: number): number {
  const date = new Date(now);
  const thisMonth = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), dayOfMonth);
  return thisMonth > now
    ? thisMonth
    : Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, dayOfMonth);
}

export type EntryStatus = 'pending' | 'payable' | 'paid' | 'held';

/** An entry's state for the affiliate: paid (in a payout), held (a reason), pending (on hold), payable. */
export function entryStatus(
  entry: { payoutId?: string | null; heldReason?: string | null; availableAt: number },
  now: number,
): EntryStatus {
  if (entry.payoutId) return 'paid';
  if (entry.heldReason) return 'held';
  return entry.availableAt > now ? 'pending' : 'payable';
}
