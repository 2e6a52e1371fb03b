import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore, type AuthUser } from '@/lib/auth/auth-store';
import { sendAttribution, sendVisit } from './affiliate-api';
import {
  AFFILIATE_KEY,
  REFERRAL_EXPIRES_KEY,
  SESSION_ID_KEY,
  clearAffiliateData,
} from './affiliate-storage';
import { AffiliateTracker, TRACK_DELAY_MS } from './affiliate-tracker';

vi.mock('./affiliate-api', () => ({ sendVisit: vi.fn(), sendAttribution: vi.fn() }));

const SESSION = '5f0c3a0e-8d1b-4c6e-9a7f-2b3c4d5e6f70';
const NOW = Date.parse('2026-03-01T12:00:00Z');

function renderTracker(initialEntry: string, { strict = false } = {}) {
  const Shell = () => (
    <>
      <AffiliateTracker />
      <Outlet />
    </>
  );
  const router = createMemoryRouter(
    [{ Component: Shell, children: [{ path: '*', element: <p>page</p> }] }],
    { initialEntries: [initialEntry] },
  );
  const app = <RouterProvider router={router} />;
  const view = render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { router, ...view };
}

const navigate = (router: ReturnType<typeof createMemoryRouter>, to: string) =>
  act(async () => {
    await router.navigate(to);
  });
/** Advances fake time, then lets the tracker's lazy imports and their promises settle. */
const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(0);
  });

function signIn(user: Partial<AuthUser> & { uid: string }) {
  act(() =>
    useAuthStore.setState({
      status: 'signedIn',
      claims: {},
      user: {
        email: null,
        displayName: null,
        photoURL: null,
        emailVerified: false,
        providerIds: ['password'],
        createdAt: null,
        lastSignInAt: null,
        ...user,
      },
    }),
  );
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  clearAffiliateData();
  localStorage.clear();
  sessionStorage.clear();
  vi.mocked(sendVisit)
    .mockReset()
    .mockResolvedValue({ tracked: true, referralExpiresAt: NOW + 60 * 86_400_000 });
  vi.mocked(sendAttribution).mockReset().mockResolvedValue(true);
  useAuthStore.setState({ status: 'signedOut', user: null, claims: {} });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('AffiliateTracker: visits', () => {
  it('tracks one visit on start when an affiliate is stored', async () => {
    localStorage.setItem(AFFILIATE_KEY, 'jane');
    localStorage.setItem(SESSION_ID_KEY, SESSION);
    renderTracker('/pricing?utm_source=newsletter#plans', { strict: true });

    await advance(TRACK_DELAY_MS - 1);
    expect(sendVisit).not.toHaveBeenCalled();
    await advance(1);
    expect(sendVisit).toHaveBeenCalledExactlyOnceWith('jane', {
      page: '/pricing',
      referrer: document.referrer,
      userAgent: navigator.userAgent,
      sessionId: SESSION,
      timestamp: NOW + TRACK_DELAY_MS,
      utmSource: 'newsletter',
      utmMedium: null,
      utmCampaign: null,
      touch: false,
    });

    await advance(10_000);
    expect(sendVisit).toHaveBeenCalledTimes(1);
  });

  it('tracks nothing (and creates no session id) when no affiliate is stored', async () => {
    const { router } = renderTracker('/');
    await advance(1_000);
    await navigate(router, '/about');
    await advance(1_000);
    expect(sendVisit).not.toHaveBeenCalled();
    expect(localStorage.getItem(SESSION_ID_KEY)).toBeNull();
  });

  it('captures ?ref= on landing and tracks with a newly created session id', async () => {
    renderTracker('/?ref=acme');
    expect(localStorage.getItem(AFFILIATE_KEY)).toBe('acme');

    await advance(TRACK_DELAY_MS);
    const sessionId = localStorage.getItem(SESSION_ID_KEY);
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(sendVisit).toHaveBeenCalledExactlyOnceWith(
      'acme',
      expect.objectContaining({ page: '/', sessionId }),
    );
  });

  it('sends the first visit after a followed link as its touch, and only that one', async () => {
    const { router } = renderTracker('/?ref=acme');
    await advance(TRACK_DELAY_MS);
    expect(sendVisit).toHaveBeenLastCalledWith('acme', expect.objectContaining({ touch: true }));
    await navigate(router, '/pricing');
    await advance(TRACK_DELAY_MS);
    expect(sendVisit).toHaveBeenLastCalledWith(
      'acme',
      expect.objectContaining({ page: '/pricing', touch: false }),
    );
  });

  it('keeps the touch for the next visit when the first got no answer', async () => {
    vi.mocked(sendVisit).mockResolvedValueOnce(null);
    const { router } = renderTracker('/?ref=acme');
    await advance(TRACK_DELAY_MS);
    expect(sendVisit).toHaveBeenLastCalledWith('acme', expect.objectContaining({ touch: true }));
    await navigate(router, '/pricing');
    await advance(TRACK_DELAY_MS);
    expect(sendVisit).toHaveBeenLastCalledWith(
      'acme',
      expect.objectContaining({ page: '/pricing', touch: true }),
    );
    await navigate(router, '/about');
    await advance(TRACK_DELAY_MS);
    expect(sendVisit).toHaveBeenLastCalledWith(
      'acme',
      expect.objectContaining({ page: '/about', touch: false }),
    );
  });

  it('keeps when the referral ends, as the server answers it', async () => {
    renderTracker('/?ref=acme');
    await advance(TRACK_DELAY_MS);
    expect(localStorage.getItem(REFERRAL_EXPIRES_KEY)).toBe(String(NOW + 60 * 86_400_000));
  });

  it('keeps the touch when a redirect drops ?ref before the visit is sent', async () => {
    const { router } = renderTracker('/dashboard?ref=acme');
    await advance(20);
    await navigate(router, '/?redirect=%2Fdashboard');
    await advance(TRACK_DELAY_MS);
    expect(sendVisit).toHaveBeenCalledExactlyOnceWith(
      'acme',
      expect.objectContaining({ page: '/', touch: true }),
    );
  });

  it('forgets a referral whose window has closed, and tracks nothing for it', async () => {
    localStorage.setItem(AFFILIATE_KEY, 'jane');
    localStorage.setItem(SESSION_ID_KEY, SESSION);
    localStorage.setItem(REFERRAL_EXPIRES_KEY, String(NOW - 1));
    renderTracker('/pricing');
    await advance(1_000);
    expect(sendVisit).not.toHaveBeenCalled();
    expect(localStorage.getItem(AFFILIATE_KEY)).toBeNull();
    expect(localStorage.getItem(SESSION_ID_KEY)).toBeNull();
    expect(localStorage.getItem(REFERRAL_EXPIRES_KEY)).toBeNull();
  });

  it('a new link starts a new referral, whatever the last one’s expiry said', async () => {
    localStorage.setItem(AFFILIATE_KEY, 'jane');
    localStorage.setItem(REFERRAL_EXPIRES_KEY, String(NOW - 1));
    renderTracker('/?ref=acme');
    await advance(TRACK_DELAY_MS);
    expect(sendVisit).toHaveBeenCalledExactlyOnceWith(
      'acme',
      expect.objectContaining({ touch: true }),
    );
  });

  it('tracks 100 ms after each navigation', async () => {
    localStorage.setItem(AFFILIATE_KEY, 'jane');
    const { router } = renderTracker('/');
    await advance(TRACK_DELAY_MS);
    expect(sendVisit).toHaveBeenCalledTimes(1);

    await navigate(router, '/about?utm_campaign=launch');
    await advance(TRACK_DELAY_MS - 1);
    expect(sendVisit).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(sendVisit).toHaveBeenCalledTimes(2);
    expect(sendVisit).toHaveBeenLastCalledWith(
      'jane',
      expect.objectContaining({ page: '/about', utmCampaign: 'launch', utmSource: null }),
    );
  });

  it('counts a quick redirect as one visit, of the page reached', async () => {
    localStorage.setItem(AFFILIATE_KEY, 'jane');
    const { router } = renderTracker('/dashboard');
    await advance(20);
    await navigate(router, '/login');
    await advance(TRACK_DELAY_MS);
    expect(sendVisit).toHaveBeenCalledExactlyOnceWith(
      'jane',
      expect.objectContaining({ page: '/login' }),
    );
  });

  it('stops its timer on unmount', async () => {
    localStorage.setItem(AFFILIATE_KEY, 'jane');
    const { unmount } = renderTracker('/');
    unmount();
    await advance(1_000);
    expect(sendVisit).not.toHaveBeenCalled();
  });

  it('ignores an invalid ref and keeps tracking the stored affiliate', async () => {
    localStorage.setItem(AFFILIATE_KEY, 'jane');
    renderTracker('/?ref=Not-Valid');
    await advance(TRACK_DELAY_MS);
    expect(localStorage.getItem(AFFILIATE_KEY)).toBe('jane');
    expect(sendVisit).toHaveBeenCalledWith('jane', expect.anything());
  });
});

describe('AffiliateTracker: attribution after sign-up', () => {
  const fresh = () => new Date(NOW - 60_000).toUTCString();

  it('calls processAttribution once for a just-created account with stored keys', async () => {
    localStorage.setItem(AFFILIATE_KEY, 'jane');
    localStorage.setItem(SESSION_ID_KEY, SESSION);
    renderTracker('/register', { strict: true });

    signIn({ uid: 'new-user-1', createdAt: fresh() });
    await advance(0);
    expect(sendAttribution).toHaveBeenCalledExactlyOnceWith('new-user-1', SESSION);
    expect(localStorage.getItem(AFFILIATE_KEY)).toBeNull();
    expect(localStorage.getItem(SESSION_ID_KEY)).toBeNull();

    // A new user object for the same account (token refresh) does not repeat it.
    signIn({ uid: 'new-user-1', createdAt: fresh(), emailVerified: true });
    await advance(0);
    expect(sendAttribution).toHaveBeenCalledTimes(1);
  });

  it('tries once per uid: not again after a reload, even when not attributed', async () => {
    vi.mocked(sendAttribution).mockResolvedValue(false);
    localStorage.setItem(AFFILIATE_KEY, 'jane');
    localStorage.setItem(SESSION_ID_KEY, SESSION);
    signIn({ uid: 'new-user-3', createdAt: fresh() });

    const first = renderTracker('/dashboard');
    await advance(0);
    expect(sendAttribution).toHaveBeenCalledExactlyOnceWith('new-user-3', SESSION);
    expect(localStorage.getItem(AFFILIATE_KEY)).toBe('jane');
    expect(localStorage.getItem(SESSION_ID_KEY)).toBe(SESSION);

    first.unmount();
    renderTracker('/dashboard');
    await advance(0);
    expect(sendAttribution).toHaveBeenCalledTimes(1);
  });

  it('does not call it for an old account', async () => {
    localStorage.setItem(AFFILIATE_KEY, 'jane');
    localStorage.setItem(SESSION_ID_KEY, SESSION);
    renderTracker('/dashboard');
    signIn({ uid: 'old-user', createdAt: new Date(NOW - 3_600_000).toUTCString() });
    await advance(0);
    expect(sendAttribution).not.toHaveBeenCalled();
  });

  it('does not call it when no affiliate or session is stored', async () => {
    renderTracker('/dashboard');
    signIn({ uid: 'new-user-2', createdAt: fresh() });
    await advance(0);
    expect(sendAttribution).not.toHaveBeenCalled();
  });
});
