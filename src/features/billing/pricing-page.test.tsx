import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/lib/auth/auth-store';
import type { PlansState } from '@/lib/billing/use-plans';
import {
  authUser,
  companiesView,
  company,
  entitlements,
  pendingInvitation,
  plans,
  team,
} from './test-fixtures';

const companies = vi.hoisted(() => ({
  useCompanies: vi.fn(),
  retryCompanies: vi.fn(),
  setActiveCompany: vi.fn(),
}));
vi.mock('@/lib/companies/use-companies', () => companies);
const membersHook = vi.hoisted(() => ({ useCompanyMembers: vi.fn() }));
vi.mock('@/lib/companies/use-company-members', () => membersHook);
const invitationsHook = vi.hoisted(() => ({ usePendingInvitations: vi.fn() }));
vi.mock('@/lib/companies/use-pending-invitations', () => invitationsHook);
const plansHook = vi.hoisted(() => ({ usePlans: vi.fn() }));
vi.mock('@/lib/billing/use-plans', () => plansHook);
const api = vi.hoisted(() => ({
  createCheckout: vi.fn(),
  openPortal: vi.fn(),
  syncCheckout: vi.fn(),
}));
vi.mock('@/lib/billing/billing-api', () => api);
const leave = vi.hoisted(() => ({ leaveForPayment: vi.fn() }));
vi.mock('@/lib/billing/leave-for-payment', () => leave);
vi.mock('@/lib/auth/learn-auth-status', () => ({ learnAuthStatus: vi.fn() }));

const { default: PricingPage } = await import('./pricing-page');

/** Renders /pricing; for someone signed in, waits for the signed-in part's chunk too. */
async function renderAt(entry = '/pricing') {
  const router = createMemoryRouter(
    [
      { path: '/pricing', Component: PricingPage },
      { path: '/register', element: <h1>Register</h1> },
      { path: '/company/setup', element: <h1>Company Setup</h1> },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  if (useAuthStore.getState().status === 'signedIn') {
    await act(async () => {
      await import('./signed-in-pricing');
    });
  }
  return router;
}

const signedOut = () => useAuthStore.setState({ status: 'signedOut', user: null, claims: {} });
const signedIn = () => useAuthStore.setState({ status: 'signedIn', user: authUser(), claims: {} });

const card = (name: string) => screen.getByRole('article', { name });
const ready = (list = plans): PlansState => ({ status: 'ready', plans: list });

beforeEach(() => {
  vi.clearAllMocks();
  plansHook.usePlans.mockReturnValue(ready());
  companies.useCompanies.mockReturnValue({
    status: 'loading',
    entries: [],
    active: null,
    error: null,
  });
  membersHook.useCompanyMembers.mockReturnValue({ status: 'ready', members: team, retry: vi.fn() });
  invitationsHook.usePendingInvitations.mockReturnValue({
    status: 'ready',
    invitations: [pendingInvitation()],
    retry: vi.fn(),
  });
  signedOut();
});
afterEach(() => signedOut());

describe('PricingPage: plans and the billing period', () => {
  it('shows every plan with its price per seat, seats, trial and features', async () => {
    await renderAt();
    expect(screen.getByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument();
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual([
      'plan-free-name',
      'plan-team-name',
      'plan-business-name',
    ]);
    const teamCard = card('Team');
    expect(within(teamCard).getByTestId('plan-price')).toHaveTextContent('$12');
    expect(within(teamCard).getByText('per seat / month')).toBeInTheDocument();
    expect(within(teamCard).getByText('Up to 50 seats')).toBeInTheDocument();
    expect(within(teamCard).getByText('14-day free trial')).toBeInTheDocument();
    expect(within(teamCard).getByText('Email support')).toBeInTheDocument();
    expect(within(card('Business')).queryByText(/free trial/)).toBeNull();
    expect(within(card('Free')).getByText('$0')).toBeInTheDocument();
    expect(within(card('Business')).getByTestId('plan-price')).toHaveTextContent('$24');
  });

  it('switches to yearly prices shown per month, with the saving, by keyboard too', async () => {
    const user = userEvent.setup();
    const router = await renderAt();
    const monthly = screen.getByRole('radio', { name: 'Monthly' });
    const yearly = screen.getByRole('radio', { name: /Yearly/ });
    expect(yearly).toHaveTextContent('Save 17%');
    expect(monthly).toHaveAttribute('aria-checked', 'true');

    await user.click(monthly);
    await user.keyboard('{ArrowRight}');
    expect(yearly).toHaveFocus();
    await user.keyboard(' ');
    expect(yearly).toHaveAttribute('aria-checked', 'true');
    expect(router.state.location.search).toBe('?interval=year');

    const teamCard = card('Team');
    expect(within(teamCard).getByTestId('plan-price')).toHaveTextContent('$10');
    expect(within(teamCard).getByText('per seat / month, billed yearly')).toBeInTheDocument();
    expect(within(teamCard).getByText('$120 per seat a year')).toBeInTheDocument();
    expect(within(card('Business')).getByTestId('plan-price')).toHaveTextContent('$20');

    // Choosing the chosen option again keeps it chosen.
    await user.click(yearly);
    expect(yearly).toHaveAttribute('aria-checked', 'true');
  });

  it('shows skeletons while the plans load', async () => {
    plansHook.usePlans.mockReturnValue({ status: 'loading' });
    await renderAt();
    expect(screen.getByRole('status', { name: 'Loading plans' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('shows an error with a retry when the plans cannot be loaded', async () => {
    const retry = vi.fn();
    plansHook.usePlans.mockReturnValue({ status: 'error', retry });
    const user = userEvent.setup();
    await renderAt();
    expect(screen.getByRole('alert')).toHaveTextContent(/We could not load the plans/);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalled();
  });

  it('says so when no plan is on offer', async () => {
    plansHook.usePlans.mockReturnValue(ready([]));
    await renderAt();
    expect(screen.getByText(/No plans are on offer right now/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');
  });
});

describe('PricingPage: what each viewer can do', () => {
  it('sends a visitor to sign up and back to the plan they chose', async () => {
    const user = userEvent.setup();
    await renderAt('/pricing?interval=year');
    const start = within(card('Team')).getByRole('link', { name: 'Start with Team' });
    expect(start).toHaveAttribute(
      'href',
      `/register?redirect=${encodeURIComponent('/pricing?plan=team&interval=year')}`,
    );
    expect(within(card('Free')).getByRole('link', { name: 'Start with Free' })).toBeVisible();
    expect(screen.queryByText('Current plan')).toBeNull();
    await user.click(start);
    expect(await screen.findByRole('heading', { name: 'Register' })).toBeInTheDocument();
  });

  it('shows no buttons until it knows who is looking', async () => {
    useAuthStore.setState({ status: 'unknown', user: null, claims: {} });
    await renderAt();
    expect(within(card('Team')).queryByRole('button')).toBeNull();
    expect(within(card('Team')).queryByRole('link')).toBeNull();
  });

  it('asks a signed-in user without a company to create one first, then come back', async () => {
    signedIn();
    companies.useCompanies.mockReturnValue(companiesView(null));
    await renderAt();
    expect(
      within(card('Business')).getByRole('link', { name: 'Create a company first' }),
    ).toHaveAttribute(
      'href',
      `/company/setup?redirect=${encodeURIComponent('/pricing?plan=business&interval=month')}`,
    );
  });

  it('marks the company’s plan and tells a member whom to ask', async () => {
    signedIn();
    companies.useCompanies.mockReturnValue(
      companiesView('member', company({ entitlements: entitlements() })),
    );
    await renderAt();
    expect(membersHook.useCompanyMembers).toHaveBeenCalledWith('acme');
    const teamCard = card('Team');
    expect(within(teamCard).getByText('Current plan', { selector: 'span' })).toBeInTheDocument();
    expect(within(teamCard).getByRole('button', { name: 'Current plan' })).toBeDisabled();
    const business = within(card('Business')).getByRole('button', { name: 'Choose Business' });
    expect(business).toBeDisabled();
    expect(business).toHaveAccessibleDescription(
      'Ask Olive Owner (the owner) or an admin to upgrade.',
    );
    expect(screen.getByTestId('pricing-company')).toHaveTextContent('For Acme Inc');
  });

  it('treats a canceled subscription as the free plan', async () => {
    signedIn();
    companies.useCompanies.mockReturnValue(
      companiesView(
        'owner',
        company({ entitlements: entitlements({ status: 'canceled', planId: 'free', seats: 5 }) }),
      ),
    );
    await renderAt();
    expect(within(card('Free')).getByText('Current plan', { selector: 'span' })).toBeVisible();
    expect(within(card('Team')).getByRole('button', { name: 'Choose Team' })).toBeEnabled();
  });

  it('sends the owner of a paid company to the billing portal to change or downgrade', async () => {
    api.openPortal.mockResolvedValue('https://billing.example/portal');
    signedIn();
    companies.useCompanies.mockReturnValue(
      companiesView('owner', company({ entitlements: entitlements() })),
    );
    const user = userEvent.setup();
    await renderAt();
    expect(within(card('Team')).getByRole('button', { name: 'Manage billing' })).toBeEnabled();
    expect(
      within(card('Business')).getByRole('button', { name: 'Switch to Business' }),
    ).toBeVisible();
    await user.click(within(card('Free')).getByRole('button', { name: 'Manage billing' }));
    expect(api.openPortal).toHaveBeenCalledWith('acme');
    expect(leave.leaveForPayment).toHaveBeenCalledWith('https://billing.example/portal');
  });

  it('explains a portal that cannot open', async () => {
    api.openPortal.mockRejectedValue({
      code: 'functions/failed-precondition',
      message: 'failed-precondition',
    });
    signedIn();
    companies.useCompanies.mockReturnValue(
      companiesView('admin', company({ entitlements: entitlements() })),
    );
    const user = userEvent.setup();
    await renderAt();
    await user.click(within(card('Team')).getByRole('button', { name: 'Manage billing' }));
    expect(
      await screen.findByText(/Billing is not available on this site right now/),
    ).toBeVisible();
    expect(leave.leaveForPayment).not.toHaveBeenCalled();
  });
});

describe('PricingPage: choosing seats', () => {
  beforeEach(() => {
    signedIn();
    companies.useCompanies.mockReturnValue(companiesView('owner'));
  });

  it('opens the seats dialog from the members in use up to the plan’s limit, with the total', async () => {
    const user = userEvent.setup();
    const router = await renderAt();
    expect(within(card('Free')).getByRole('button', { name: 'Current plan' })).toBeDisabled();
    await user.click(within(card('Team')).getByRole('button', { name: 'Choose Team' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Choose Team' });
    expect(router.state.location.search).toBe('?plan=team');
    expect(invitationsHook.usePendingInvitations).toHaveBeenCalledWith('acme', true);
    const seats = within(dialog).getByLabelText('Seats');
    // 3 members and 1 pending email invitation use 4 seats.
    expect(seats).toHaveValue(4);
    expect(seats).toHaveAttribute('min', '4');
    expect(seats).toHaveAttribute('max', '50');
    expect(within(dialog).getByTestId('checkout-total')).toHaveTextContent('$48');
    expect(within(dialog).getByRole('button', { name: 'One seat fewer' })).toBeDisabled();
    expect(within(dialog).getByText(/first 14 days are free/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'One seat more' }));
    expect(seats).toHaveValue(5);
    expect(within(dialog).getByTestId('checkout-total')).toHaveTextContent('$60');

    const confirm = within(dialog).getByRole('button', { name: 'Continue to payment' });
    await user.clear(seats);
    await user.type(seats, '3');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Your company already uses 4 seats (members and pending invitations): choose at least 4.',
    );
    expect(confirm).toBeDisabled();
    await user.clear(seats);
    await user.type(seats, '51');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Team allows at most 50 seats.');
    expect(confirm).toBeDisabled();
    await user.clear(seats);
    await user.type(seats, '50');
    expect(within(dialog).getByTestId('checkout-total')).toHaveTextContent('$600');
    expect(confirm).toBeEnabled();
  });

  it('totals the yearly price and goes to checkout, busy until the browser leaves', async () => {
    let resolve: (url: string) => void = () => undefined;
    api.createCheckout.mockImplementation(() => new Promise<string>((r) => (resolve = r)));
    const user = userEvent.setup();
    await renderAt('/pricing?interval=year');
    await user.click(within(card('Team')).getByRole('button', { name: 'Choose Team' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Choose Team' });
    const seats = within(dialog).getByLabelText('Seats');
    await user.clear(seats);
    await user.type(seats, '10');
    expect(within(dialog).getByTestId('checkout-total')).toHaveTextContent('$1,200');
    expect(within(dialog).getByText(/Total per year/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    expect(api.createCheckout).toHaveBeenCalledWith({
      companyId: 'acme',
      planId: 'team',
      interval: 'year',
      seats: 10,
    });
    expect(within(dialog).getByRole('button', { name: /Opening secure checkout/ })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await act(async () => resolve('/api/test-checkout?session=cs_test_1'));
    expect(leave.leaveForPayment).toHaveBeenCalledWith('/api/test-checkout?session=cs_test_1');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('shows a refusal inside the dialog and lets the owner try again', async () => {
    api.createCheckout.mockRejectedValueOnce({
      code: 'functions/failed-precondition',
      message: 'Acme Inc already uses 6 seats (members and pending invitations).',
    });
    const user = userEvent.setup();
    await renderAt();
    await user.click(within(card('Business')).getByRole('button', { name: 'Choose Business' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Choose Business' });
    expect(within(dialog).queryByText(/days are free/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    expect(await within(dialog).findByText(/Acme Inc already uses 6 seats/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Continue to payment' })).toBeEnabled();
    expect(leave.leaveForPayment).not.toHaveBeenCalled();
  });

  it("passes a partner's promo code, and shows the server's refusal at the field", async () => {
    const message = 'The promo code “NOPE-1” is not valid. Check it, or continue without a code.';
    api.createCheckout.mockRejectedValueOnce({
      code: 'functions/invalid-argument',
      message,
      details: { issues: [{ path: 'payload.promoCode', message }] },
    });
    const user = userEvent.setup();
    await renderAt();
    await user.click(within(card('Team')).getByRole('button', { name: 'Choose Team' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Choose Team' });
    const promo = within(dialog).getByLabelText('Promo code (optional)');
    await user.type(promo, ' nope-1 ');
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    expect(api.createCheckout).toHaveBeenCalledWith({
      companyId: 'acme',
      planId: 'team',
      interval: 'month',
      seats: 4,
      promoCode: 'nope-1',
    });
    // At the field, kept as typed: the buyer corrects it or empties it.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(promo).toHaveAttribute('aria-invalid', 'true');
    expect(promo).toHaveValue(' nope-1 ');
    expect(leave.leaveForPayment).not.toHaveBeenCalled();
  });

  it('reopens the chosen plan on return from sign-up, and closes it on Cancel', async () => {
    const user = userEvent.setup();
    const router = await renderAt('/pricing?plan=team&interval=year');
    const dialog = await screen.findByRole('alertdialog', { name: 'Choose Team' });
    expect(within(dialog).getByRole('radio', { name: /Yearly/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(router.state.location.search).toBe('?interval=year');
  });

  it('opens nothing for a member or for a plan that cannot be bought', async () => {
    companies.useCompanies.mockReturnValue(companiesView('member'));
    await renderAt('/pricing?plan=team');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('says when the company already uses more seats than the plan allows', async () => {
    companies.useCompanies.mockReturnValue(companiesView('admin', company({ memberCount: 60 })));
    await renderAt('/pricing?plan=team');
    const dialog = await screen.findByRole('alertdialog', { name: 'Choose Team' });
    expect(within(dialog).getByText(/already uses 61 seats, more than Team allows/)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
  });

  it('waits for the pending invitations before offering seats', async () => {
    invitationsHook.usePendingInvitations.mockReturnValue({
      status: 'loading',
      invitations: [],
      retry: vi.fn(),
    });
    await renderAt('/pricing?plan=team');
    const dialog = await screen.findByRole('alertdialog', { name: 'Choose Team' });
    expect(within(dialog).getByRole('status', { name: 'Counting the seats in use' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
  });
});
