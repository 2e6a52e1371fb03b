import type { Firestore } from 'firebase-admin/firestore';
import type { PromoDiscount } from '../../contracts/affiliate-promo-code-format';
import { checkoutDocSchema, checkoutsRef } from './store';

/** `months` calendar months after `from` (UTC), the day kept or cut to the month's last. */
function addMonths(from: number, months: number): number {
  const date = new Date(from);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.getTime();
}

/**
 * Test mode's stand-in for a Stripe coupon: an invoice paid while the discount lasts (from the
 * subscription's start, `durationMonths` calendar months; null: for ever) is `percentOff` lower,
 * rounded to the cent as Stripe rounds it.
 */
export function discountedAmount(
  amount: number,
  discount: PromoDiscount | null,
  startedAt: number,
  paidAt: number,
): number {
  if (!discount) return amount;
  if (discount.durationMonths !== null && paidAt >= addMonths(startedAt, discount.durationMonths)) {
    return amount;
  }
  return Math.round((amount * (100 - discount.percentOff)) / 100);
}

/**
 * The discount of a test subscription and when it started: the stand-in provider keeps it on the
 * checkout that created the subscription (as Stripe keeps a discount on the subscription).
 */
export async function testSubscriptionDiscount(
  db: Firestore,
  subscriptionId: string,
): Promise<{ discount: PromoDiscount; startedAt: number } | null> {
  const found = await checkoutsRef(db)
    .where('subscription.subscriptionId', '==', subscriptionId)
    .limit(1)
    .get();
  const parsed = checkoutDocSchema.safeParse(found.docs[0]?.data());
  if (!parsed.success) return null;
  const { discount, completedAt } = parsed.data;
  return discount && completedAt !== null ? { discount, startedAt: completedAt } : null;
}
