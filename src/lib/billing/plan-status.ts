import type { Entitlements } from '@contracts/billing';
import { formatDate } from '../companies/dates';
import { grantsPaidPlan } from './entitlements';

/** How the plan's state is shown: a badge, a sentence, and the next date that matters. */
export interface PlanStatusView {
  /** null on the free plan (nothing to say). */
  badge: string | null;
  tone: 'default' | 'outline' | 'warning';
  /** A sentence for the owner: what happens next, what to do. */
  detail: string | null;
  /** "Trial ends", "Renews on", "Ends on", with the date (ms). */
  period: { label: string; at: number } | null;
}

const FREE: PlanStatusView = { badge: null, tone: 'outline', detail: null, period: null };

/**
 * The entitlements in words. Pure, with `now` (a past_due grace period ends without an event):
 * trial, active, cancelling at the period end, past due within its grace, a complimentary grant
 * (and its end), and every status that
 * leaves the company on the free plan, with why.
 */
export function planStatusView(entitlements: Entitlements | null, now: number): PlanStatusView {
  if (!entitlements) return FREE;
  const { status, currentPeriodEnd: end, cancelAtPeriodEnd, graceUntil } = entitlements;
  const granted = grantsPaidPlan(entitlements, now);

  if (granted && cancelAtPeriodEnd && end !== null) {
    return {
      badge: `Cancels on ${formatDate(end)}`,
      tone: 'warning',
      detail: `The plan stays until ${formatDate(end)}, then the company moves to the Free plan.`,
      period: { label: 'Ends on', at: end },
    };
  }
  if (granted && status === 'trialing') {
    return {
      badge: 'Trial',
      tone: 'default',
      detail: end !== null ? `Your free trial ends on ${formatDate(end)}.` : null,
      period: end !== null ? { label: 'Trial ends', at: end } : null,
    };
  }
  if (granted && status === 'complimentary' && graceUntil !== null) {
    return {
      badge: 'Complimentary',
      tone: 'default',
      detail: `A complimentary plan, free of charge until ${formatDate(graceUntil)}; then the company moves to the Free plan unless it subscribes.`,
      period: { label: 'Complimentary until', at: graceUntil },
    };
  }
  if (granted && status === 'past_due' && graceUntil !== null) {
    return {
      badge: 'Past due',
      tone: 'warning',
      detail: `The last payment failed: update your payment method by ${formatDate(graceUntil)} to keep the plan.`,
      period: { label: 'Update payment by', at: graceUntil },
    };
  }
  if (granted) {
    return {
      badge: 'Active',
      tone: 'default',
      detail: null,
      period: end !== null ? { label: 'Renews on', at: end } : null,
    };
  }
  switch (status) {
    case 'past_due':
    case 'unpaid':
      return {
        badge: 'Payment failed',
        tone: 'warning',
        detail:
          'A payment failed, so the company is on the Free plan for now. Update your payment method to get the plan back.',
        period: null,
      };
    case 'incomplete':
      return {
        badge: 'Payment pending',
        tone: 'warning',
        detail: 'The first payment has not gone through yet; until it does, the Free plan applies.',
        period: null,
      };
    case 'paused':
      return {
        badge: 'Paused',
        tone: 'outline',
        detail: 'The subscription is paused; until it resumes, the Free plan applies.',
        period: null,
      };
    case 'complimentary':
      return {
        badge: null,
        tone: 'outline',
        detail:
          graceUntil !== null
            ? `The complimentary plan ended on ${formatDate(graceUntil)}; the company is on the Free plan.`
            : 'The complimentary plan has ended; the company is on the Free plan.',
        period: null,
      };
    case 'canceled':
    case 'incomplete_expired':
      return {
        badge: null,
        tone: 'outline',
        detail: 'The subscription has ended; the company is on the Free plan.',
        period: null,
      };
    default:
      return FREE;
  }
}
