import type { SubscriptionRow } from '@contracts/admin-billing';

/** A subscription row's state in words for the admin table (pure). */
export function subscriptionStateLabel(row: SubscriptionRow, now: number): string {
  switch (row.status) {
    case 'free':
      return 'Free';
    case 'complimentary':
      return row.granted ? 'Complimentary' : 'Complimentary (ended)';
    case 'past_due':
      return row.granted ? 'Past due (in grace)' : 'Past due (grace over)';
    case 'trialing':
      return 'Trial';
    case 'active':
      return row.cancelAtPeriodEnd && row.currentPeriodEnd !== null && row.currentPeriodEnd > now
        ? 'Active, cancels at period end'
        : 'Active';
    case 'canceled':
      return 'Canceled';
    case 'unpaid':
      return 'Unpaid';
    case 'incomplete':
      return 'Payment pending';
    case 'incomplete_expired':
      return 'Expired';
    case 'paused':
      return 'Paused';
  }
}

export const STATUS_FILTERS = [
  { value: 'all', label: 'Every status' },
  { value: 'active', label: 'Active' },
  { value: 'trialing', label: 'Trial' },
  { value: 'past_due', label: 'Past due' },
  { value: 'complimentary', label: 'Complimentary' },
  { value: 'canceled', label: 'Canceled' },
  { value: 'unpaid', label: 'Unpaid' },
  { value: 'incomplete', label: 'Payment pending' },
  { value: 'paused', label: 'Paused' },
  { value: 'free', label: 'Free' },
] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number]['value'];
