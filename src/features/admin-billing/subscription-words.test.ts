import { describe, expect, it } from 'vitest';
import type { SubscriptionRow } from '@contracts/admin-billing';
import { subscriptionStateLabel } from './subscription-words';

const NOW = Date.UTC(2026, 5, 1);
const row = (patch: Partial<SubscriptionRow>): SubscriptionRow => ({
  companyId: 'c',
  name: 'C',
  ownerUid: 'o',
  createdAt: 1,
  planId: 'team',
  status: 'active',
  granted: true,
  seatsUsed: 1,
  seatsPaid: 5,
  interval: 'month',
  currentPeriodEnd: NOW + 1,
  cancelAtPeriodEnd: false,
  graceUntil: null,
  mrrCents: 6000,
  hasSubscription: true,
  ...patch,
});

describe('subscriptionStateLabel', () => {
  it.each([
    [row({}), 'Active'],
    [row({ cancelAtPeriodEnd: true }), 'Active, cancels at period end'],
    [row({ status: 'past_due' }), 'Past due (in grace)'],
    [row({ status: 'past_due', granted: false }), 'Past due (grace over)'],
    [row({ status: 'complimentary' }), 'Complimentary'],
    [row({ status: 'complimentary', granted: false }), 'Complimentary (ended)'],
    [row({ status: 'free', granted: false }), 'Free'],
  ])('%#: %s', (r, label) => {
    expect(subscriptionStateLabel(r, NOW)).toBe(label);
  });
});
