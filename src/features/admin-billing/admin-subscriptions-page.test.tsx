import type { AdminPlan, SubscriptionRow } from '@contracts/admin-billing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { backend } from '../../../tests/support/fake-backend';

vi.mock('@/lib/firebase/functions', () => import('../../../tests/support/fake-backend'));

const { default: AdminSubscriptionsPage } = await import('./admin-subscriptions-page');

const team: AdminPlan = {
  planId: 'team',
  name: 'Team',
  description: 'For teams',
  features: ['One'],
  limits: { seats: 50 },
  prices: { month: { amount: 1200, providerPriceId: 'price_team_monthly' }, year: null },
  currency: 'usd',
  trialDays: 14,
  active: true,
  order: 1,
  subscribers: 3,
};

const acme: SubscriptionRow = {
  companyId: 'c1',
  name: 'Acme',
  ownerUid: 'u1',
  createdAt: Date.UTC(2026, 0, 1),
  planId: 'free',
  status: 'free',
  granted: true,
  seatsUsed: 2,
  seatsPaid: null,
  interval: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  graceUntil: null,
  mrrCents: 0,
  hasSubscription: false,
};

let granted = false;

beforeEach(() => {
  granted = false;
  backend.on('adminBillingOperations', 'listPlans', () => ({ plans: [team] }));
  backend.on('adminBillingOperations', 'pastDueQueue', () => ({
    cases: [],
    atRisk: [],
    recoveredThisMonth: [],
    monthStart: Date.UTC(2026, 0, 1),
    truncated: false,
  }));
  backend.on('adminBillingOperations', 'listSubscriptions', () => ({
    rows: [granted ? { ...acme, planId: 'team', status: 'complimentary' as const } : acme],
    nextCursor: null,
  }));
});

describe('AdminSubscriptionsPage', { timeout: 20_000 }, () => {
  it('grants a complimentary plan, shows a refusal in the dialog, and lists the grant', async () => {
    const grant = backend.on('adminBillingOperations', 'grantComplimentary', () => {
      throw Object.assign(new Error('Acme has a paid subscription.'), {
        code: 'functions/failed-precondition',
      });
    });
    const user = userEvent.setup();
    render(<AdminSubscriptionsPage />);
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Grant a complimentary plan to Acme' },
        { timeout: 5000 },
      ),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Grant Acme a complimentary plan?' });
    await user.click(within(dialog).getByRole('button', { name: 'Grant plan' }));
    expect(
      await within(dialog).findByText('Acme has a paid subscription.', {}, { timeout: 5000 }),
    ).toBeVisible();

    grant.mockImplementation(() => {
      granted = true;
      return { until: Date.UTC(2026, 1, 1), seats: 50 };
    });
    await user.click(within(dialog).getByRole('button', { name: 'Grant plan' }));
    expect(grant).toHaveBeenLastCalledWith({ companyId: 'c1', planId: 'team', days: 30 });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), {
      timeout: 5000,
    });
    expect(await screen.findByText('Complimentary', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('goes back to the first page when the sort changes', async () => {
    const list = backend.on('adminBillingOperations', 'listSubscriptions', ({ cursor }) =>
      cursor === 'after-acme'
        ? { rows: [{ ...acme, companyId: 'c2', name: 'Bolt' }], nextCursor: null }
        : { rows: [acme], nextCursor: 'after-acme' },
    );
    const user = userEvent.setup();
    render(<AdminSubscriptionsPage />);
    await screen.findByText('Acme');
    await user.click(screen.getByRole('button', { name: /next/i }));
    expect(await screen.findByText('Bolt')).toBeInTheDocument();
    expect(screen.getByText('Page 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'MRR' }));
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'mrr', cursor: null })),
    );
    expect(await screen.findByText('Acme')).toBeInTheDocument();
    expect(screen.getByText('Page 1')).toBeInTheDocument();
  });

  it('shows a company’s billing history', async () => {
    const history = backend.on('adminBillingOperations', 'billingHistory', () => ({
      events: [
        {
          id: 'e1',
          type: 'admin.complimentary',
          outcome: 'applied',
          status: 'complimentary',
          planId: 'team',
          seats: 50,
          interval: null,
          mrrCents: null,
          at: Date.UTC(2026, 0, 2),
          actor: 'root',
        },
      ],
    }));
    const user = userEvent.setup();
    render(<AdminSubscriptionsPage />);
    await user.click(
      await screen.findByRole('button', { name: 'Billing history of Acme' }, { timeout: 5000 }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Billing history of Acme' });
    expect(
      await within(dialog).findByText('admin.complimentary', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(dialog).toHaveTextContent('applied · complimentary · Team · 50 seats');
    expect(history).toHaveBeenCalledWith({ companyId: 'c1' });
  });
});
