import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PUBLIC_FIELDS } from '@contracts/profile';
import { useAuthStore } from '@/lib/auth/auth-store';

const api = vi.hoisted(() => ({ loadProfile: vi.fn() }));
vi.mock('./profile-api', () => api);

const { useProfile } = await import('./use-profile');

const stored = {
  profile: {
    displayName: null,
    photoURL: null,
    bio: 'Hello',
    username: 'ada',
    publicFields: DEFAULT_PUBLIC_FIELDS,
  },
  isAffiliate: false,
  announcementsOptOut: false,
  affiliateMailsOptOut: false,
};

const signIn = (displayName: string | null) =>
  useAuthStore.setState({
    status: 'signedIn',
    claims: {},
    user: {
      uid: 'u-ada',
      email: 'ada@example.com',
      displayName,
      photoURL: null,
      emailVerified: true,
      providerIds: ['password'],
      createdAt: null,
      lastSignInAt: null,
    },
  });

beforeEach(() => {
  vi.clearAllMocks();
  signIn('Ada Auth');
});
afterEach(() => useAuthStore.setState({ status: 'unknown', user: null, claims: {} }));

describe('useProfile', () => {
  it('is loading, then ready, with the Auth name where the profile has none', async () => {
    api.loadProfile.mockResolvedValue(stored);
    const { result } = renderHook(() => useProfile());
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    if (result.current.status !== 'ready') return;
    expect(result.current.data.profile).toMatchObject({ displayName: 'Ada Auth', bio: 'Hello' });
    expect(api.loadProfile).toHaveBeenCalledWith('u-ada', { displayName: null, photoURL: null });

    // A new Auth name shows at once, without reading the profile again.
    act(() => signIn('Ada Lovelace'));
    await waitFor(() =>
      expect(result.current.status === 'ready' && result.current.data.profile.displayName).toBe(
        'Ada Lovelace',
      ),
    );
    expect(api.loadProfile).toHaveBeenCalledTimes(1);
  });

  it('keeps what the server saved', async () => {
    api.loadProfile.mockResolvedValue(stored);
    const { result } = renderHook(() => useProfile());
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => {
      if (result.current.status === 'ready')
        result.current.update({ ...stored.profile, displayName: 'Ada L.', bio: 'New' });
    });
    await waitFor(() =>
      expect(result.current.status === 'ready' && result.current.data.profile).toMatchObject({
        displayName: 'Ada L.',
        bio: 'New',
      }),
    );
  });

  it('offers a retry after a failure, which loads again', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const again = new Promise((resolve) => (answer = resolve));
    api.loadProfile.mockRejectedValueOnce(new Error('offline')).mockReturnValueOnce(again);
    const { result } = renderHook(() => useProfile());
    await waitFor(() => expect(result.current.status).toBe('error'));
    act(() => {
      if (result.current.status === 'error') result.current.retry();
    });
    await waitFor(() => expect(result.current.status).toBe('loading'));
    answer(stored);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(api.loadProfile).toHaveBeenCalledTimes(2);
  });
});
