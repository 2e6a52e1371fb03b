import type { Entitlements } from '@contracts/billing';
import type { CompanyRole } from '@contracts/companies';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Plan } from '@/lib/billing/plans';
import { appCompany, companiesViewAs } from '../../../tests/support/app-companies';

const companies = vi.hoisted(() => ({
  useCompanies: vi.fn(),
  setActiveCompany: vi.fn(async () => undefined),
}));
vi.mock('@/lib/companies/use-companies', () => companies);
const plans: Plan[] = [
  {
    id: 'team',
    name: 'Team Plus',
    description: '',
    features: [],
    limits: { seats: 50 },
    prices: { month: null, year: null },
    currency: 'usd',
    trialDays: 0,
    active: true,
    order: 1,
  },
];
vi.mock('@/lib/billing/use-plans', () => ({ usePlans: () => ({ status: 'ready', plans }) }));

const { FailingPaymentNotice } = await import('./failing-payment-notice');

const DAY = 86_400_000;
const date = (ms: number) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(ms);
const graceUntil = Date.now() + 3 * DAY;
const pastDue: Entitlements = {
  planId: 'team',
  status: 'past_due',
  seats: 8,
  interval: 'month',
  currentPeriodEnd: Date.now() + 20 * DAY,
  cancelAtPeriodEnd: false,
  graceUntil,
  updatedAt: 1,
};

function renderNotice(role: CompanyRole, entitlements: Entitlements | null = pastDue) {
  companies.useCompanies.mockReturnValue(companiesViewAs(role, appCompany({ entitlements })));
  const router = createMemoryRouter(
    [
      { path: '/dashboard', Component: FailingPaymentNotice },
      { path: '/company', element: <h1>Company Management</h1> },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => vi.clearAllMocks());

describe('the payment-failed banner', () => {
  it.each(['owner', 'admin'] as const)(
    'tells the %s what is at stake and leads to the billing card, by keyboard',
    async (role) => {
      const router = renderNotice(role);
      const banner = await screen.findByRole('region', { name: 'Payment failed for Acme Inc' });
      expect(banner).toHaveTextContent(
        `Payment failed for Acme Inc. Update your payment method by ${date(graceUntil)} to keep the Team Plus plan.`,
      );
      const fix = within(banner).getByRole('link', { name: 'Fix payment' });
      expect(fix).toHaveAttribute('href', '/company?company=acme#billing');

      const user = userEvent.setup();
      await user.tab();
      expect(fix).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(companies.setActiveCompany).toHaveBeenCalledWith('acme');
      expect(router.state.location).toMatchObject({
        pathname: '/company',
        search: '?company=acme',
        hash: '#billing',
      });
    },
  );

  it('says the plan has ended once the grace is over', async () => {
    const ended = Date.now() - DAY;
    renderNotice('owner', { ...pastDue, planId: 'free', graceUntil: ended });
    expect(
      await screen.findByRole('region', { name: 'Payment failed for Acme Inc' }),
    ).toHaveTextContent(
      `The paid plan ended on ${date(ended)}. Update your payment method to get it back.`,
    );
  });

  it('is not shown to a member, who cannot fix billing', () => {
    renderNotice('member');
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByText(/Payment failed/)).toBeNull();
  });

  it.each([
    ['active', { ...pastDue, status: 'active' as const, graceUntil: null }],
    ['trialing', { ...pastDue, status: 'trialing' as const, graceUntil: null }],
    ['on the free plan', null],
  ])('is not shown while the company is %s', (_state, entitlements) => {
    renderNotice('owner', entitlements);
    expect(screen.queryByText(/Payment failed/)).toBeNull();
  });
});
