import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExportPayoutRow, PayoutBatch } from '@contracts/admin-affiliates';
import { backend } from '../../../tests/support/fake-backend';

vi.mock('@/lib/firebase/functions', () => import('../../../tests/support/fake-backend'));
const csv = vi.hoisted(() => ({ downloadCsv: vi.fn() }));
vi.mock('@/lib/csv', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  downloadCsv: csv.downloadCsv,
}));

const { ProviderExportDialog } = await import('./provider-export-dialog');

const batch: PayoutBatch = {
  id: 'b1',
  status: 'pending',
  createdAt: 1,
  createdBy: 'admin',
  asOf: 1,
  payoutCount: 4,
  paidCount: 0,
  totals: [
    { currency: 'usd', amountCents: 37_500, paidCents: 0 },
    { currency: 'eur', amountCents: 2_500, paidCents: 0 },
  ],
};
const payout = (id: string, overrides: Partial<ExportPayoutRow>): ExportPayoutRow => ({
  id,
  affiliateUid: `uid_${id}`,
  username: `user_${id}`,
  amountCents: 10_000,
  currency: 'usd',
  status: 'pending',
  payoutDetails: { method: 'paypal', email: `${id}@example.com` },
  ...overrides,
});

beforeEach(() => {
  vi.clearAllMocks();
});

describe('ProviderExportDialog', () => {
  it('offers one file per currency and lists the payouts that need details', async () => {
    backend.on('adminAffiliatePayoutOperations', 'exportBatch', () => ({
      batch,
      payouts: [
        payout('p1', {}),
        payout('p2', { currency: 'eur', amountCents: 2_500 }),
        payout('n1', { payoutDetails: null, username: 'casey' }),
        payout('w1', {
          payoutDetails: {
            method: 'wise',
            accountHolderName: 'W',
            currency: 'EUR',
            recipientEmail: 'w@example.com',
            iban: null,
          },
        }),
      ],
    }));
    const user = userEvent.setup();
    render(<ProviderExportDialog batchId="b1" format="paypal" onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'PayPal Payouts CSV' });
    expect(within(dialog).getByRole('status', { name: 'Preparing the files' })).toBeVisible();
    const files = await within(dialog).findByRole('list', { name: 'Files' });
    expect(
      within(files)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('EUR: 1 payout, €25.00'),
      expect.stringContaining('USD: 1 payout, $100.00'),
    ]);
    const needs = within(dialog).getByRole('region', { name: 'Needs payout details' });
    expect(needs).toHaveTextContent('casey: $100.00');
    expect(dialog).toHaveTextContent('1 payout paid by Wise is not in these files.');

    await user.click(within(dialog).getByRole('button', { name: 'Download the USD file' }));
    expect(csv.downloadCsv).toHaveBeenCalledWith(
      'p1@example.com,100.00,USD,p1,Parley affiliate payout,PAYPAL',
      'paypal-payouts-b1-USD.csv',
    );
  });

  it('says when no payout is paid by the provider, and offers Try again after a failure', async () => {
    let fail = true;
    backend.on('adminAffiliatePayoutOperations', 'exportBatch', () => {
      if (fail) throw Object.assign(new Error('down'), { code: 'functions/unavailable' });
      return { batch, payouts: [payout('p1', {})] };
    });
    const user = userEvent.setup();
    render(<ProviderExportDialog batchId="b1" format="wise" onClose={() => undefined} />);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await user.click(retry);
    expect(
      await screen.findByText('No pending payout of this batch is paid by Wise.'),
    ).toBeInTheDocument();
  });

  it('reads nothing while closed', () => {
    const read = backend.on('adminAffiliatePayoutOperations', 'exportBatch', () => ({
      batch,
      payouts: [],
    }));
    render(<ProviderExportDialog batchId="b1" format={null} onClose={() => undefined} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(read).not.toHaveBeenCalled();
  });
});
