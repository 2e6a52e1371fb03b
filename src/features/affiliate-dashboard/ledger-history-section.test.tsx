import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { backend } from '../../../tests/support/fake-backend';

const csv = vi.hoisted(() => ({ downloadCsv: vi.fn() }));
vi.mock('@/lib/firebase/functions', () => import('../../../tests/support/fake-backend'));
vi.mock('@/lib/csv', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  downloadCsv: csv.downloadCsv,
}));

const { LedgerHistorySection } = await import('./ledger-history-section');

describe('LedgerHistorySection', () => {
  it('shows each currency’s months apart, and downloads the whole ledger as CSV', async () => {
    backend.on('affiliateEarningsOperations', 'getMonthlyEarnings', () => ({
      months: ['2026-10', '2026-11'],
      series: [
        { currency: 'usd', amountsCents: [2_500, 1_500] },
        { currency: 'eur', amountsCents: [3_600, 0] },
      ],
    }));
    const exported = backend.on('affiliateEarningsOperations', 'exportLedger', () => ({
      rows: [
        {
          id: 'inv_in_1',
          kind: 'commission' as const,
          createdAt: Date.UTC(2026, 10, 2),
          companyName: 'Northwind Traders',
          invoiceAmountCents: 12_000,
          amountCents: 2_400,
          currency: 'usd',
          invoiceCurrency: 'usd',
          status: 'payable' as const,
          heldReason: null,
          availableAt: Date.UTC(2026, 11, 2),
          adjustmentType: null,
          reason: null,
          referralMove: null,
          rule: null,
        },
      ],
      truncated: false,
    }));
    render(<LedgerHistorySection />);
    const table = await screen.findByRole('table', {
      name: 'Net earnings per month, per currency',
    });
    const [, october, november] = within(table).getAllByRole('row') as HTMLElement[];
    expect(october).toHaveTextContent('Oct 2026');
    expect(october).toHaveTextContent('$25.00');
    expect(october).toHaveTextContent('€36.00');
    expect(november).toHaveTextContent('$15.00');
    expect(november).toHaveTextContent('€0.00');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(csv.downloadCsv).toHaveBeenCalledTimes(1));
    expect(exported).toHaveBeenCalledWith({});
    const [file, name] = csv.downloadCsv.mock.calls[0] as [string, string];
    expect(file).toContain('Northwind Traders,payable,24.00,USD');
    expect(name).toMatch(/^affiliate-ledger-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it('says when nothing was earned in the last twelve months', async () => {
    backend.on('affiliateEarningsOperations', 'getMonthlyEarnings', () => ({
      months: ['2026-11'],
      series: [],
    }));
    render(<LedgerHistorySection />);
    expect(
      await screen.findByText('No earnings in the last twelve months yet.'),
    ).toBeInTheDocument();
  });
});
