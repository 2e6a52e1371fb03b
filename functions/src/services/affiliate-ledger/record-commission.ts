import { getAuth } from 'firebase-admin/auth';
import type { Firestore, Query, QuerySnapshot, Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { programmeCollections } from '../../contracts/affiliate-programme';
import { companyReferralRef } from '../affiliate/company-referral';
import { affiliateConverter, collections as affiliateCollections } from '../affiliate/store';
import { readProgrammeSettings } from '../affiliate-programme/settings';
import { companyOfCustomer } from '../billing/store';
import { companyConverter, companyRef } from '../companies/store';
import { decideCommission, selfReferralReason, termsFor, type SkipReason } from './commission';
import {
  commissionEntry,
  companyStateChange,
  openFlag,
  reversalsAgainst,
} from './ledger-documents';
import type { LedgerDeps, LedgerEvent, LedgerOutcome, PaymentKeys } from './ledger-events';
import { referralOfCompany, referredSide } from './referred-side';
import { invoicePlan } from './invoice-plan';
import {
  affiliateStateConverter,
  affiliateStateRef,
  companyStateConverter,
  companyStateRef,
  entryRef,
  invoiceEntryId,
  ledgerCollections,
  pendingReversalConverter,
  referredUserStateRef,
  skipRef,
  type ReferredUserStateDoc,
  type SkipDoc,
} from './store';
import type { PaidInvoice } from './stripe-money';

/** The pending reversal markers that may belong to a payment (by invoice, charge or intent). */
function pendingQueries(db: Firestore, keys: PaymentKeys) {
  const pending = db.collection(ledgerCollections.pending).withConverter(pendingReversalConverter);
  return [
    keys.invoiceId ? pending.where('invoiceId', '==', keys.invoiceId) : null,
    keys.chargeId ? pending.where('chargeId', '==', keys.chargeId) : null,
    keys.paymentIntentId ? pending.where('paymentIntentId', '==', keys.paymentIntentId) : null,
  ];
}

/** Every document the queries found, once each (several queries may find one document). */
async function allOnce<T>(tx: Transaction, queries: (Query<T> | null)[]) {
  const snaps: (QuerySnapshot<T> | null)[] = await Promise.all(
    queries.map((q) => (q ? tx.get(q) : Promise.resolve(null))),
  );
  return [...new Map(snaps.flatMap((s) => s?.docs ?? []).map((d) => [d.id, d])).values()];
}

/**
 * The affiliate's paying referrals before their counter existed: the companies whose first
 * commission they earned (affiliateLedgerCompanies), counted once, then kept by the counter.
 */
async function countPayingReferrals(db: Firestore, tx: Transaction, affiliateUid: string) {
  const query = db
    .collection(ledgerCollections.companies)
    .where('affiliateUid', '==', affiliateUid)
    .count();
  return (await tx.get(query)).data().count;
}

/**
 * A paid invoice: the commission of the company's frozen referral (never its current owner's:
 * a transfer moves no commission), decided by the programme's terms, or a recorded skip; plus
 * the refunds and disputes that arrived before it, reversed against it now.
 */
export async function recordCommission(
  event: LedgerEvent,
  invoice: PaidInvoice,
  deps: LedgerDeps,
): Promise<LedgerOutcome> {
  const { db, now } = deps;
  const id = invoiceEntryId(invoice.invoiceId);
  if ((await entryRef(db, id).get()).exists) return 'duplicate';

  const companyId =
    invoice.companyId ??
    (invoice.customerId ? await companyOfCustomer(db, invoice.customerId) : null);
  const company = companyId
    ? (await companyRef(db, companyId).withConverter(companyConverter).get()).data()
    : undefined;
  if (!companyId || !company) {
    logger.warn('affiliate ledger: a paid invoice of no company we know', {
      eventId: event.id,
      invoiceId: invoice.invoiceId,
    });
    return 'unknown-company';
  }
  const { referral, stored } = await referralOfCompany(db, companyId, company.ownerUid, now);
  const referralRef = companyReferralRef(db, companyId);
  const { affiliateUid, referredUid } = referral;
  if (affiliateUid === null) {
    if (!stored) await referralRef.create(referral).catch(() => undefined);
    return 'not-referred';
  }
  // Outside the transaction: Auth is not Firestore, and none of this moves money by itself.
  const side = await referredSide(db, deps.auth ?? getAuth(), {
    companyId,
    referredUid,
    affiliateUid,
  });
  const paidAt = invoice.paidAt ?? event.created * 1000;
  const plan = await invoicePlan(db, invoice);

  return db.runTransaction(async (tx) => {
    const ref = entryRef(db, id);
    const stateRef = companyStateRef(db, companyId);
    const userStateRef = referredUserStateRef(db, referredUid);
    const flags = db.collection(programmeCollections.flags);
    const flagRef = flags.doc(`selfReferral_${affiliateUid}_${companyId}`);
    const [entrySnap, skipSnap, affiliateSnap, stateSnap, userStateSnap, flagSnap, referralSnap] =
      await Promise.all([
        tx.get(ref),
        tx.get(skipRef(db, invoice.invoiceId)),
        tx.get(
          db
            .collection(affiliateCollections.affiliates)
            .doc(affiliateUid)
            .withConverter(affiliateConverter),
        ),
        tx.get(stateRef.withConverter(companyStateConverter)),
        tx.get(userStateRef),
        tx.get(flagRef),
        tx.get(referralRef),
      ]);
    const settings = await readProgrammeSettings(db, tx);
    // The rule in force now: settings and the paying-referral count are read in this transaction,
    // so a concurrent invoice that changes either makes one of the two retry.
    const affiliateState = await tx.get(
      affiliateStateRef(db, affiliateUid).withConverter(affiliateStateConverter),
    );
    const payingBefore = affiliateState.exists
      ? (affiliateState.data()?.payingReferrals ?? 0)
      : await countPayingReferrals(db, tx, affiliateUid);
    const pending = await allOnce(tx, pendingQueries(db, invoice));
    const open = pending.filter((d) => d.get('resolvedAt') == null);
    const openEntries = await Promise.all(open.map((d) => tx.get(entryRef(db, d.id))));
    if (entrySnap.exists || skipSnap.exists) return 'duplicate';
    if (!referralSnap.exists) tx.set(referralRef, referral);
    else if (referralSnap.get('affiliateUid') !== affiliateUid) {
      // Frozen by a concurrent first invoice with another answer: the webhook retries the event.
      throw new Error('The company referral changed while the invoice was being recorded.');
    }

    const skip = (reason: SkipReason): LedgerOutcome => {
      // A $0 invoice (a trial) is not worth a record.
      if (reason === 'nothingPaid') return 'skipped';
      const doc: SkipDoc = {
        affiliateUid,
        companyId,
        referredUid,
        invoiceId: invoice.invoiceId,
        reason,
        eventId: event.id,
        createdAt: now,
      };
      tx.set(skipRef(db, invoice.invoiceId), doc);
      return 'skipped';
    };

    const affiliate = affiliateSnap.data();
    if (!affiliate || affiliate.status !== 'approved') return skip('affiliateNotApproved');
    const selfReferral = selfReferralReason({
      affiliateUid,
      affiliateEmails: [affiliate.payoutEmail, side.affiliateAuthEmail],
      people: side.people,
    });
    if (selfReferral) {
      logger.warn('affiliate ledger: self-referral, no commission', {
        affiliateUid,
        companyId,
        invoiceId: invoice.invoiceId,
      });
      if (!flagSnap.exists) {
        tx.set(flagRef, openFlag('selfReferral', affiliateUid, companyId, selfReferral, now));
      }
      return skip('selfReferral');
    }

    const state = stateSnap.data();
    const terms = termsFor(settings, affiliate.rateOverride);
    const decision = decideCommission({
      terms,
      base: invoice.base,
      currency: invoice.currency,
      paidAt,
      firstCommissionAt: state?.firstCommissionAt ?? null,
      referredEarnedBefore:
        userStateSnap.exists && userStateSnap.get('firstInvoiceId') !== invoice.invoiceId,
      rates: { ...plan, payingReferrals: payingBefore + (state ? 0 : 1) },
    });
    if (decision.kind === 'skip') return skip(decision.reason);

    const entry = commissionEntry({
      affiliateUid,
      referredUid,
      companyId,
      companyName: company.name,
      invoice,
      amountCents: decision.amountCents,
      currency: decision.currency,
      rule: decision.rule,
      referredEmailVerified: side.referred?.emailVerified === true,
      holdDays: settings.holdDays,
      eventId: event.id,
      now,
    });
    tx.set(ref, entry);
    if (!userStateSnap.exists) {
      const first: ReferredUserStateDoc = {
        affiliateUid,
        firstCommissionAt: paidAt,
        firstCompanyId: companyId,
        firstInvoiceId: invoice.invoiceId,
      };
      tx.set(userStateRef, first);
    }
    const change = companyStateChange(state, {
      affiliateUid,
      referredUid,
      paidAt,
      invoiceId: invoice.invoiceId,
    });
    if (change?.kind === 'create') tx.set(stateRef, change.doc);
    else if (change?.kind === 'update') tx.update(stateRef, change.fields);
    const payingAfter = payingBefore + (change?.kind === 'create' ? 1 : 0);
    if (!affiliateState.exists || payingAfter !== payingBefore) {
      tx.set(affiliateStateRef(db, affiliateUid), { payingReferrals: payingAfter, updatedAt: now });
    }

    // Refunds and disputes that arrived first: reversed now, against this commission.
    const unreversed = open.filter((_, i) => !openEntries[i]?.exists);
    const reversals = reversalsAgainst({
      commission: entry,
      commissionGross: invoice.amountPaid,
      reversals: unreversed.map((marker) => {
        const data = marker.data();
        return {
          entryId: marker.id,
          kind: data.kind,
          grossCents: data.grossCents,
          refundId: data.refundId,
          disputeId: data.disputeId,
          chargeId: data.chargeId,
        };
      }),
      netLeft: entry.amountCents,
      eventId: event.id,
      now,
      chargeId: null,
    });
    for (const { entryId, entry: reversal } of reversals) tx.set(entryRef(db, entryId), reversal);
    for (const marker of unreversed) {
      tx.update(marker.ref, {
        resolvedAt: now,
        resolution: 'applied',
        invoiceId: invoice.invoiceId,
      });
    }
    return 'commission';
  });
}
