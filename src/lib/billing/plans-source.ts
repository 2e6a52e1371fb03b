import { collection, doc, getDoc, getDocs, orderBy, query, where } from 'firebase/firestore/lite';
import { getLiteDb } from '../firebase/firestore-lite';
import { toPlan, type Plan } from './plans';

/**
 * The Firestore side of the plans, loaded by a dynamic import (use-plans.ts), so no page carries
 * Firestore in its first bytes for them; one-off reads, so Firestore Lite (the pricing page is
 * public: visitors never load the full SDK).
 */

/** The plans on offer, by `order` (the rules let anyone list them when filtered on `active`). */
export async function fetchActivePlans(): Promise<Plan[]> {
  const snapshot = await getDocs(
    query(collection(await getLiteDb(), 'plans'), where('active', '==', true), orderBy('order')),
  );
  return snapshot.docs
    .map((d) => toPlan(d.id, d.data()))
    .filter((plan): plan is Plan => plan !== null);
}

/**
 * The plan name the subscription mirror keeps (`companies/{id}/billing/subscription.planName`), for
 * a plan that is no longer offered (retired plans cannot be read by members). Null when unknown.
 */
export async function fetchSubscribedPlanName(companyId: string): Promise<string | null> {
  const snapshot = await getDoc(
    doc(await getLiteDb(), 'companies', companyId, 'billing', 'subscription'),
  );
  const name: unknown = snapshot.get('planName');
  return typeof name === 'string' && name ? name : null;
}
