import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Funnel } from '@contracts/admin-affiliate-model';
import { DEFAULT_PROGRAMME_SETTINGS } from '@contracts/affiliate-programme';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { backend } from '../../../tests/support/fake-backend';
import { renderPage as renderAt } from '../../../tests/support/render-page';

vi.mock('@/lib/firebase/functions', () => import('../../../tests/support/fake-backend'));

const { default: AffiliateModelingPage } = await import('./modeling-page');

/** 100 visits a month, 10% sign up, 20% of those pay $100 a month: 2 new paying a month. */
const funnel: Funnel = {
  from: '2026-01-01',
  to: '2026-03-31',
  days: 90,
  visits: 300,
  uniqueSessions: 200,
  signups: 30,
  paying: 6,
  rates: { visitToSignup: 0.1, sessionToSignup: 0.15, signupToPaid: 0.2 },
  monthlyVisits: 100,
  arpcCents: 10_000,
  arpcDay: '2026-03-31',
  churned: 0,
  payingAtStart: 10,
  monthlyChurn: 0,
  churnMonths: 1,
  approvedAffiliates: 1,
  settings: DEFAULT_PROGRAMME_SETTINGS,
  settingsStored: true,
  computedAt: 1,
};

const renderPage = () => renderAt(<AffiliateModelingPage />, '/admin/affiliate-modeling');

const total = (scenario: 'a' | 'b', key: string) => screen.getByTestId(`total-${scenario}-${key}`);

const answerFunnel = () => backend.on('adminAffiliateModelOperations', 'getFunnel', () => funnel);
let fetchFunnel: ReturnType<typeof answerFunnel>;

beforeEach(() => {
  fetchFunnel = answerFunnel();
});

// Each test renders two projections' tables (hundreds of cells): slow on a busy machine.
describe('AffiliateModelingPage', { timeout: 20_000 }, () => {
  it('loads the last 90 days, shows the funnel and projects A and B from it', async () => {
    renderPage();
    expect(screen.getByLabelText('Loading the funnel')).toBeInTheDocument();
    expect(await screen.findByTestId('funnel-visits-value')).toHaveTextContent('300');
    expect(fetchFunnel).toHaveBeenCalledWith({ days: 90 });
    expect(screen.getByTestId('funnel-signups')).toHaveTextContent('10% of visits');
    expect(screen.getByTestId('funnel-arpc-value')).toHaveTextContent('$100');
    expect(screen.getByTestId('funnel-churn')).toHaveTextContent(
      "Average over 1 month: of the companies paying at a month's start, those that churned during it",
    );
    expect(screen.getByRole('link', { name: 'Edit the programme settings' })).toHaveAttribute(
      'href',
      '/admin/affiliates/settings',
    );
    // A's fields come from the funnel and the settings; B starts as a copy.
    expect(screen.getByLabelText('Visits in the first month, scenario A')).toHaveValue('100');
    expect(screen.getByLabelText('Commission rate (%), scenario A')).toHaveValue('20');
    expect(screen.getByLabelText('Commission rate (%), scenario B')).toHaveValue('20');
    // 2 a month for 12 months: 156 company-months at $100; 20% of it is earned.
    expect(total('a', 'revenueCents')).toHaveAttribute('data-value', '1560000');
    expect(total('a', 'commissionsCents')).toHaveTextContent('$3,120');
    expect(total('b', 'commissionsCents')).toHaveTextContent('$3,120');
    // Held 30 days: the last month's commissions are still owed.
    expect(total('a', 'owedAtEndCents')).toHaveTextContent('$480');
    expect(
      screen.getByRole('table', { name: 'Month by month, scenarios A and B' }),
    ).toBeInTheDocument();
  });

  it("recomputes only B when B's rate changes, and the horizon changes both", async () => {
    renderPage();
    const rate = await screen.findByLabelText('Commission rate (%), scenario B');
    fireEvent.change(rate, { target: { value: '30' } });
    expect(total('b', 'commissionsCents')).toHaveTextContent('$4,680');
    expect(total('a', 'commissionsCents')).toHaveTextContent('$3,120');
    expect(screen.getByTestId('total-diff-commissionsCents')).toHaveTextContent('+$1,560');

    fireEvent.change(screen.getByLabelText('Horizon (months)'), { target: { value: '24' } });
    expect(screen.getByText('Totals over 24 months', { selector: 'caption' })).toBeInTheDocument();
    // Revenue: 2 × (1 + … + 24) = 600 company-months at $100.
    expect(total('a', 'revenueCents')).toHaveAttribute('data-value', '6000000');

    fireEvent.click(screen.getByRole('button', { name: 'Copy A to B' }));
    expect(total('b', 'commissionsCents')).toHaveTextContent(
      total('a', 'commissionsCents').textContent ?? '',
    );
  });

  it("starts from the settings' tiers and plan rates, and B's tier changes B's months", async () => {
    fetchFunnel.mockReturnValue({
      ...funnel,
      settings: {
        ...DEFAULT_PROGRAMME_SETTINGS,
        planRates: { business: 30 },
        rateTiers: [{ fromPayingReferrals: 11, ratePercent: 25 }],
      },
    });
    renderPage();
    expect(await screen.findByLabelText('Tier 1: from paying referrals, scenario A')).toHaveValue(
      '11',
    );
    expect(screen.getByLabelText('Plan 1: name, scenario B')).toHaveValue('Business');
    expect(screen.getByTestId('tier-simplification')).toHaveTextContent('average paying referrals');
    // 2 new paying a month for one affiliate: 12 months never reach 11 before month 6.
    // Half on Business at 30%, half at 20%: 25% until then, 27.5% from the tier.
    expect(screen.getByTestId('rate-a-5')).toHaveTextContent('25%');
    expect(screen.getByTestId('rate-a-6')).toHaveTextContent('27.5%');

    // B's tier from the 5th paying referral at 40%: month 3 (6 paying referrals) on.
    fireEvent.change(screen.getByLabelText('Tier 1: from paying referrals, scenario B'), {
      target: { value: '5' },
    });
    fireEvent.change(screen.getByLabelText('Tier 1: rate (%), scenario B'), {
      target: { value: '40' },
    });
    expect(screen.getByTestId('rate-b-2')).toHaveTextContent('25%');
    expect(screen.getByTestId('rate-b-3')).toHaveTextContent('40%');
    expect(screen.getByTestId('total-diff-commissionsCents')).toHaveTextContent('+');

    // Without tiers and plans B earns the programme's 20% every month.
    fireEvent.click(screen.getByRole('button', { name: 'Remove tier 1, scenario B' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove plan 1, scenario B' }));
    expect(screen.getByTestId('rate-b-12')).toHaveTextContent('20%');
    expect(total('b', 'commissionsCents')).toHaveTextContent('$3,120');
  });

  it('marks an invalid field and shows no figures for its scenario', async () => {
    renderPage();
    const churn = await screen.findByLabelText('Monthly churn (%), scenario B');
    fireEvent.change(churn, { target: { value: '140' } });
    expect(churn).toHaveAttribute('aria-invalid', 'true');
    expect(churn).toHaveAccessibleDescription('At most 100.');
    expect(screen.getByRole('alert')).toHaveTextContent('Scenario B has invalid fields');
    expect(total('b', 'revenueCents')).toHaveTextContent('—');
    expect(total('a', 'revenueCents')).not.toHaveTextContent('—');
  });

  it('says so when the period has no affiliate activity, and still models', async () => {
    fetchFunnel.mockReturnValue({
      ...funnel,
      visits: 0,
      uniqueSessions: 0,
      signups: 0,
      paying: 0,
      monthlyVisits: 0,
      rates: { visitToSignup: null, sessionToSignup: null, signupToPaid: null },
      arpcCents: null,
      arpcDay: null,
      monthlyChurn: null,
      settingsStored: false,
    });
    renderPage();
    expect(await screen.findByTestId('funnel-empty')).toHaveTextContent('No affiliate visits');
    expect(screen.getByTestId('funnel-settings')).toHaveTextContent('default settings');
    expect(total('a', 'revenueCents')).toHaveTextContent('$0');
    fireEvent.change(screen.getByLabelText('Visits in the first month, scenario B'), {
      target: { value: '1000' },
    });
    fireEvent.change(screen.getByLabelText('Visit → sign-up (%), scenario B'), {
      target: { value: '10' },
    });
    fireEvent.change(screen.getByLabelText('Sign-up → paying (%), scenario B'), {
      target: { value: '10' },
    });
    fireEvent.change(
      screen.getByLabelText('Revenue per paying company per month ($), scenario B'),
      {
        target: { value: '50' },
      },
    );
    // 10 a month for 12 months: 780 company-months at $50.
    expect(total('b', 'revenueCents')).toHaveAttribute('data-value', '3900000');
  });

  it('shows a refusal with Try again, which reads again', async () => {
    fetchFunnel.mockImplementationOnce(() => {
      throw Object.assign(new Error('Super admin access required.'), {
        code: 'functions/permission-denied',
      });
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Super admin access required.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('funnel-visits-value')).toHaveTextContent('300');
    expect(fetchFunnel).toHaveBeenCalledTimes(2);
  });

  it('asks for another period', async () => {
    renderPage();
    await screen.findByTestId('funnel-visits-value');
    fireEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The call starts once the Functions SDK is loaded (on the first call).
    await waitFor(() => expect(fetchFunnel).toHaveBeenLastCalledWith({ days: 30 }));
  });
});
