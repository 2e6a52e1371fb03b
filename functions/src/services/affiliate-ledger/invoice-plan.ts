import type { Firestore } from 'firebase-admin/firestore';
import { parsePlan, planForPrice, planRef, readPlans } from '../billing/store';
import type { RateContext } from './commission-rule';
import type { PaidInvoice } from './stripe-money';

/**
 * The plan a paid invoice was for: the plan of its billed price (right after a plan change in the
 * provider's portal), else the subscription's `planId` metadata from checkout (test mode's
 * invoices, and Stripe invoices that list no lines), else unknown (the programme's rate applies).
 * Read outside the commission's transaction: the catalogue decides no rate; the settings do.
 */
export async function invoicePlan(
  db: Firestore,
  invoice: Pick<PaidInvoice, 'priceId' | 'planId'>,
): Promise<Pick<RateContext, 'planId' | 'planName'>> {
  if (invoice.priceId) {
    const match = planForPrice(await readPlans(db), invoice.priceId);
    if (match) return { planId: match.id, planName: match.plan.name };
  }
  if (!invoice.planId) return { planId: null };
  const snap = await planRef(db, invoice.planId).get();
  const stored = snap.exists ? parsePlan(snap.id, snap.data()) : null;
  return stored ? { planId: stored.id, planName: stored.plan.name } : { planId: invoice.planId };
}
