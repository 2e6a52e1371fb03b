import { getAuth, type Auth } from 'firebase-admin/auth';
import type {
  DocumentSnapshot,
  Firestore,
  Query,
  QueryDocumentSnapshot,
  QuerySnapshot,
  Transaction,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type Stripe from 'stripe';
import {
  LEDGER_CURRENCY,
  programmeCollections,
  type AffiliateFlagDoc,
  type LedgerEntryDoc,
  type LedgerKind,
} from '../../contracts/affiliate-programme';
import { affiliateConverter, collections as affiliateCollections } from '../affiliate/store';
import { dayKey } from '../affiliate/visit-fields';
import { readProgrammeSettings } from '../affiliate-programme/settings';
import { billingCollections } from '../billing/store';
import { companyReferralRef } from '../affiliate/company-referral';
import { companyConverter, companyRef } from '../companies/store';
import {
  DAY_MS,
  decideCommission,
  reversalCents,
  selfReferralReason,
  termsFor,
  type SkipReason,
} from './commission';
import {
  companyStateConverter,
  companyStateRef,
  disputeEntryId,
  disputeWonEntryId,
  entryRef,
  invoiceEntryId,
  ledgerCollections,
  ledgerEntryConverter,
  ledgerRef,
  pendingRef,
  pendingReversalConverter,
  referredUserStateRef,
  refundEntryId,
  skipRef,
  type CompanyStateDoc,
  type PendingReversalDoc,
  type ReferredUserStateDoc,
  type SkipDoc,
} from './store';
import { referralOfCompany, referredSide } from './referred-side';
import {
  paidInvoiceOf,
  stripeChargeSchema,
  stripeDisputeSchema,
  stripeInvoiceSchema,
  type PaidInvoice,
} from './stripe-money';
import { loggableError } from '../../lib/loggable-error';

/**
 * The ledger side of the billing webhook: commissions from paid invoices, and their reversal on
 * refunds and disputes. Called by services/billing/webhook.ts after the signature is verified.
 *
 * Idempotent under repeated and out-of-order delivery: every entry has the id of what caused it
 * (`inv_{invoiceId}`, `ref_{refundId}`, `dsp_{disputeId}`, `dsp_{disputeId}_won`) and is created
 * in a transaction only when absent. A refund or dispute that arrives before its invoice's
 * commission is stored in affiliateLedgerPending and settled in the transaction that writes the
 * commission (so the reversal is computed against the commission actually earned, or not at all
 * when the invoice earned nothing).
 */

export const LEDGER_EVENTS: ReadonlySet<string> = new Set([
  'invoice.paid',
  // Stripe sends both for a paid invoice; both name the invoice, so one commission results.
  'invoice.payment_succeeded',
  'charge.refunded',
  'charge.dispute.created',
  'charge.dispute.closed',
]);

export type LedgerOutcome =
  | 'commission'
  | 'skipped'
  | 'not-referred'
  | 'reversed'
  | 'reversal-pending'
  | 'nothing-to-reverse'
  | 'unknown-company'
  | 'duplicate'
  | 'ignored';

export interface LedgerDeps {
  db: Firestore;
  now: number;
  /** Stripe mode: finds the invoice of a payment when the event does not name it. */
  stripe?: Stripe | null;
  /** Auth (the referred owner's email and verification); the default app's when absent. */
  auth?: Auth;
}

interface LedgerEvent {
  id: string;
  type: string;
  /** Seconds. */
  created: number;
  data: { object: unknown };
}

/** Applies one verified event; null when its object does not parse (the webhook answers 400). */
export async function applyLedgerEvent(
  event: LedgerEvent,
  deps: LedgerDeps,
): Promise<LedgerOutcome | null> {
  switch (event.type) {
    case 'invoice.paid':
    case 'invoice.payment_succeeded': {
      const invoice = stripeInvoiceSchema.safeParse(event.data.object);
      if (!invoice.success) return null;
      return recordCommission(event, paidInvoiceOf(invoice.data), deps);
    }
    case 'charge.refunded': {
      const charge = stripeChargeSchema.safeParse(event.data.object);
      if (!charge.success) return null;
      const c = charge.data;
      const listed = c.refunds?.data.filter(
        (r) => r.status !== 'failed' && r.status !== 'canceled',
      );
      const refunds: Reversal[] | 'cumulative' =
        listed && listed.length > 0
          ? listed.map((r) => ({
              entryId: refundEntryId(r.id),
              kind: 'refund',
              grossCents: r.amount,
              refundId: r.id,
              disputeId: null,
            }))
          : 'cumulative';
      return recordReversals(
        event,
        { invoiceId: c.invoice ?? null, chargeId: c.id, paymentIntentId: c.payment_intent ?? null },
        refunds,
        c.amount_refunded,
        deps,
      );
    }
    case 'charge.dispute.created': {
      const dispute = stripeDisputeSchema.safeParse(event.data.object);
      if (!dispute.success) return null;
      const d = dispute.data;
      return recordReversals(
        event,
        { invoiceId: null, chargeId: d.charge, paymentIntentId: d.payment_intent ?? null },
        [
          {
            entryId: disputeEntryId(d.id),
            kind: 'dispute',
            grossCents: d.amount,
            refundId: null,
            disputeId: d.id,
          },
        ],
        0,
        deps,
      );
    }
    case 'charge.dispute.closed': {
      const dispute = stripeDisputeSchema.safeParse(event.data.object);
      if (!dispute.success) return null;
      return dispute.data.status === 'won'
        ? recordDisputeWon(event, dispute.data.id, deps)
        : 'ignored';
    }
    default:
      return 'ignored';
  }
}

/** The company whose subscription mirror holds this Stripe customer. */
async function companyOfCustomer(db: Firestore, customerId: string): Promise<string | null> {
  const snap = await db
    .collectionGroup(billingCollections.billing)
    .where('customerId', '==', customerId)
    .limit(1)
    .get();
  return snap.docs[0]?.ref.parent.parent?.id ?? null;
}

/** Gathers snapshots by id (several queries may return one document). */
function byId<T>(...snaps: (QuerySnapshot<T> | null)[]): Map<string, QueryDocumentSnapshot<T>> {
  const map = new Map<string, QueryDocumentSnapshot<T>>();
  for (const snap of snaps) for (const doc of snap?.docs ?? []) map.set(doc.id, doc);
  return map;
}

function pendingQueries(
  db: Firestore,
  keys: { invoiceId: string | null; chargeId: string | null; paymentIntentId: string | null },
) {
  const pending = db.collection(ledgerCollections.pending).withConverter(pendingReversalConverter);
  return [
    keys.invoiceId ? pending.where('invoiceId', '==', keys.invoiceId) : null,
    keys.chargeId ? pending.where('chargeId', '==', keys.chargeId) : null,
    keys.paymentIntentId ? pending.where('paymentIntentId', '==', keys.paymentIntentId) : null,
  ];
}

async function getAll<T>(tx: Transaction, queries: (Query<T> | null)[]) {
  return Promise.all(queries.map((q) => (q ? tx.get(q) : Promise.resolve(null))));
}

/** Sum of amounts of entries (the net still owed for an invoice). */
const net = (entries: Iterable<DocumentSnapshot>) => {
  let sum = 0;
  for (const doc of entries) {
    const amount = doc.get('amountCents') as unknown;
    if (typeof amount === 'number') sum += amount;
  }
  return sum;
};

async function recordCommission(
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
  // The company's frozen referral, never its current owner's: a transfer moves no commission.
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

  return db.runTransaction(async (tx) => {
    const ref = entryRef(db, id);
    const stateRef = companyStateRef(db, companyId);
    const userStateRef = referredUserStateRef(db, referredUid);
    const affiliateRef = db.collection(affiliateCollections.affiliates).doc(affiliateUid);
    const flagRef = db
      .collection(programmeCollections.flags)
      .doc(`selfReferral_${affiliateUid}_${companyId}`);
    const foreignFlagRef = db
      .collection(programmeCollections.flags)
      .doc(`foreignCurrency_${affiliateUid}_${companyId}`);
    const [
      entrySnap,
      skipSnap,
      affiliateSnap,
      stateSnap,
      userStateSnap,
      flagSnap,
      referralSnap,
      foreignFlagSnap,
    ] = await Promise.all([
      tx.get(ref),
      tx.get(skipRef(db, invoice.invoiceId)),
      tx.get(affiliateRef.withConverter(affiliateConverter)),
      tx.get(stateRef.withConverter(companyStateConverter)),
      tx.get(userStateRef),
      tx.get(flagRef),
      tx.get(referralRef),
      tx.get(foreignFlagRef),
    ]);
    const settings = await readProgrammeSettings(db, tx);
    const pending = byId(...(await getAll(tx, pendingQueries(db, invoice))));
    const open = [...pending.values()].filter((d) => d.get('resolvedAt') == null);
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
        const flag: AffiliateFlagDoc = {
          affiliateUid,
          kind: 'selfReferral',
          day: dayKey(now),
          count: 1,
          createdAt: now,
          status: 'open',
          companyId,
          note: selfReferral,
        };
        tx.set(flagRef, flag);
      }
      return skip('selfReferral');
    }

    const state = stateSnap.data();
    const terms = termsFor(settings, affiliate.rateOverride);
    const decision = decideCommission({
      terms,
      base: invoice.base,
      paidAt,
      firstCommissionAt: state?.firstCommissionAt ?? null,
      referredEarnedBefore:
        userStateSnap.exists && userStateSnap.get('firstInvoiceId') !== invoice.invoiceId,
    });
    if (decision.kind === 'skip') return skip(decision.reason);

    // Another currency than the ledger's: a percentage is taken in the invoice's own minor units
    // (a flat amount is the programme's dollars) and the entry is held for review, so it is
    // never paid nor added to a dollar total (a KRW invoice read as cents would pay ~13x).
    const foreign = invoice.currency !== LEDGER_CURRENCY;
    const entry: LedgerEntryDoc = {
      affiliateUid,
      kind: 'commission',
      amountCents: decision.amountCents,
      currency: foreign && terms.commissionType !== 'flat' ? invoice.currency : LEDGER_CURRENCY,
      companyId,
      referredUid,
      invoiceId: invoice.invoiceId,
      eventId: event.id,
      createdAt: now,
      availableAt: now + settings.holdDays * DAY_MS,
      payoutId: null,
      heldReason: foreign
        ? 'currencyReview'
        : side.referred?.emailVerified === true
          ? null
          : 'emailUnverified',
      companyName: company.name,
      invoiceAmountCents: invoice.base,
      invoiceCurrency: invoice.currency,
      grossCents: invoice.amountPaid,
      chargeId: invoice.chargeId,
      paymentIntentId: invoice.paymentIntentId,
      refundId: null,
      disputeId: null,
    };
    tx.set(ref, entry);
    if (foreign && !foreignFlagSnap.exists) {
      const flag: AffiliateFlagDoc = {
        affiliateUid,
        kind: 'foreignCurrency',
        day: dayKey(now),
        count: 1,
        createdAt: now,
        status: 'open',
        companyId,
        note: `An invoice in ${invoice.currency.toUpperCase()} earned a commission that is held: the ledger pays in ${LEDGER_CURRENCY.toUpperCase()} only. Settle it by hand.`,
      };
      tx.set(foreignFlagRef, flag);
    }
    if (!userStateSnap.exists) {
      const first: ReferredUserStateDoc = {
        affiliateUid,
        firstCommissionAt: paidAt,
        firstCompanyId: companyId,
        firstInvoiceId: invoice.invoiceId,
      };
      tx.set(userStateRef, first);
    }
    if (!state) {
      const first: CompanyStateDoc = {
        affiliateUid,
        referredUid,
        firstCommissionAt: paidAt,
        firstInvoiceId: invoice.invoiceId,
      };
      tx.set(stateRef, first);
    } else if (paidAt < state.firstCommissionAt) {
      // An earlier invoice delivered late: the recurring window counts from the earliest payment.
      // Commissions already granted that now fall outside it stay (they were due when written);
      // only invoices decided from here on see the earlier start.
      tx.update(stateRef, { firstCommissionAt: paidAt, firstInvoiceId: invoice.invoiceId });
    }

    // Refunds and disputes that arrived first: reversed now, against this commission.
    let left = entry.amountCents;
    open.forEach((marker, i) => {
      const data = marker.data();
      if (openEntries[i]?.exists) return;
      const amount = reversalCents({
        commissionCents: entry.amountCents,
        commissionGross: invoice.amountPaid,
        reversedGross: data.grossCents,
        netLeft: left,
      });
      if (amount < 0) {
        left += amount;
        tx.set(
          entryRef(db, marker.id),
          reversalEntry(entry, data, amount, event.id, now, data.chargeId),
        );
      }
      tx.update(marker.ref, {
        resolvedAt: now,
        resolution: 'applied',
        invoiceId: invoice.invoiceId,
      });
    });
    return 'commission';
  });
}

interface Reversal {
  entryId: string;
  kind: 'refund' | 'dispute';
  grossCents: number;
  refundId: string | null;
  disputeId: string | null;
}

function reversalEntry(
  commission: LedgerEntryDoc,
  reversal: Pick<Reversal, 'kind' | 'grossCents' | 'refundId' | 'disputeId'>,
  amountCents: number,
  eventId: string,
  now: number,
  chargeId: string | null,
): LedgerEntryDoc {
  const kind: LedgerKind = reversal.kind;
  return {
    affiliateUid: commission.affiliateUid,
    kind,
    amountCents,
    currency: commission.currency,
    companyId: commission.companyId,
    referredUid: commission.referredUid,
    invoiceId: commission.invoiceId,
    eventId,
    createdAt: now,
    // A reversal is owed back at once: it nets into the next payout, paid or not. One of a
    // commission held for its currency stays held with it.
    availableAt: now,
    payoutId: null,
    heldReason: commission.heldReason === 'currencyReview' ? 'currencyReview' : null,
    companyName: commission.companyName ?? '',
    invoiceAmountCents: commission.invoiceAmountCents ?? 0,
    grossCents: reversal.grossCents,
    // The reversed payment (cumulative refunds are counted per charge).
    chargeId: chargeId ?? commission.chargeId ?? null,
    paymentIntentId: commission.paymentIntentId ?? null,
    refundId: reversal.refundId,
    disputeId: reversal.disputeId,
    note: reversal.kind === 'refund' ? 'Refunded' : 'Disputed',
  };
}

/**
 * The invoice a payment belongs to: named by the event (older API versions), else the
 * commission that recorded the payment, else (Stripe mode) Stripe's invoice payments.
 */
async function invoiceOfPayment(
  keys: { invoiceId: string | null; chargeId: string | null; paymentIntentId: string | null },
  deps: LedgerDeps,
): Promise<string | null> {
  if (keys.invoiceId) return keys.invoiceId;
  const ledger = ledgerRef(deps.db).where('kind', '==', 'commission');
  for (const [field, value] of [
    ['chargeId', keys.chargeId],
    ['paymentIntentId', keys.paymentIntentId],
  ] as const) {
    if (!value) continue;
    const snap = await ledger.where(field, '==', value).limit(1).get();
    const invoiceId = snap.docs[0]?.get('invoiceId') as unknown;
    if (typeof invoiceId === 'string') return invoiceId;
  }
  if (deps.stripe && keys.paymentIntentId) {
    try {
      const payments = await deps.stripe.invoicePayments.list({
        payment: { type: 'payment_intent', payment_intent: keys.paymentIntentId },
        limit: 1,
      });
      const invoice = payments.data[0]?.invoice;
      if (invoice) return typeof invoice === 'string' ? invoice : (invoice.id ?? null);
    } catch (error) {
      logger.warn('affiliate ledger: could not look up the invoice of a payment', {
        error: loggableError(error),
      });
    }
  }
  return null;
}

/**
 * Refunds (each listed refund, or the cumulative `amountRefunded` less what was already
 * reversed for the charge) and disputes: a negative entry, the same share of the commission as
 * of the invoice, capped by what is left of it. Without a commission yet: a pending marker.
 */
async function recordReversals(
  event: LedgerEvent,
  keys: { invoiceId: string | null; chargeId: string; paymentIntentId: string | null },
  reversals: Reversal[] | 'cumulative',
  amountRefunded: number,
  deps: LedgerDeps,
): Promise<LedgerOutcome> {
  const { db, now } = deps;
  const invoiceId = await invoiceOfPayment(keys, deps);
  const located = { ...keys, invoiceId };
  const cumulativeId = refundEntryId(`${keys.chargeId}_${amountRefunded}`);
  const ids = reversals === 'cumulative' ? [cumulativeId] : reversals.map((r) => r.entryId);

  return db.runTransaction(async (tx) => {
    const commission = invoiceId
      ? ((
          await tx.get(entryRef(db, invoiceEntryId(invoiceId)).withConverter(ledgerEntryConverter))
        ).data() ?? null)
      : null;
    const entrySnaps = await Promise.all(ids.map((id) => tx.get(entryRef(db, id))));
    const markerSnaps = await Promise.all(ids.map((id) => tx.get(pendingRef(db, id))));
    const ofInvoice =
      commission && invoiceId
        ? await tx.get(ledgerRef(db).where('invoiceId', '==', invoiceId))
        : null;
    // What was refunded of this charge before (cumulative events carry only the total).
    const refundedBefore =
      reversals === 'cumulative'
        ? await (async () => {
            const [entries, markers] = await Promise.all([
              tx.get(ledgerRef(db).where('chargeId', '==', keys.chargeId)),
              tx.get(
                db.collection(ledgerCollections.pending).where('chargeId', '==', keys.chargeId),
              ),
            ]);
            const seen = new Set<string>();
            let gross = 0;
            for (const doc of entries.docs) {
              if (doc.get('kind') !== 'refund') continue;
              seen.add(doc.id);
              gross += (doc.get('grossCents') as number | undefined) ?? 0;
            }
            for (const doc of markers.docs) {
              if (doc.get('kind') !== 'refund' || seen.has(doc.id)) continue;
              gross += (doc.get('grossCents') as number | undefined) ?? 0;
            }
            return gross;
          })()
        : 0;

    const wanted: Reversal[] =
      reversals === 'cumulative'
        ? [
            {
              entryId: cumulativeId,
              kind: 'refund',
              grossCents: amountRefunded - refundedBefore,
              refundId: null,
              disputeId: null,
            },
          ]
        : reversals;
    const fresh = wanted.filter(
      (r, i) => !entrySnaps[i]?.exists && !markerSnaps[i]?.exists && r.grossCents > 0,
    );
    if (fresh.length === 0) {
      return entrySnaps.some((s) => s.exists) || markerSnaps.some((s) => s.exists)
        ? 'duplicate'
        : 'nothing-to-reverse';
    }

    if (!commission) {
      // The invoice's commission has not arrived (or the invoice earned none): remember it.
      for (const r of fresh) {
        const marker: PendingReversalDoc = {
          kind: r.kind,
          invoiceId: located.invoiceId,
          chargeId: located.chargeId,
          paymentIntentId: located.paymentIntentId,
          grossCents: r.grossCents,
          refundId: r.refundId,
          disputeId: r.disputeId,
          eventId: event.id,
          createdAt: now,
          resolvedAt: null,
          resolution: null,
        };
        tx.set(pendingRef(db, r.entryId), marker);
      }
      return 'reversal-pending';
    }

    let left = net(ofInvoice?.docs ?? []);
    let wrote = false;
    for (const r of fresh) {
      const amount = reversalCents({
        commissionCents: commission.amountCents,
        commissionGross: commission.grossCents ?? commission.invoiceAmountCents ?? 0,
        reversedGross: r.grossCents,
        netLeft: left,
      });
      if (amount >= 0) continue;
      left += amount;
      wrote = true;
      tx.set(
        entryRef(db, r.entryId),
        reversalEntry(commission, r, amount, event.id, now, keys.chargeId),
      );
    }
    return wrote ? 'reversed' : 'nothing-to-reverse';
  });
}

/** A won dispute gives back what its dispute entry took (or cancels a pending marker). */
async function recordDisputeWon(
  event: LedgerEvent,
  disputeId: string,
  deps: LedgerDeps,
): Promise<LedgerOutcome> {
  const { db, now } = deps;
  return db.runTransaction(async (tx) => {
    const [disputeSnap, wonSnap, markerSnap] = await Promise.all([
      tx.get(entryRef(db, disputeEntryId(disputeId)).withConverter(ledgerEntryConverter)),
      tx.get(entryRef(db, disputeWonEntryId(disputeId))),
      tx.get(pendingRef(db, disputeEntryId(disputeId))),
    ]);
    if (wonSnap.exists) return 'duplicate';
    const dispute = disputeSnap.data();
    if (!dispute) {
      if (markerSnap.exists && markerSnap.get('resolvedAt') == null) {
        tx.update(markerSnap.ref, { resolvedAt: now, resolution: 'disputeWon' });
        return 'reversed';
      }
      if (!markerSnap.exists) {
        // Closed as won before its `created` event arrived: the outcome is stored as a settled
        // marker, so the late `created` finds it and reverses nothing.
        const settled: PendingReversalDoc = {
          kind: 'dispute',
          invoiceId: null,
          chargeId: null,
          paymentIntentId: null,
          grossCents: 0,
          refundId: null,
          disputeId,
          eventId: event.id,
          createdAt: now,
          resolvedAt: now,
          resolution: 'disputeWon',
        };
        tx.set(markerSnap.ref, settled);
      }
      return 'nothing-to-reverse';
    }
    if (dispute.amountCents >= 0) return 'nothing-to-reverse';
    const entry: LedgerEntryDoc = {
      ...dispute,
      kind: 'adjustment',
      amountCents: -dispute.amountCents,
      eventId: event.id,
      createdAt: now,
      availableAt: now,
      payoutId: null,
      // Given back as it was taken: one of a commission held for its currency stays held.
      heldReason: dispute.heldReason === 'currencyReview' ? 'currencyReview' : null,
      note: 'Dispute won',
    };
    tx.set(entryRef(db, disputeWonEntryId(disputeId)), entry);
    return 'reversed';
  });
}
