import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sendVisit } from './affiliate-api';
import AffiliateLinkCheckerPage from './affiliate-link-checker-page';
import { AFFILIATE_KEY, SESSION_ID_KEY, storeAffiliate } from './affiliate-storage';
import { useTrackingStatus } from './tracking-status';
import { renderPage as renderAt } from '../../../tests/support/render-page';

vi.mock('./affiliate-api', () => ({ sendVisit: vi.fn(), sendAttribution: vi.fn() }));

const SESSION = '5f0c3a0e-8d1b-4c6e-9a7f-2b3c4d5e6f70';

const renderPage = () =>
  renderAt(<AffiliateLinkCheckerPage />, '/test-affiliate-cookie?utm_source=support');

const stored = (name: 'affiliate' | 'session') => screen.getByTestId(`stored-${name}`);
const lastResult = () => screen.getByTestId('last-result');

beforeEach(() => {
  localStorage.clear();
  useTrackingStatus.setState({ last: null });
  vi.mocked(sendVisit).mockReset();
});

describe('AffiliateLinkCheckerPage', () => {
  it('shows the stored affiliate, session id and last result', () => {
    localStorage.setItem(AFFILIATE_KEY, 'jane');
    localStorage.setItem(SESSION_ID_KEY, SESSION);
    useTrackingStatus.setState({
      last: { at: Date.UTC(2026, 2, 1, 12), tracked: true, affiliate: 'jane' },
    });
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Affiliate link checker' })).toBeVisible();
    expect(stored('affiliate')).toHaveTextContent(/^jane$/);
    expect(stored('session')).toHaveTextContent(SESSION);
    expect(within(lastResult()).getByText('Tracked')).toBeVisible();
    expect(within(lastResult()).getByText('jane')).toBeVisible();
    expect(within(lastResult()).getByRole('time')).toHaveAttribute(
      'datetime',
      '2026-03-01T12:00:00.000Z',
    );
  });

  it('says "none" when nothing is stored or tracked, and cannot track', () => {
    renderPage();
    expect(stored('affiliate')).toHaveTextContent(/^none$/);
    expect(stored('session')).toHaveTextContent(/^none$/);
    expect(lastResult()).toHaveTextContent(/none/i);
    expect(screen.getByRole('button', { name: 'Track a visit now' })).toBeDisabled();
  });

  it('sets a valid affiliate username', async () => {
    const user = userEvent.setup();
    renderPage();

    await user.type(screen.getByLabelText('Affiliate username'), ' acme_2 ');
    await user.click(screen.getByRole('button', { name: 'Set affiliate' }));

    expect(localStorage.getItem(AFFILIATE_KEY)).toBe('acme_2');
    expect(stored('affiliate')).toHaveTextContent(/^acme_2$/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Affiliate set to acme_2.');
    expect(screen.getByRole('button', { name: 'Track a visit now' })).toBeEnabled();
  });

  it('shows an inline error for an invalid username and stores nothing', async () => {
    const user = userEvent.setup();
    localStorage.setItem(AFFILIATE_KEY, 'jane');
    renderPage();
    const input = screen.getByLabelText('Affiliate username');

    await user.type(input, 'Jane-Doe');
    await user.click(screen.getByRole('button', { name: 'Set affiliate' }));

    expect(screen.getByRole('alert')).toHaveTextContent(/lowercase letters, digits or underscores/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/lowercase letters, digits or underscores/);
    expect(input).toHaveFocus();
    expect(localStorage.getItem(AFFILIATE_KEY)).toBe('jane');

    await user.clear(input);
    await user.click(screen.getByRole('button', { name: 'Set affiliate' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter an affiliate username.');
  });

  it('clears the affiliate and the session', async () => {
    const user = userEvent.setup();
    localStorage.setItem(AFFILIATE_KEY, 'jane');
    localStorage.setItem(SESSION_ID_KEY, SESSION);
    renderPage();

    await user.click(screen.getByRole('button', { name: 'Clear affiliate and session' }));

    expect(localStorage.getItem(AFFILIATE_KEY)).toBeNull();
    expect(localStorage.getItem(SESSION_ID_KEY)).toBeNull();
    expect(stored('affiliate')).toHaveTextContent(/^none$/);
    expect(stored('session')).toHaveTextContent(/^none$/);
  });

  it('tracks a visit of this page now and shows the result', async () => {
    const user = userEvent.setup();
    localStorage.setItem(AFFILIATE_KEY, 'jane');
    vi.mocked(sendVisit).mockImplementation(async (affiliate, visitData) => {
      useTrackingStatus.setState({
        last: { at: visitData.timestamp, tracked: false, affiliate },
      });
      return { tracked: false, referralExpiresAt: null };
    });
    renderPage();

    await user.click(screen.getByRole('button', { name: 'Track a visit now' }));

    expect(sendVisit).toHaveBeenCalledExactlyOnceWith(
      'jane',
      expect.objectContaining({ page: '/test-affiliate-cookie', utmSource: 'support' }),
    );
    // The session id was created on first use and is shown.
    expect(stored('session')).toHaveTextContent(localStorage.getItem(SESSION_ID_KEY) ?? 'missing');
    expect(within(lastResult()).getByText('Not tracked')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('The visit was not tracked.');
  });

  it('follows changes made elsewhere (a link captured by the tracker)', () => {
    renderPage();
    act(() => void storeAffiliate('from_link'));
    expect(stored('affiliate')).toHaveTextContent(/^from_link$/);
  });
});
