import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../auth/auth-store';
import { useCompaniesStore } from './companies-store';

const sync = vi.hoisted(() => ({
  stop: vi.fn(),
  startCompaniesSync: vi.fn(),
  writeActiveCompany: vi.fn(async () => undefined),
}));
vi.mock('./companies-sync', () => sync);

const { setActiveCompany, useCompanies } = await import('./use-companies');

function Probe() {
  useCompanies();
  return null;
}

const signIn = (uid: string) =>
  useAuthStore.setState({
    status: 'signedIn',
    claims: {},
    user: {
      uid,
      email: `${uid}@example.com`,
      displayName: null,
      photoURL: null,
      emailVerified: true,
      providerIds: [],
      createdAt: null,
      lastSignInAt: null,
    },
  });

beforeEach(() => {
  vi.useFakeTimers();
  vi.clearAllMocks();
  sync.startCompaniesSync.mockReturnValue(sync.stop);
  signIn('u1');
});
afterEach(() => {
  act(() => useAuthStore.setState({ status: 'signedOut', user: null, claims: {} }));
  vi.useRealTimers();
});

const flush = () => act(async () => vi.advanceTimersByTimeAsync(0));

describe('useCompanies', () => {
  it('shares one set of listeners and stops them a while after the last user goes', async () => {
    const first = render(<Probe />);
    const second = render(<Probe />);
    await flush();
    expect(sync.startCompaniesSync).toHaveBeenCalledTimes(1);
    expect(sync.startCompaniesSync).toHaveBeenCalledWith('u1');

    first.unmount();
    second.unmount();
    await act(async () => vi.advanceTimersByTimeAsync(4_000));
    expect(sync.stop).not.toHaveBeenCalled();
    render(<Probe />);
    await act(async () => vi.advanceTimersByTimeAsync(10_000));
    expect(sync.startCompaniesSync).toHaveBeenCalledTimes(1);
    expect(sync.stop).not.toHaveBeenCalled();
  });

  it('keeps a choice made before the listeners started (after accepting an invitation)', async () => {
    await act(() => setActiveCompany('c-new', { joining: true }));
    expect(sync.writeActiveCompany).toHaveBeenCalledWith('u1', 'c-new');
    render(<Probe />);
    await flush();
    expect(useCompaniesStore.getState()).toMatchObject({
      uid: 'u1',
      localActiveId: 'c-new',
      joiningId: 'c-new',
    });
    // Never waits forever for a membership that does not come.
    await act(async () => vi.advanceTimersByTimeAsync(10_000));
    expect(useCompaniesStore.getState().joiningId).toBeNull();
  });

  it('starts over for another user and forgets everything on sign-out', async () => {
    render(<Probe />);
    await flush();
    await act(() => setActiveCompany('c-1'));
    act(() => signIn('u2'));
    await flush();
    expect(sync.stop).toHaveBeenCalledTimes(1);
    expect(sync.startCompaniesSync).toHaveBeenLastCalledWith('u2');
    expect(useCompaniesStore.getState()).toMatchObject({ uid: 'u2', localActiveId: null });

    act(() => useAuthStore.setState({ status: 'signedOut', user: null, claims: {} }));
    await flush();
    expect(sync.stop).toHaveBeenCalledTimes(2);
    expect(useCompaniesStore.getState().uid).toBeNull();
  });
});
