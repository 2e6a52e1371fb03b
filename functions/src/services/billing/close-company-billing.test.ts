import { describe, expect, it, vi } from 'vitest';
import { cancelAtProvider } from './close-company-billing';

describe('cancelAtProvider (a deleted company stops paying)', () => {
  it('cancels the subscription at Stripe at once', async () => {
    const cancel = vi.fn().mockResolvedValue({ id: 'sub_1', status: 'canceled' });
    const stripe = { subscriptions: { cancel } } as never;
    expect(await cancelAtProvider('sub_1', 'co', { stripe })).toBe('canceled');
    expect(cancel).toHaveBeenCalledWith('sub_1');
  });

  it('has nothing to call in test mode or with payments off (the mirror is the provider)', async () => {
    expect(await cancelAtProvider('sub_1', 'co', { stripe: null })).toBe('no-provider');
  });

  it('logs a failure instead of throwing: the company is already gone', async () => {
    const cancel = vi.fn().mockRejectedValue(new Error('Stripe is down'));
    const stripe = { subscriptions: { cancel } } as never;
    expect(await cancelAtProvider('sub_1', 'co', { stripe })).toBe('failed');
  });

  it('takes a subscription Stripe no longer has as cancelled (an earlier answer was lost)', async () => {
    const missing = Object.assign(new Error('No such subscription'), { code: 'resource_missing' });
    const stripe = { subscriptions: { cancel: vi.fn().mockRejectedValue(missing) } } as never;
    expect(await cancelAtProvider('sub_1', 'co', { stripe })).toBe('canceled');
  });
});
