import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useSearchParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/lib/auth/auth-store';
import { signInTestUser } from '@/lib/auth/test-user';
import { backend } from '../../../tests/support/fake-backend';
import { renderPage as renderAt } from '../../../tests/support/render-page';

vi.mock('@/lib/firebase/functions', () => import('../../../tests/support/fake-backend'));
/** The affiliate record is a Firestore read; the results and earnings are callables. */
const api = vi.hoisted(() => ({ fetchAffiliateProfile: vi.fn() }));
vi.mock('./dashboard-api', () => api);
// The promo codes card has its own test (promo-codes-card.test.tsx).
vi.mock('./promo-codes-api', () => ({ fetchOwnPromoCodes: () => new Promise(() => undefined) }));

/** The callables the page reads, answered as a test says (set up in beforeEach). */
let calls: {
  analytics: ReturnType<typeof answerAnalytics>;
  earnings: ReturnType<typeof answerEarnings>;
};
const answerAnalytics = () =>
  backend.on('affiliateOperations', 'getVisitAnalytics', () => analytics);
// The money sections have their own tests (earnings-section.test.tsx, payout-history-section
// and payout-details-section.test.tsx): they never answer here.
const answerEarnings = () => {
  backend.on('affiliateEarningsOperations', 'getPayoutDetails', () => new Promise(() => undefined));
  backend.on('affiliateEarningsOperations', 'listPayouts', () => new Promise(() => undefined));
  return backend.on(
    'affiliateEarningsOperations',
    'getEarnings',
    () => new Promise(() => undefined),
  );
};

const { default: AffiliateDashboardPage } = await import('./affiliate-dashboard-page');

const analytics = {
  from: '2026-01-01',
  to: '2026-01-30',
  totals: { visits: 42, uniqueSessions: 20, signups: 5, conversionRate: 0.25 },
  perDay: [{ day: '2026-01-30', visits: 42, uniqueSessions: 20, signups: 5 }],
  topPages: [{ key: '/pricing', count: 30 }],
  topReferrers: [{ key: 'news.example.com', count: 12 }],
  utmSources: [{ key: 'newsletter', count: 9 }],
  utmMediums: [],
  utmCampaigns: [],
};
const visits = [
  {
    page: '/pricing',
    referrerHost: 'news.example.com',
    utmSource: 'newsletter',
    utmMedium: null,
    utmCampaign: null,
    at: Date.UTC(2026, 0, 30),
    converted: true,
  },
  {
    page: '/',
    referrerHost: null,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    at: Date.UTC(2026, 0, 29),
    converted: false,
  },
];

function AcceptAgreementStub() {
  const [params] = useSearchParams();
  return (
    <>
      <h1>Accept agreement</h1>
      <p data-testid="redirect">{params.get('redirect')}</p>
    </>
  );
}

const renderPage = (address = '/affiliate/dashboard') =>
  renderAt(<AffiliateDashboardPage />, address, {
    others: {
      '/affiliate/join': <h1>Join</h1>,
      '/affiliate/accept-agreement': <AcceptAgreementStub />,
    },
  });

beforeEach(() => {
  vi.clearAllMocks();
  signInTestUser({ uid: 'aff-1', email: 'a@example.com' });
  calls = { analytics: answerAnalytics(), earnings: answerEarnings() };
  backend.on('affiliateOperations', 'getRecentVisits', () => ({ visits }));
});
afterEach(() => useAuthStore.setState({ status: 'unknown', user: null, claims: {} }));

describe('AffiliateDashboardPage', () => {
  it('offers the way to join to a signed-in user who is not an affiliate', async () => {
    api.fetchAffiliateProfile.mockResolvedValue(null);
    renderPage();
    expect(await screen.findByRole('link', { name: 'Join the programme' })).toHaveAttribute(
      'href',
      '/affiliate/join',
    );
    expect(calls.analytics).not.toHaveBeenCalled();
  });

  it('tells a suspended affiliate so, keeps their results and offers neither a link nor to join', async () => {
    api.fetchAffiliateProfile.mockResolvedValue({
      username: 'casey_spam',
      status: 'suspended',
      agreementAccepted: true,
    });
    renderPage();
    expect(await screen.findByTestId('affiliate-suspended')).toHaveTextContent(
      'Your affiliate account is suspended',
    );
    expect(screen.queryByTestId('referral-link')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Join the programme' })).not.toBeInTheDocument();
    expect(await screen.findByTestId('total-visits')).toHaveTextContent('42');
    expect(calls.earnings).toHaveBeenCalled();
  });

  it('offers a retry when the affiliate account cannot be loaded', async () => {
    api.fetchAffiliateProfile
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ username: 'alex_affiliate', status: 'approved' });
    renderPage();
    expect(await screen.findByText(/We could not load your affiliate account/)).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByTestId('referral-link')).toHaveTextContent('alex_affiliate');
  });

  it('shows an approved affiliate their link, campaign builder, figures, breakdowns and recent visits', async () => {
    api.fetchAffiliateProfile.mockResolvedValue({ username: 'alex_affiliate', status: 'approved' });
    renderPage();
    expect(await screen.findByTestId('referral-link')).toHaveTextContent(
      `${location.origin}/?ref=alex_affiliate`,
    );
    fireEvent.change(screen.getByLabelText('Source'), { target: { value: 'newsletter' } });
    fireEvent.change(screen.getByLabelText('Landing page'), { target: { value: '/pricing' } });
    expect(screen.getByTestId('campaign-link')).toHaveTextContent(
      `${location.origin}/pricing?ref=alex_affiliate&utm_source=newsletter`,
    );

    expect(await screen.findByTestId('total-visits')).toHaveTextContent('42');
    expect(screen.getByTestId('total-signups')).toHaveTextContent('5');
    expect(screen.getByTestId('conversion-rate')).toHaveTextContent('25.0 %');
    expect(
      within(screen.getByRole('region', { name: 'Top pages' })).getByText('/pricing'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'UTM mediums' })).getByText(
        'Nothing yet in this period.',
      ),
    ).toBeInTheDocument();
    const rows = screen.getAllByTestId('recent-visit');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('Yes')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Direct')).toBeInTheDocument();
    expect(calls.analytics).toHaveBeenCalledWith({
      affiliateUserId: 'aff-1',
      dateRange: { from: expect.any(String), to: expect.any(String) },
    });
  });

  it('loads again for another period and on refresh, without a page reload', async () => {
    api.fetchAffiliateProfile.mockResolvedValue({ username: 'alex_affiliate', status: 'approved' });
    renderPage();
    await screen.findByTestId('total-visits');
    const before = calls.analytics.mock.calls.length;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '7 days' })));
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    const [{ dateRange: range }] = calls.analytics.mock.calls.at(-1) as [
      { dateRange: { from: string; to: string } },
    ];
    expect((Date.parse(range.to) - Date.parse(range.from)) / 86_400_000).toBe(6);
    // Refresh is busy while the new period loads.
    const refresh = screen.getByRole('button', { name: /Refresh/ });
    await waitFor(() => expect(refresh).toBeEnabled());
    await act(async () => fireEvent.click(refresh));
    await waitFor(() => expect(calls.analytics.mock.calls.length).toBe(before + 2));
    await waitFor(() => expect(refresh).toBeEnabled());
  });

  it('says so and offers a retry when the results cannot be loaded', async () => {
    api.fetchAffiliateProfile.mockResolvedValue({ username: 'alex_affiliate', status: 'approved' });
    calls.analytics.mockImplementationOnce(() => {
      throw new Error('offline');
    });
    renderPage();
    expect(await screen.findByText(/We could not load your results/)).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByTestId('total-visits')).toHaveTextContent('42');
  });

  it('sends an approved affiliate who has not accepted the current agreement to accept it', async () => {
    api.fetchAffiliateProfile.mockResolvedValue({
      username: 'alex_affiliate',
      status: 'approved',
      agreementAccepted: false,
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Accept agreement' })).toBeInTheDocument();
    expect(screen.getByTestId('redirect')).toHaveTextContent('/affiliate/dashboard');
    expect(calls.analytics).not.toHaveBeenCalled();
  });

  it('keeps a mailed payout-details link through the agreement, and shows its card', async () => {
    const link = `/affiliate/dashboard?confirmPayoutDetails=${'t'.repeat(43)}`;
    api.fetchAffiliateProfile.mockResolvedValue({
      username: 'alex_affiliate',
      status: 'approved',
      agreementAccepted: false,
    });
    const gated = renderPage(link);
    expect(await screen.findByTestId('redirect')).toHaveTextContent(link);
    gated.unmount();

    api.fetchAffiliateProfile.mockResolvedValue({
      username: 'alex_affiliate',
      status: 'approved',
      agreementAccepted: true,
    });
    renderPage(link);
    expect(
      await screen.findByRole('region', { name: 'Confirm payout details' }),
    ).toBeInTheDocument();
  });
});
