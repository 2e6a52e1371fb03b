import type { Entitlements } from '@contracts/billing';
import type { CompanyRole } from '@contracts/companies';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Plan } from '@/lib/billing/plans';
import type { Invitation, Member } from '@/lib/companies/company-model';
import { appCompany } from '../../../tests/support/app-companies';

const api = vi.hoisted(() => ({
  createCheckout: vi.fn(),
  openPortal: vi.fn(),
  syncCheckout: vi.fn(),
}));
vi.mock('@/lib/billing/billing-api', () => api);
const leave = vi.hoisted(() => ({ leaveForPayment: vi.fn() }));
vi.mock('@/lib/billing/leave-for-payment', () => leave);
const plans: Plan[] = ['Free', 'Team'].map((name, order) => ({
  id: name.toLowerCase(),
  name,
  description: '',
  features: [],
  limits: { seats: order ? 50 : 5 },
  prices: { month: null, year: null },
  currency: 'usd',
  trialDays: 0,
  active: true,
  order,
}));
vi.mock('@/lib/billing/use-plans', () => ({ usePlans: () => ({ status: 'ready', plans }) }));
vi.mock('@/lib/billing/plans-source', () => ({
  fetchActivePlans: vi.fn(),
  fetchSubscribedPlanName: vi.fn(async () => 'Legacy Pro'),
}));
const invitationsHook = vi.hoisted(() => ({ usePendingInvitations: vi.fn() }));
vi.mock('@/lib/companies/use-pending-invitations', () => invitationsHook);

const { BillingCard } = await import('./billing-card');

const DAY = 86_400_000;
const date = (ms: number) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(ms);
const end = Date.now() + 20 * DAY;

const ents = (patch: Partial<Entitlements> = {}): Entitlements => ({
  planId: 'team',
  status: 'active',
  seats: 10,
  interval: 'year',
  currentPeriodEnd: end,
  cancelAtPeriodEnd: false,
  graceUntil: null,
  updatedAt: 1,
  ...patch,
});

const pending: Invitation = {
  id: 'inv-1',
  companyId: 'acme',
  kind: 'email',
  email: 'new@example.com',
  role: 'member',
  tokenHash: 'h',
  status: 'pending',
  invitedBy: { uid: 'u-owner', name: 'Olive' },
  createdAt: 1,
  expiresAt: Date.now() + 3 * DAY,
  acceptedCount: 0,
  respondedAt: null,
  respondedBy: null,
};

function renderCard(entitlements: Entitlements | null, role: CompanyRole = 'owner') {
  const company = appCompany({ entitlements });
  const membership: Member = {
    uid: 'me',
    companyId: 'acme',
    role,
    email: 'me@example.com',
    displayName: 'Me',
    photoURL: null,
    joinedAt: 1,
  };
  const router = createMemoryRouter(
    [{ path: '/company', element: <BillingCard entry={{ company, membership, role }} /> }],
    { initialEntries: ['/company'] },
  );
  render(<RouterProvider router={router} />);
}

const statusBadge = () => screen.queryByTestId('plan-status');

beforeEach(() => {
  vi.clearAllMocks();
  invitationsHook.usePendingInvitations.mockImplementation((_id: string, enabled: boolean) => ({
    status: enabled ? 'ready' : 'idle',
    invitations: enabled ? [pending] : [],
    retry: vi.fn(),
  }));
});

describe('BillingCard', () => {
  it('shows the free plan with its seats and no portal before any subscription', () => {
    renderCard(null);
    expect(screen.getByTestId('plan-name')).toHaveTextContent('Free');
    expect(statusBadge()).toBeNull();
    expect(screen.getByTestId('billing-seats')).toHaveTextContent('4 of 5 used');
    expect(screen.getByRole('link', { name: 'Change plan' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('button', { name: 'Manage billing' })).toBeNull();
  });

  it('shows a complimentary plan with its end, then the free plan once it has ended', () => {
    renderCard(ents({ status: 'complimentary', interval: null, graceUntil: end }));
    expect(screen.getByTestId('plan-name')).toHaveTextContent('Team');
    expect(statusBadge()).toHaveTextContent('Complimentary');
    expect(screen.getByText('Complimentary until')).toBeVisible();
    expect(screen.getByTestId('billing-seats')).toHaveTextContent('4 of 10 used');
    cleanup();
    renderCard(ents({ status: 'complimentary', interval: null, graceUntil: Date.now() - DAY }));
    expect(screen.getByTestId('plan-name')).toHaveTextContent('Free');
    expect(screen.getByTestId('billing-seats')).toHaveTextContent('4 of 5 used');
    expect(screen.getByText(/complimentary plan ended/)).toBeVisible();
  });

  it('shows a trial with its end', () => {
    renderCard(ents({ status: 'trialing' }));
    expect(screen.getByTestId('plan-name')).toHaveTextContent('Team');
    expect(statusBadge()).toHaveTextContent('Trial');
    expect(screen.getByText('Trial ends')).toBeVisible();
    expect(screen.getByText(date(end))).toBeVisible();
    expect(screen.getByTestId('billing-seats')).toHaveTextContent('4 of 10 used');
  });

  it('shows an active plan with its renewal and opens the portal', async () => {
    api.openPortal.mockResolvedValue('https://billing.example/p');
    const user = userEvent.setup();
    renderCard(ents());
    expect(statusBadge()).toHaveTextContent('Active');
    expect(screen.getByText('Renews on')).toBeVisible();
    expect(screen.getByText('Yearly')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Manage billing' }));
    expect(api.openPortal).toHaveBeenCalledWith('acme');
    expect(leave.leaveForPayment).toHaveBeenCalledWith('https://billing.example/p');
  });

  it('asks for a new payment method by the end of the grace period', () => {
    const graceUntil = Date.now() + 5 * DAY;
    renderCard(ents({ status: 'past_due', graceUntil }));
    expect(statusBadge()).toHaveTextContent('Past due');
    expect(screen.getByRole('status')).toHaveTextContent(
      `update your payment method by ${date(graceUntil)}`,
    );
    expect(screen.getByTestId('billing-seats')).toHaveTextContent('4 of 10 used');
  });

  it('falls back to the free plan once the grace period is over', () => {
    renderCard(ents({ status: 'past_due', graceUntil: Date.now() - DAY }));
    expect(screen.getByTestId('plan-name')).toHaveTextContent('Free');
    expect(statusBadge()).toHaveTextContent('Payment failed');
    expect(screen.getByTestId('billing-seats')).toHaveTextContent('4 of 5 used');
    expect(screen.getByRole('button', { name: 'Manage billing' })).toBeEnabled();
  });

  it('shows a cancellation at the period end', () => {
    renderCard(ents({ cancelAtPeriodEnd: true }));
    expect(statusBadge()).toHaveTextContent(`Cancels on ${date(end)}`);
    expect(screen.getByText('Ends on')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(/then the company moves to the Free plan/);
  });

  it('shows an ended subscription as the free plan, the portal still open for invoices', () => {
    renderCard(ents({ status: 'canceled', planId: 'free', seats: 5, interval: null }));
    expect(screen.getByTestId('plan-name')).toHaveTextContent('Free');
    expect(screen.getByText(/The subscription has ended/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Manage billing' })).toBeVisible();
  });

  it('names a plan that is no longer offered from the subscription', async () => {
    renderCard(ents({ planId: 'legacy-pro' }));
    expect(await screen.findByText('Legacy Pro')).toBeVisible();
  });

  it('is read-only for members, who count members only', () => {
    renderCard(ents(), 'member');
    expect(invitationsHook.usePendingInvitations).toHaveBeenCalledWith('acme', false);
    expect(
      screen.getByText('Only owners and admins can change the plan or billing.'),
    ).toBeVisible();
    expect(screen.getByTestId('billing-seats')).toHaveTextContent('3 of 10 used');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('explains calmly when billing cannot be managed here', async () => {
    api.openPortal.mockRejectedValue({
      code: 'functions/failed-precondition',
      message:
        'Payments are not set up on this site yet, so plans cannot be bought. Please try again later.',
    });
    const user = userEvent.setup();
    renderCard(ents());
    await user.click(screen.getByRole('button', { name: 'Manage billing' }));
    const notice = await screen.findByText(/Payments are not set up on this site yet/);
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(leave.leaveForPayment).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Manage billing' })).toBeEnabled();
  });

  it('shows other failures as errors', async () => {
    api.openPortal.mockRejectedValue({ code: 'functions/unavailable', message: 'unavailable' });
    const user = userEvent.setup();
    renderCard(ents());
    await user.click(screen.getByRole('button', { name: 'Manage billing' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not reach the server/);
    expect(within(screen.getByRole('alert')).queryByRole('link')).toBeNull();
  });
});
