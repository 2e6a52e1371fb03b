import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CurrencyBalanceRow, EarningRow, Earnings } from '@contracts/affiliate-earnings';
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
  rule: null,
  ...overrides,
});

const balance = (overrides: Partial<CurrencyBalanceRow> = {}): CurrencyBalanceRow => ({
  currency: 'usd',
  pendingCents: 2_000,
  payableCents: 6_500,
  heldCents: 500,
  paidCents: 12_345,
  minimumPayoutCents: 5_000,
  rollover: null,
  ...overrides,
});

const earnings = (overrides: Partial<Earnings> = {}): Earnings => ({
  balances: [balance()],
  nextPayoutAt: Date.UTC(2026, 11, 1),
  rows: [
    row({
      id: 'inv_3',
      status: 'pending',
      companyName: 'Pending Co',
      availableAt: Date.UTC(2026, 11, 20),
      amountCents: 2_500,
      rule: {
        source: 'tier',
        commissionType: 'percentage',
        ratePercent: 25,
        planId: 'team',
        planName: 'Team',
        tierFrom: 11,
        payingReferrals: 11,
      },
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
    expect(within(totals).getByText('$65.00')).toBeInTheDocument();
    expect(within(totals).getByText('$123.45')).toBeInTheDocument();
    expect(screen.getByText(/Next payout: Dec 1, 2026/)).toBeInTheDocument();
    // At or above the minimum: nothing rolls over.
    expect(screen.queryByTestId('balance-rollover')).toBeNull();

    const table = screen.getByRole('table', { name: 'Your commissions, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(within(rows[0] as HTMLElement).getByText('Pending Co')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('Pending')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('until Dec 20, 2026')).toBeInTheDocument();
    // The rule recorded when the invoice was paid.
    expect(
      within(rows[0] as HTMLElement).getByText('25% · tier from 11 paying referrals'),
    ).toBeInTheDocument();
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

  it('shows each currency’s balance apart, and why one under its minimum rolls over', async () => {
    backend.on('affiliateEarningsOperations', 'getEarnings', () =>
      earnings({
        balances: [
          balance(),
          balance({
            currency: 'eur',
            pendingCents: 1_200,
            heldCents: 0,
            payableCents: 1_200,
            paidCents: 0,
            rollover: 'belowMinimum',
          }),
          balance({
            currency: 'jpy',
            pendingCents: 0,
            heldCents: 0,
            payableCents: -300,
            paidCents: 7_500,
            minimumPayoutCents: 7_500,
            rollover: 'notPositive',
          }),
        ],
      }),
    );
    render(<EarningsSection />);
    const usd = await screen.findByRole('region', { name: 'USD balance' });
    const eur = screen.getByRole('region', { name: 'EUR balance' });
    const jpy = screen.getByRole('region', { name: 'JPY balance' });
    expect(within(usd).getByText('$65.00')).toBeInTheDocument();
    // Never a sum of two currencies: each is in its own units only.
    expect(within(eur).getAllByText('€12.00')).toHaveLength(2);
    expect(within(eur).queryByText(/\$/)).toBeNull();
    expect(within(eur).getByTestId('balance-rollover')).toHaveTextContent(
      'Your EUR balance €12.00 is under the €50.00 minimum; it rolls over to the next payout.',
    );
    expect(within(jpy).getByText('¥7,500')).toBeInTheDocument();
    expect(within(jpy).getByTestId('balance-rollover')).toHaveTextContent(
      /Your JPY balance is -¥300: .* nothing is paid in JPY until new earnings cover it/,
    );
    expect(within(usd).queryByTestId('balance-rollover')).toBeNull();
  });

  it('shows an entry of another currency in its own minor units (none for yen)', async () => {
    backend.on('affiliateEarningsOperations', 'getEarnings', () =>
      earnings({
        rows: [
          row({
            id: 'inv_jpy',
            currency: 'jpy',
            invoiceCurrency: 'jpy',
            invoiceAmountCents: 12_000,
            amountCents: 2_400,
            status: 'pending',
            companyName: 'Tokyo Co',
          }),
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
    await screen.findByText('Tokyo Co');
    const table = screen.getByRole('table', { name: 'Your commissions, newest first' });
    const [jpy, krw] = within(table).getAllByRole('row').slice(1);
    expect(within(jpy as HTMLElement).getByText('¥12,000')).toBeInTheDocument();
    expect(within(jpy as HTMLElement).getByText('¥2,400')).toBeInTheDocument();
    // An entry held for its currency before every currency was paid says so.
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
        balances: [balance({ pendingCents: 0, payableCents: 0, heldCents: 0, paidCents: 0 })],
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
