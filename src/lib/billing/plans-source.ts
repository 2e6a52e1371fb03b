import { publicContentPaths, type PublicPlans } from '@contracts/public-content';
import { fetchPublicContent } from '../public-content';
import { toPlan, type Plan } from './plans';

/**
 * The data side of the plans, loaded by a dynamic import (use-plans.ts), so no page carries it
 * in its first bytes. The catalogue is public JSON (no Firebase SDK on the pricing page); the
 * subscription mirror is a member's read, through Firestore Lite, loaded only then.
 */

/** The plans on offer, by `order`, each read defensively (a malformed one is skipped). */
export async function fetchActivePlans(): Promise<Plan[]> {
  const { plans } = await fetchPublicContent<PublicPlans>(publicContentPaths.plans);
  return plans
    .map(({ id, ...data }) => toPlan(id, data))
    .filter((plan): plan is Plan => plan !== null);
}

/**
 * The plan name the subscription mirror keeps (`companies/{id}/billing/subscription.planName`), for
 * a plan that is no longer offered (retired plans cannot be read by members). Null when unknown.
 */
export async function fetchSubscribedPlanName(companyId: string): Promise<string | null> {
  const [{ doc, getDoc }, { getLiteDb }] = await Promise.all([
    import('firebase/firestore/lite'),
    import('../firebase/firestore-lite'),
  ]);
  const snapshot = await getDoc(
    doc(await getLiteDb(), 'companies', companyId, 'billing', 'subscription'),
  );
  const name: unknown = snapshot.get('planName');
  return typeof name === 'string' && name ? name : null;
}
