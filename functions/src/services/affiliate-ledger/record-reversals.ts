import { logger } from 'firebase-functions';
import { loggableError } from '../../lib/loggable-error';
import {
  disputeWonEntry,
  netAmount,
  pendingMarker,
  refundedGross,
  reversalsAgainst,
  settledDisputeMarker,
} from './ledger-documents';
import type {
  LedgerDeps,
  LedgerEvent,
  LedgerOutcome,
  PaymentKeys,
  Reversal,
} from './ledger-events';
import {
  disputeEntryId,
  disputeWonEntryId,
  entryRef,
  invoiceEntryId,
  ledgerCollections,
  ledgerEntryConverter,
  ledgerRef,
  pendingRef,
  refundEntryId,
} from './store';

/**
 * The invoice a payment belongs to: named by the event (older API versions), else the
 * commission that recorded the payment, else (Stripe mode) Stripe's invoice payments.
 */
async function invoiceOfPayment(keys: PaymentKeys, deps: LedgerDeps): Promise<string | null> {
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
export async function recordReversals(
  event: LedgerEvent,
  keys: PaymentKeys & { chargeId: string },
  reversals: Reversal[] | 'cumulative',
  amountRefunded: number,
  deps: LedgerDeps,
): Promise<LedgerOutcome> {
  const { db, now } = deps;
  const invoiceId = await invoiceOfPayment(keys, deps);
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
    let refundedBefore = 0;
    if (reversals === 'cumulative') {
      const [entries, markers] = await Promise.all([
        tx.get(ledgerRef(db).where('chargeId', '==', keys.chargeId)),
        tx.get(db.collection(ledgerCollections.pending).where('chargeId', '==', keys.chargeId)),
      ]);
      const fields = (doc: (typeof entries.docs)[number]) => ({
        id: doc.id,
        kind: doc.get('kind') as unknown,
        grossCents: doc.get('grossCents') as unknown,
      });
      refundedBefore = refundedGross(entries.docs.map(fields), markers.docs.map(fields));
    }

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
      const located = { ...keys, invoiceId };
      for (const r of fresh)
        tx.set(pendingRef(db, r.entryId), pendingMarker(r, located, event.id, now));
      return 'reversal-pending';
    }

    const written = reversalsAgainst({
      commission,
      commissionGross: commission.grossCents ?? commission.invoiceAmountCents ?? 0,
      reversals: fresh,
      netLeft: netAmount((ofInvoice?.docs ?? []).map((doc) => doc.get('amountCents') as unknown)),
      eventId: event.id,
      now,
      chargeId: keys.chargeId,
    });
    for (const { entryId, entry } of written) tx.set(entryRef(db, entryId), entry);
    return written.length > 0 ? 'reversed' : 'nothing-to-reverse';
  });
}

/** A won dispute gives back what its dispute entry took (or cancels a pending marker). */
export async function recordDisputeWon(
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
      if (!markerSnap.exists)
        tx.set(markerSnap.ref, settledDisputeMarker(disputeId, event.id, now));
      return 'nothing-to-reverse';
    }
    const givenBack = disputeWonEntry(dispute, event.id, now);
    if (!givenBack) return 'nothing-to-reverse';
    tx.set(entryRef(db, disputeWonEntryId(disputeId)), givenBack);
    return 'reversed';
  });
}
