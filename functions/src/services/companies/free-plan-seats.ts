import type { Firestore } from 'firebase-admin/firestore';
import { FREE_PLAN_ID } from '../../contracts/billing';
import { COMPANY_FREE_PLAN_SEATS, seatCount } from '../../contracts/seats';

/**
 * The free plan's seats as the catalogue offers them (`plans/free.limits.seats`, the number the
 * pricing page and the app show), else the contract's default. Read before a transaction, not
 * inside it: a change of the free plan's seats need not race an invitation.
 */
export async function readFreePlanSeats(db: Firestore): Promise<number> {
  const plan = await db.collection('plans').doc(FREE_PLAN_ID).get();
  return seatCount(plan.get('limits.seats')) ?? COMPANY_FREE_PLAN_SEATS;
}
