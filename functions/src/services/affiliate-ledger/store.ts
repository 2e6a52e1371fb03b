import type { Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import {
  ledgerEntryDocSchema,
  programmeCollections,
  type LedgerEntryDoc,
} from '../../contracts/affiliate-programme';
import { zodConverter } from '../../lib/converters';
import type { SkipReason } from './commission';

/** The ledger's collections: the shared ledger, and three of its own (closed to clients but the skips). */
export const ledgerCollections = {
  ledger: programmeCollections.ledger,
  /** affiliateLedgerCompanies/{companyId}: when a referred company first earned a commission. */
  companies: 'affiliateLedgerCompanies',
  /** affiliateLedgerPending/{entryId}: a refund or dispute that arrived before its commission. */
  pending: 'affiliateLedgerPending',
  /** affiliateLedgerSkips/{invoiceId}: a referred company's invoice that earned nothing, and why. */
  skips: 'affiliateLedgerSkips',
  /** affiliateLedgerUsers/{referredUid}: a referred person's first commission (flat: once each). */
  users: 'affiliateLedgerUsers',
  /**
   * affiliateLedgerAffiliates/{affiliateUid}: the affiliate's paying referrals, counted in the
   * commission's transaction (volume tiers read it there, so two invoices cannot both be the 10th).
   */
  affiliates: 'affiliateLedgerAffiliates',
} as const;

export const ledgerRef = (db: Firestore) => db.collection(ledgerCollections.ledger);
export const entryRef = (db: Firestore, id: string) => ledgerRef(db).doc(id);
export const companyStateRef = (db: Firestore, companyId: string) =>
  db.collection(ledgerCollections.companies).doc(companyId);
export const referredUserStateRef = (db: Firestore, referredUid: string) =>
  db.collection(ledgerCollections.users).doc(referredUid);
export const affiliateStateRef = (db: Firestore, affiliateUid: string) =>
  db.collection(ledgerCollections.affiliates).doc(affiliateUid);
export const pendingRef = (db: Firestore, id: string) =>
  db.collection(ledgerCollections.pending).doc(id);
export const skipRef = (db: Firestore, invoiceId: string) =>
  db.collection(ledgerCollections.skips).doc(invoiceId);

export const invoiceEntryId = (invoiceId: string) => `inv_${invoiceId}`;
export const refundEntryId = (refundId: string) => `ref_${refundId}`;
export const disputeEntryId = (disputeId: string) => `dsp_${disputeId}`;
/** A won dispute gives the reversed commission back. */
export const disputeWonEntryId = (disputeId: string) => `dsp_${disputeId}_won`;

/** affiliateLedgerCompanies/{companyId}: a referred company's first commission. */
export const companyStateDocSchema = z.object({
  affiliateUid: z.string(),
  referredUid: z.string(),
  /** When the first commissioned invoice was paid (ms): recurring commissions count from here. */
  firstCommissionAt: z.number(),
  firstInvoiceId: z.string(),
});
export type CompanyStateDoc = z.infer<typeof companyStateDocSchema>;

/**
 * affiliateLedgerAffiliates/{affiliateUid}: `payingReferrals` = the referred companies whose first
 * commission this affiliate earned (the affiliateLedgerCompanies documents naming them). Only
 * grows: a refund does not take a paying referral back.
 */
export const affiliateStateDocSchema = z.object({
  payingReferrals: z.number().int().min(0),
  updatedAt: z.number(),
});
export type AffiliateStateDoc = z.infer<typeof affiliateStateDocSchema>;

/** The first commission a referred person earned an affiliate, through whichever company. */
export interface ReferredUserStateDoc {
  affiliateUid: string;
  firstCommissionAt: number;
  firstCompanyId: string;
  firstInvoiceId: string;
}

/** A reversal waiting for its commission (out-of-order delivery); settled when it arrives. */
export const pendingReversalDocSchema = z.object({
  kind: z.enum(['refund', 'dispute']),
  invoiceId: z.string().nullable(),
  chargeId: z.string().nullable(),
  paymentIntentId: z.string().nullable(),
  grossCents: z.number(),
  refundId: z.string().nullable(),
  disputeId: z.string().nullable(),
  eventId: z.string(),
  createdAt: z.number(),
  /** Set when the commission arrived and the entry was written, or the dispute was won first. */
  resolvedAt: z.number().nullable(),
  resolution: z.enum(['applied', 'disputeWon']).nullable(),
});
export type PendingReversalDoc = z.infer<typeof pendingReversalDocSchema>;

export interface SkipDoc {
  affiliateUid: string;
  companyId: string;
  referredUid: string;
  invoiceId: string;
  reason: SkipReason;
  eventId: string;
  createdAt: number;
}

export type StoredEntry = LedgerEntryDoc & { id: string };

export const ledgerEntryConverter = zodConverter(ledgerEntryDocSchema, 'affiliate ledger entry');
export const companyStateConverter = zodConverter(companyStateDocSchema, 'ledger company state');
export const affiliateStateConverter = zodConverter(
  affiliateStateDocSchema,
  'ledger affiliate state',
);
export const pendingReversalConverter = zodConverter(
  pendingReversalDocSchema,
  'pending ledger reversal',
);
