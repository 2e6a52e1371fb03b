import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { backend } from '../../../tests/support/fake-backend';

vi.mock('@/lib/firebase/functions', () => import('../../../tests/support/fake-backend'));
vi.mock('@/lib/firebase/app', () => ({ env: { emulators: null } }));
const csv = vi.hoisted(() => ({ downloadCsv: vi.fn() }));
vi.mock('@/lib/csv', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  downloadCsv: csv.downloadCsv,
}));

const { AffiliatesSection } = await import('./affiliates-section');
const { PayoutsSection } = await import('./payouts-section');

const stats = {
  visits: 1200,
  signups: 14,
  payingCompanies: 3,
  money: [
    { currency: 'usd', lifetimeCents: 123_450, balanceCents: 4_200 },
    { currency: 'eur', lifetimeCents: 9_900, balanceCents: 1_200 },
  ],
  openFlags: 2,
};
const row = (uid: string, username: string, status = 'approved') => ({
  uid,
  username,
  email: `${username}@example.com`,
  payoutEmail: null,
  status,
  agreementVersion: 2,
  stats,
});

function renderInRouter(element: React.ReactElement) {
  const router = createMemoryRouter([{ path: '*', element }]);
  return render(<RouterProvider router={router} />);
}

beforeEach(() => {
  vi.clearAllMocks();
  backend.on('adminAffiliatePayoutOperations', 'getPayoutSchedule', () => ({
    payoutDayOfMonth: 1,
    nextRunAt: Date.UTC(2026, 11, 1),
    lastRun: null,
  }));
});

describe('AffiliatesSection', () => {
  it('shows each affiliate with figures and pages with the server cursor', async () => {
    const list = backend.on('adminAffiliateOperations', 'list', ({ cursor }) =>
      cursor === 'next'
        ? { rows: [row('u2', 'bea')], nextCursor: null, reads: 12 }
        : { rows: [row('u1', 'alex')], nextCursor: 'next', reads: 12 },
    );
    const user = userEvent.setup();
    renderInRouter(<AffiliatesSection />);
    const link = await screen.findByRole('link', { name: 'alex' });
    expect(link).toHaveAttribute('href', '/admin/affiliates/management/u1');
    const cells = within(link.closest('tr') as HTMLElement);
    // One line per currency, never a sum of two.
    expect(cells.getByText('$1,234.50')).toBeInTheDocument();
    expect(cells.getByText('€99.00')).toBeInTheDocument();
    expect(cells.getByText('$42.00')).toBeInTheDocument();
    expect(cells.getByText('€12.00')).toBeInTheDocument();
    expect(cells.getByText('v2')).toBeInTheDocument();
    expect(cells.getByText('1,200')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /next/i }));
    expect(await screen.findByRole('link', { name: 'bea' })).toBeInTheDocument();
    expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ cursor: 'next' }));
  });

  it('searches by lower-cased username prefix from page one', async () => {
    const list = backend.on('adminAffiliateOperations', 'list', ({ search, cursor }) =>
      search
        ? { rows: [], nextCursor: null, reads: 1 }
        : cursor === 'next'
          ? { rows: [row('u2', 'bea')], nextCursor: null, reads: 1 }
          : { rows: [row('u1', 'alex')], nextCursor: 'next', reads: 1 },
    );
    const user = userEvent.setup();
    renderInRouter(<AffiliatesSection />);
    await screen.findByRole('link', { name: 'alex' });
    await user.click(screen.getByRole('button', { name: /next/i }));
    expect(await screen.findByRole('link', { name: 'bea' })).toBeInTheDocument();
    expect(screen.getByText('Page 2')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Username starts with'), 'ALE');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith(
        expect.objectContaining({ search: 'ale', cursor: null }),
      ),
    );
    expect(
      await screen.findByText("No affiliate's username starts with “ale”."),
    ).toBeInTheDocument();
    expect(screen.getByText('Page 1')).toBeInTheDocument();
  });
});

const batch = {
  id: 'b1',
  status: 'pending' as const,
  createdAt: Date.UTC(2026, 10, 1),
  createdBy: 'root',
  asOf: Date.UTC(2026, 10, 1),
  payoutCount: 2,
  paidCount: 0,
  totals: [
    { currency: 'usd', amountCents: 15_800, paidCents: 0 },
    { currency: 'eur', amountCents: 5_500, paidCents: 0 },
  ],
};
const payout = {
  id: 'p1',
  batchId: 'b1',
  affiliateUid: 'u1',
  username: 'alex',
  payoutEmail: 'alex@example.com',
  amountCents: 15_800,
  currency: 'usd',
  entryCount: 2,
  status: 'pending' as const,
  createdAt: Date.UTC(2026, 10, 1),
  paidAt: null,
  reference: null,
};

describe('PayoutsSection', () => {
  it('tells the monthly schedule’s batches from those an admin generated', async () => {
    backend.on('adminAffiliatePayoutOperations', 'listBatches', () => ({
      batches: [
        { ...batch, id: 'b2', createdBy: 'system:payout-schedule' },
        { ...batch, id: 'b1', createdBy: 'root' },
      ],
      nextCursor: null,
    }));
    renderInRouter(<PayoutsSection batchId={null} onOpenBatch={vi.fn()} />);
    expect(await screen.findByRole('note', { name: 'Payout schedule' })).toHaveTextContent(
      'on the 1st of each month',
    );
    const rows = await screen.findAllByRole('row');
    expect(rows[1]).toHaveTextContent('Monthly schedule');
    expect(rows[2]).toHaveTextContent('A super admin');
  });

  it('previews the count and total before generating, then opens the new batch', async () => {
    backend.on('adminAffiliatePayoutOperations', 'listBatches', () => ({
      batches: [],
      nextCursor: null,
    }));
    backend.on('adminAffiliatePayoutOperations', 'previewBatch', () => ({
      asOf: Date.UTC(2026, 10, 1),
      payoutCount: 2,
      currencies: [
        {
          currency: 'usd',
          minimumPayoutCents: 5_000,
          payoutCount: 1,
          amountCents: 15_800,
          belowMinimum: 2,
        },
        {
          currency: 'eur',
          minimumPayoutCents: 5_000,
          payoutCount: 1,
          amountCents: 5_500,
          belowMinimum: 1,
        },
      ],
      awaitingAgreement: 1,
      payouts: [
        { affiliateUid: 'u1', username: 'alex', currency: 'usd', amountCents: 15_800 },
        { affiliateUid: 'u1', username: 'alex', currency: 'eur', amountCents: 5_500 },
      ],
    }));
    const generate = backend.on('adminAffiliatePayoutOperations', 'generateBatch', () => ({
      batch,
    }));
    const onOpenBatch = vi.fn();
    const user = userEvent.setup();
    renderInRouter(<PayoutsSection batchId={null} onOpenBatch={onOpenBatch} />);
    expect(await screen.findByText('No payout batch yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Generate batch' }));
    const dialog = await screen.findByRole('alertdialog');
    // Each currency on its own line, with its own minimum: never one total of two currencies.
    const byCurrency = within(dialog).getByRole('list', { name: 'By currency' });
    expect(byCurrency).toHaveTextContent(
      'USD: 1 payout, $158.00 in total. Minimum $50.00: 2 below it roll over.',
    );
    expect(byCurrency).toHaveTextContent(
      'EUR: 1 payout, €55.00 in total. Minimum €50.00: 1 below it roll over.',
    );
    expect(dialog).toHaveTextContent('1 wait for the current agreement');
    expect(generate).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Create 2 payouts' }));
    await waitFor(() => expect(onOpenBatch).toHaveBeenCalledWith('b1'));
    expect(generate).toHaveBeenCalledWith({});
  });

  it('exports the batch as CSV and marks a payout paid with a reference', async () => {
    backend.on('adminAffiliatePayoutOperations', 'getBatch', () => ({ batch, payouts: [payout] }));
    const markPaid = backend.on('adminAffiliatePayoutOperations', 'markPaid', () => ({
      payout: {
        ...payout,
        status: 'paid' as const,
        reference: 'TR-9',
        paidAt: Date.UTC(2026, 10, 2),
      },
      emailSent: true,
    }));
    const user = userEvent.setup();
    renderInRouter(<PayoutsSection batchId="b1" onOpenBatch={vi.fn()} />);
    expect(await screen.findByText('alex@example.com')).toBeInTheDocument();
    expect(screen.getByText(/2 payouts, \$158\.00, €55\.00; 0 paid/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(csv.downloadCsv).toHaveBeenCalledWith(
      expect.stringContaining('p1,b1,alex,alex@example.com,158.00,USD,2,pending'),
      'payouts-b1.csv',
    );

    await user.click(screen.getByRole('button', { name: 'Mark paid: alex' }));
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Mark paid' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Transfer reference'), 'TR-9');
    await user.click(confirm);
    await waitFor(() =>
      expect(markPaid).toHaveBeenCalledWith({ payoutId: 'p1', reference: 'TR-9' }),
    );
  });

  it('opens the PayPal Payouts and Wise batch files beside the CSV', async () => {
    backend.on('adminAffiliatePayoutOperations', 'getBatch', () => ({ batch, payouts: [payout] }));
    const exportBatch = backend.on('adminAffiliatePayoutOperations', 'exportBatch', () => ({
      batch,
      payouts: [
        {
          id: 'p1',
          affiliateUid: 'u1',
          username: 'alex',
          amountCents: 15_800,
          currency: 'usd',
          status: 'pending' as const,
          payoutDetails: { method: 'paypal' as const, email: 'alex@paypal.example' },
        },
      ],
    }));
    const user = userEvent.setup();
    renderInRouter(<PayoutsSection batchId="b1" onOpenBatch={vi.fn()} />);
    await screen.findByText('alex@example.com');
    expect(exportBatch).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Wise batch CSV' }));
    const wise = await screen.findByRole('dialog', { name: 'Wise batch CSV' });
    expect(
      await within(wise).findByText('No pending payout of this batch is paid by Wise.'),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'PayPal Payouts CSV' }));
    const paypal = await screen.findByRole('dialog', { name: 'PayPal Payouts CSV' });
    await user.click(await within(paypal).findByRole('button', { name: 'Download the USD file' }));
    expect(csv.downloadCsv).toHaveBeenCalledWith(
      'alex@paypal.example,158.00,USD,p1,Parley affiliate payout,PAYPAL',
      'paypal-payouts-b1-USD.csv',
    );
    expect(exportBatch).toHaveBeenCalledWith({ batchId: 'b1' });
  });

  it('shows the server refusal inside the dialog', async () => {
    backend.on('adminAffiliatePayoutOperations', 'getBatch', () => ({ batch, payouts: [payout] }));
    backend.on('adminAffiliatePayoutOperations', 'markPaid', () => {
      throw Object.assign(new Error('This payout is already paid; a paid payout never changes.'), {
        code: 'functions/failed-precondition',
      });
    });
    const user = userEvent.setup();
    renderInRouter(<PayoutsSection batchId="b1" onOpenBatch={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Mark paid: alex' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByLabelText('Transfer reference'), 'TR-9');
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/never changes/);
  });
});
