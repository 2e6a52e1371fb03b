import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EarningRow, Earnings } from '@contracts/affiliate-earnings';
import { backend } from '../../../tests/support/fake-backend';

vi.mock('@/lib/firebase/functions', () => import('../../../tests/support/fake-backend'));

const { EarningsSection } = await import('./earnings-section');

const row = (overrides: Partial<EarningRow>): EarningRow => ({
  id: 'inv_1',
  kind: 'commission',
  createdAt: Date.UTC(2026, 9, 1),
  companyName: 'Acme Labs',
  invoiceAmountCents: 10_000,
  amountCents: 2_000,
  currency: 'usd',
  invoiceCurrency: 'usd',
  status: 'paid',
  heldReason: null,
  availableAt: Date.UTC(2026, 9, 31),
  adjustmentType: null,
  reason: null,
  referralMove: null,
  ...overrides,
});

const earnings = (overrides: Partial<Earnings> = {}): Earnings => ({
  totals: { pendingCents: 2_000, payableCents: 1_500, heldCents: 500, paidCents: 12_345 },
  nextPayoutAt: Date.UTC(2026, 11, 1),
  minimumPayoutCents: 5_000,
  currency: 'usd',
  rows: [
    row({
      id: 'inv_3',
      status: 'pending',
      companyName: 'Pending Co',
      availableAt: Date.UTC(2026, 11, 20),
    }),
    row({ id: 'inv_2', status: 'held', heldReason: 'emailUnverified', companyName: 'Held Co' }),
    row({
      id: 'ref_1',
      kind: 'refund',
      status: 'payable',
      amountCents: -500,
      companyName: 'Acme Labs',
    }),
    row({ id: 'inv_1', status: 'paid' }),
  ],
  nextCursor: null,
  ...overrides,
});

describe('EarningsSection', () => {
  it('shows the totals, the next payout date and each entry with its status', async () => {
    const getEarnings = backend.on('affiliateEarningsOperations', 'getEarnings', () => earnings());
    render(<EarningsSection />);

    expect(screen.getByRole('heading', { name: 'Earnings' })).toBeInTheDocument();
    const totals = await screen.findByLabelText('Earnings totals');
    // Pending includes held commissions; payable and paid as the ledger says.
    expect(within(totals).getByText('$25.00')).toBeInTheDocument();
    expect(within(totals).getByText('$15.00')).toBeInTheDocument();
    expect(within(totals).getByText('$123.45')).toBeInTheDocument();
    expect(screen.getByText(/Next payout: Dec 1, 2026/)).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Your commissions, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(within(rows[0] as HTMLElement).getByText('Pending Co')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('Pending')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('until Dec 20, 2026')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Held')).toBeInTheDocument();
    expect(
      within(rows[1] as HTMLElement).getByText(/hasn't verified their email/),
    ).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Refund')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('-$5.00')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Payable')).toBeInTheDocument();
    expect(within(rows[3] as HTMLElement).getByText('$100.00')).toBeInTheDocument();
    expect(within(rows[3] as HTMLElement).getByText('$20.00')).toBeInTheDocument();
    expect(within(rows[3] as HTMLElement).getByText('Paid')).toBeInTheDocument();
    expect(getEarnings).toHaveBeenCalledWith({ cursor: null, pageSize: 20 });
  });

  it('shows an entry of another currency in its own units, held for review', async () => {
    backend.on('affiliateEarningsOperations', 'getEarnings', () =>
      earnings({
        rows: [
          row({
            id: 'inv_krw',
            currency: 'krw',
            invoiceCurrency: 'krw',
            invoiceAmountCents: 130_000,
            amountCents: 26_000,
            status: 'held',
            heldReason: 'currencyReview',
            companyName: 'Seoul Co',
          }),
        ],
      }),
    );
    render(<EarningsSection />);
    await screen.findByText('Seoul Co');
    const table = screen.getByRole('table', { name: 'Your commissions, newest first' });
    const [krw] = within(table).getAllByRole('row').slice(1);
    expect(within(krw as HTMLElement).getByText('₩130,000')).toBeInTheDocument();
    expect(within(krw as HTMLElement).getByText('₩26,000')).toBeInTheDocument();
    expect(within(krw as HTMLElement).getByText(/another currency/)).toBeInTheDocument();
  });

  it("shows a super admin's bonus and clawback with their reason, and referral notices", async () => {
    const adjustment = { kind: 'adjustment' as const, companyName: '', invoiceAmountCents: null };
    backend.on('affiliateEarningsOperations', 'getEarnings', () =>
      earnings({
        rows: [
          row({
            ...adjustment,
            id: 'adj_1',
            adjustmentType: 'bonus',
            reason: 'Launch webinar',
            amountCents: 2_500,
            status: 'payable',
          }),
          row({
            ...adjustment,
            id: 'adj_2',
            adjustmentType: 'clawback',
            reason: 'Duplicate commission',
            amountCents: -1_000,
            status: 'payable',
          }),
          row({
            id: 'mov_1',
            kind: 'referralMoved',
            referralMove: 'movedAway',
            companyName: 'Moved Co',
            invoiceAmountCents: null,
            amountCents: 0,
            status: 'notice',
          }),
          row({
            id: 'mov_2',
            kind: 'referralMoved',
            referralMove: 'assigned',
            companyName: 'Gained Co',
            invoiceAmountCents: null,
            amountCents: 0,
            status: 'notice',
          }),
        ],
      }),
    );
    render(<EarningsSection />);
    await screen.findByText('Bonus');
    const table = screen.getByRole('table', { name: 'Your commissions, newest first' });
    const [bonus, clawback, movedAway, assigned] = within(table)
      .getAllByRole('row')
      .slice(1) as HTMLElement[];
    expect(within(bonus as HTMLElement).getByText('Reason: Launch webinar')).toBeInTheDocument();
    expect(within(bonus as HTMLElement).getByText('$25.00')).toBeInTheDocument();
    expect(within(bonus as HTMLElement).getByText('Payable')).toBeInTheDocument();
    expect(within(clawback as HTMLElement).getByText('Adjustment (clawback)')).toBeInTheDocument();
    expect(
      within(clawback as HTMLElement).getByText('Reason: Duplicate commission'),
    ).toBeInTheDocument();
    expect(within(clawback as HTMLElement).getByText('-$10.00')).toBeInTheDocument();
    expect(within(movedAway as HTMLElement).getByText('Moved Co')).toBeInTheDocument();
    expect(
      within(movedAway as HTMLElement).getByText('Referral moved to another affiliate'),
    ).toBeInTheDocument();
    expect(within(movedAway as HTMLElement).getByText('Nothing to pay')).toBeInTheDocument();
    expect(
      within(assigned as HTMLElement).getByText('Referral assigned to you'),
    ).toBeInTheDocument();
  });

  it('pages with Next and Previous', async () => {
    const getEarnings = backend.on('affiliateEarningsOperations', 'getEarnings', ({ cursor }) =>
      cursor
        ? earnings({ rows: [row({ id: 'inv_0', companyName: 'Older Co' })], nextCursor: null })
        : earnings({ nextCursor: 'inv_1' }),
    );
    render(<EarningsSection />);
    await screen.findByText('Pending Co');
    fireEvent.click(screen.getByRole('button', { name: /next/i }));
    await screen.findByText('Older Co');
    expect(getEarnings).toHaveBeenLastCalledWith({ cursor: 'inv_1', pageSize: 20 });
    fireEvent.click(screen.getByRole('button', { name: /previous/i }));
    await screen.findByText('Pending Co');
  });

  it('has an empty state', async () => {
    backend.on('affiliateEarningsOperations', 'getEarnings', () =>
      earnings({
        rows: [],
        totals: { pendingCents: 0, payableCents: 0, heldCents: 0, paidCents: 0 },
      }),
    );
    render(<EarningsSection />);
    expect(await screen.findByText(/No commissions yet/)).toBeInTheDocument();
  });

  it('shows a failure with Try again', async () => {
    backend
      .on('affiliateEarningsOperations', 'getEarnings', () => earnings())
      .mockImplementationOnce(() => {
        throw Object.assign(new Error('nope'), { code: 'functions/permission-denied' });
      });
    render(<EarningsSection />);
    const alert = await screen.findByRole('alert');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('Pending Co')).toBeInTheDocument());
  });
});
