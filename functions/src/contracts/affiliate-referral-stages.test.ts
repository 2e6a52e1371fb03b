import { describe, expect, it } from 'vitest';
import { referralStage } from './affiliate-referral-stages';

describe('referralStage', () => {
  it('is a trial while the subscription trials, paid or not before', () => {
    expect(referralStage({ status: 'trialing', hasPaid: false })).toBe('trial');
    expect(referralStage({ status: 'trialing', hasPaid: true })).toBe('trial');
  });

  it('is paying while active or past due (a failed payment keeps the plan for its grace)', () => {
    expect(referralStage({ status: 'active', hasPaid: true })).toBe('paying');
    expect(referralStage({ status: 'past_due', hasPaid: true })).toBe('paying');
  });

  it('is churned when a company that paid is canceled, unpaid or back on the free plan', () => {
    for (const status of ['canceled', 'unpaid', 'free', 'incomplete_expired'] as const) {
      expect(referralStage({ status, hasPaid: true })).toBe('churned');
    }
    expect(referralStage({ status: null, hasPaid: true })).toBe('churned');
  });

  it('is a sign-up before any payment: no company, the free plan, a checkout never finished', () => {
    for (const status of [null, 'free', 'incomplete', 'canceled', 'complimentary'] as const) {
      expect(referralStage({ status, hasPaid: false })).toBe('signedUp');
    }
  });
});
