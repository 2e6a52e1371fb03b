import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from './auth-store';
import { SESSION_MARKER_KEY } from './may-hold-session';

// Stands in for the Auth SDK module: the test only asks whether it was loaded.
const loaded = vi.hoisted(() => ({ count: 0 }));
vi.mock('./auth-service', () => {
  loaded.count += 1;
  return {};
});

const { learnAuthStatus } = await import('./learn-auth-status');

beforeEach(() => {
  useAuthStore.setState({ status: 'unknown', user: null, claims: {} });
  localStorage.clear();
});
afterEach(() => localStorage.clear());

describe('learnAuthStatus (public pages)', () => {
  it('knows a visitor is signed out without loading Auth when no one signed in here', async () => {
    learnAuthStatus();
    expect(useAuthStore.getState().status).toBe('signedOut');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loaded.count).toBe(0);
  });

  it('loads Auth to restore the session where someone signed in, deciding nothing itself', async () => {
    localStorage.setItem(SESSION_MARKER_KEY, '1');
    learnAuthStatus();
    expect(useAuthStore.getState().status).toBe('unknown');
    await vi.waitFor(() => expect(loaded.count).toBe(1));
  });

  it('never overwrites a status Auth has already set', () => {
    useAuthStore.setState({ status: 'signedIn' });
    learnAuthStatus();
    expect(useAuthStore.getState().status).toBe('signedIn');
  });
});
