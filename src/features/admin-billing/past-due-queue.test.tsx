import type { PastDueCase, PastDueQueue as Queue } from '@contracts/admin-billing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { backend } from '../../../tests/support/fake-backend';
import { graceDayLabel, mailsSentLabel } from './past-due-words';

vi.mock('@/lib/firebase/functions', () => import('../../../tests/support/fake-backend'));

const { PastDueQueue } = await import('./past-due-queue');

const DAY = 86_400_000;
const date = (ms: number) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(ms);
const start = Date.UTC(2030, 4, 1, 10);

const lantern: PastDueCase = {
  caseId: 'lantern_1',
  companyId: 'lantern',
  companyName: 'Lantern Media',
  planId: 'team',
  planName: 'Team',
  amountCents: 9_600,
  currency: 'usd',
  startedAt: start,
  graceUntil: start + 7 * DAY,
  day: 4,
  mailsSent: [0, 3],
};
const kyoto: PastDueCase = {
  ...lantern,
  caseId: 'kyoto_1',
  companyId: 'kyoto',
  companyName: 'Kyoto KK',
  amountCents: 1_500,
  currency: 'jpy',
  mailsSent: [0],
};
const empty: Queue = {
  cases: [],
  atRisk: [],
  recoveredThisMonth: [],
  monthStart: Date.UTC(2030, 4, 1),
  truncated: false,
};

describe('PastDueQueue', () => {
  it('lists each failing payment with its amount, day of grace, mails and grace end', async () => {
    backend.on('adminBillingOperations', 'pastDueQueue', () => ({
      ...empty,
      cases: [lantern, kyoto],
      atRisk: [
        { currency: 'jpy', amountCents: 1_500, cases: 1 },
        { currency: 'usd', amountCents: 9_600, cases: 1 },
      ],
      recoveredThisMonth: [{ currency: 'usd', amountCents: 3_600, cases: 1 }],
    }));
    render(<PastDueQueue />);
    const section = screen.getByRole('region', { name: 'Failing payments' });
    const table = await within(section).findByRole('table', { name: 'Failing payments' });
    const row = await within(table).findByRole('row', { name: /Lantern Media/ });
    for (const cell of ['Team', '$96.00', 'Day 4 of 7', 'Days 0 and 3', date(start + 7 * DAY)]) {
      expect(within(row).getByRole('cell', { name: cell })).toBeInTheDocument();
    }
    expect(within(table).getByRole('row', { name: /Kyoto KK/ })).toHaveTextContent('¥1,500');

    // Each currency apart: yen and dollars are never added together.
    const atRisk = screen.getByTestId('past-due-at-risk');
    expect(atRisk).toHaveTextContent('¥1,500JPY · 1 case');
    expect(atRisk).toHaveTextContent('$96.00USD · 1 case');
    expect(screen.getByTestId('past-due-recovered')).toHaveTextContent('$36.00USD · 1 case');
  });

  it('says so when no payment is failing', async () => {
    backend.on('adminBillingOperations', 'pastDueQueue', () => empty);
    render(<PastDueQueue />);
    expect(await screen.findByText('No payment is failing right now.')).toBeVisible();
    expect(screen.getByTestId('past-due-at-risk')).toHaveTextContent('None');
    expect(screen.getByTestId('past-due-recovered')).toHaveTextContent('None');
  });

  it('shows a loading state, then a failed read with Try again', async () => {
    let fail = true;
    const queue = backend.on('adminBillingOperations', 'pastDueQueue', async () => {
      if (fail) throw Object.assign(new Error('boom'), { code: 'functions/unavailable' });
      return empty;
    });
    render(<PastDueQueue />);
    expect(screen.getByRole('status', { name: 'Loading the totals' })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No payment is failing right now.')).toBeVisible();
    expect(queue).toHaveBeenCalledTimes(2);
  });
});

describe('the queue’s words', () => {
  it('counts the day of grace, and says when the grace is over', () => {
    expect(graceDayLabel(lantern)).toBe('Day 4 of 7');
    expect(graceDayLabel({ ...lantern, day: 9 })).toBe('Grace over (day 9)');
  });

  it('names the mails sent', () => {
    expect(mailsSentLabel([])).toBe('None');
    expect(mailsSentLabel([0])).toBe('Day 0');
    expect(mailsSentLabel([0, 3, 7])).toBe('Days 0, 3 and 7');
  });
});
