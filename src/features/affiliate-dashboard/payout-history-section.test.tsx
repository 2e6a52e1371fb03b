import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PayoutHistoryRow } from '@contracts/affiliate-earnings';
import { backend } from '../../../tests/support/fake-backend';

vi.mock('@/lib/firebase/functions', () => import('../../../tests/support/fake-backend'));

const { PayoutHistorySection } = await import('./payout-history-section');

const row = (id: string, overrides: Partial<PayoutHistoryRow>): PayoutHistoryRow => ({
  id,
  createdAt: Date.UTC(2026, 2, 1),
  paidAt: Date.UTC(2026, 2, 3),
  amountCents: 12_345,
  currency: 'usd',
  status: 'paid',
  method: 'paypal',
  reference: 'PAYPAL-7F3K2',
  ...overrides,
});

describe('PayoutHistorySection', () => {
  it('lists each payout with its date, amount, currency, method and reference', async () => {
    const list = backend.on('affiliateEarningsOperations', 'listPayouts', () => ({
      rows: [
        row('p3', {
          status: 'pending',
          paidAt: null,
          reference: null,
          method: 'wise',
          createdAt: Date.UTC(2026, 3, 1),
        }),
        row('p2', { currency: 'jpy', amountCents: 1_500, method: null, reference: 'BANK-1' }),
        row('p1', {}),
      ],
      nextCursor: null,
    }));
    render(<PayoutHistorySection />);
    const table = await screen.findByRole('table', { name: 'Your payouts, newest first' });
    await within(table).findByText('PAYPAL-7F3K2');
    const [pending, yen, paid] = within(table).getAllByRole('row').slice(1) as HTMLElement[];
    expect(pending).toHaveTextContent('Apr 1, 2026');
    expect(pending).toHaveTextContent('Wise bank transfer');
    expect(pending).toHaveTextContent('Being sent');
    expect(yen).toHaveTextContent('¥1,500');
    expect(yen).toHaveTextContent('JPY');
    expect(yen).toHaveTextContent('—');
    expect(yen).toHaveTextContent('BANK-1');
    expect(paid).toHaveTextContent('Mar 3, 2026');
    expect(paid).toHaveTextContent('$123.45');
    expect(paid).toHaveTextContent('USD');
    expect(paid).toHaveTextContent('PayPal');
    expect(paid).toHaveTextContent('Paid');
    expect(list).toHaveBeenCalledWith({ pageSize: 20, cursor: null });
  });

  it('says when there is none yet, and offers Try again after a failure', async () => {
    let fail = true;
    backend.on('affiliateEarningsOperations', 'listPayouts', () => {
      if (fail) throw Object.assign(new Error('down'), { code: 'functions/unavailable' });
      return { rows: [], nextCursor: null };
    });
    const user = userEvent.setup();
    render(<PayoutHistorySection />);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await user.click(retry);
    expect(await screen.findByText(/No payouts yet/)).toBeInTheDocument();
  });
});
