import type { Entitlements } from '@contracts/billing';
import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/lib/auth/auth-store';
import { emptySource, patchCompanies } from '@/lib/companies/companies-store';
import { authUser, company, DAY, entitlements, plans, team } from './test-fixtures';

// The real companies store and hook; only the Firestore listeners are replaced, and the test
// plays the company document's snapshots through the store.
vi.mock('@/lib/companies/companies-sync', () => ({
  startCompaniesSync: vi.fn(() => () => undefined),
  writeActiveCompany: vi.fn(async () => undefined),
}));
const api = vi.hoisted(() => ({
  createCheckout: vi.fn(),
  openPortal: vi.fn(),
  syncCheckout: vi.fn(),
}));
vi.mock('@/lib/billing/billing-api', () => api);
vi.mock('@/lib/billing/use-plans', () => ({
  usePlans: () => ({ status: 'ready', plans }),
}));
vi.mock('@/lib/billing/plans-source', () => ({
  fetchActivePlans: vi.fn(),
  fetchSubscribedPlanName: vi.fn(async () => null),
}));

const { default: PaymentSuccessPage, SLOW_MESSAGE } = await import('./payment-success-page');

/** The company document as the listener delivers it. */
function companySnapshot(ents: Entitlements | null) {
  act(() =>
    patchCompanies({
      uid: 'u-owner',
      membershipsLoaded: true,
      userDocLoaded: true,
      memberships: team.slice(0, 1),
      companies: { acme: company({ entitlements: ents }) },
      remoteActiveId: 'acme',
    }),
  );
}

function renderAt(entry = '/payment/success?session_id=cs_test_1') {
  const router = createMemoryRouter([{ path: '/payment/success', Component: PaymentSuccessPage }], {
    initialEntries: [entry],
  });
  render(<RouterProvider router={router} />);
}

const flush = (ms = 0) => act(async () => vi.advanceTimersByTimeAsync(ms));
const status = () => screen.getByTestId('payment-status');

beforeEach(() => {
  vi.useFakeTimers();
  vi.clearAllMocks();
  act(() => {
    useAuthStore.setState({ status: 'signedIn', user: authUser('Olive Owner'), claims: {} });
    patchCompanies({ ...emptySource });
  });
});
afterEach(() => {
  act(() => useAuthStore.setState({ status: 'signedOut', user: null, claims: {} }));
  vi.useRealTimers();
});

describe('PaymentSuccessPage', () => {
  it('thanks the buyer, waits, and shows the plan as soon as the company document has it', async () => {
    api.syncCheckout.mockResolvedValue({ settled: false, entitlements: null });
    renderAt();
    companySnapshot(null);
    await flush();

    expect(screen.getByRole('heading', { level: 1, name: 'Thank you, Olive!' })).toBeVisible();
    expect(screen.getByText('Your payment was successful.')).toBeVisible();
    expect(status()).toHaveAttribute('aria-live', 'polite');
    expect(status()).toHaveTextContent('Confirming your payment…');
    expect(api.syncCheckout).toHaveBeenCalledWith('acme', 'cs_test_1');

    await flush(2_000);
    expect(api.syncCheckout).toHaveBeenCalledTimes(2);

    // The webhook lands: the live company document carries the new plan.
    const trialEnd = Date.now() + 14 * DAY;
    companySnapshot(entitlements({ status: 'trialing', seats: 8, currentPeriodEnd: trialEnd }));
    const plan = within(status()).getByTestId('activated-plan');
    expect(plan).toHaveTextContent('Acme Inc is now on the Team plan.');
    expect(plan).toHaveTextContent('8 seats');
    expect(within(plan).getByTestId('plan-status')).toHaveTextContent('Trial');
    expect(plan).toHaveTextContent('Trial ends');
    expect(plan).toHaveTextContent(
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(trialEnd),
    );
    expect(screen.getByRole('link', { name: 'Company settings' })).toHaveAttribute(
      'href',
      '/company',
    );
    expect(screen.getByRole('link', { name: 'Invite your team' })).toHaveAttribute(
      'href',
      '/company/members',
    );
  });

  it('shows the plan from the sync’s answer when it comes before the snapshot', async () => {
    const renewal = Date.now() + 30 * DAY;
    api.syncCheckout.mockResolvedValue({
      settled: true,
      entitlements: entitlements({ planId: 'business', seats: 12, currentPeriodEnd: renewal }),
    });
    renderAt();
    companySnapshot(null);
    await flush();
    const plan = screen.getByTestId('activated-plan');
    expect(plan).toHaveTextContent('Acme Inc is now on the Business plan.');
    expect(plan).toHaveTextContent('Business, billed monthly');
    expect(within(plan).getByTestId('plan-status')).toHaveTextContent('Active');
    expect(plan).toHaveTextContent('Renews on');
    expect(api.syncCheckout).toHaveBeenCalledTimes(1);
    await flush(10_000);
    expect(api.syncCheckout).toHaveBeenCalledTimes(1);
  });

  it('keeps asking for a minute, then says the plan will appear, and still updates after', async () => {
    api.syncCheckout
      .mockRejectedValueOnce({ code: 'functions/unavailable', message: 'unavailable' })
      .mockResolvedValue({ settled: false, entitlements: null });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAt();
    companySnapshot(null);
    await flush();
    await flush(58_000);
    expect(status()).toHaveTextContent('Confirming your payment…');
    await flush(2_000);
    expect(status()).toHaveTextContent(SLOW_MESSAGE);
    const calls = api.syncCheckout.mock.calls.length;
    expect(calls).toBeGreaterThanOrEqual(29);
    expect(calls).toBeLessThanOrEqual(31);
    await flush(10_000);
    expect(api.syncCheckout).toHaveBeenCalledTimes(calls);

    companySnapshot(entitlements());
    expect(screen.getByTestId('activated-plan')).toHaveTextContent('now on the Team plan');
  });

  it('explains a checkout the server refuses for good', async () => {
    api.syncCheckout.mockRejectedValue({
      code: 'functions/failed-precondition',
      message: 'This checkout expired before it was paid. Nothing was charged.',
    });
    renderAt();
    companySnapshot(null);
    await flush();
    expect(status()).toHaveTextContent('This checkout expired before it was paid.');
    await flush(10_000);
    expect(api.syncCheckout).toHaveBeenCalledTimes(1);
  });

  it('without a checkout reference, asks nothing and says the plan will appear', async () => {
    renderAt('/payment/success');
    companySnapshot(null);
    await flush();
    expect(api.syncCheckout).not.toHaveBeenCalled();
    expect(status()).toHaveTextContent(SLOW_MESSAGE);
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you, Olive!' })).toBeVisible();
  });
});
