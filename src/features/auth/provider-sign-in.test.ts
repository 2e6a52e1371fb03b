import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SOCIAL_PROVIDER_IDS } from '@/lib/auth/social-providers';

const firebaseAuth = vi.hoisted(() => ({
  signInWithPopup: vi.fn(),
  signInWithRedirect: vi.fn(),
  getRedirectResult: vi.fn(),
}));

vi.mock('firebase/auth', () => {
  class Provider {
    constructor(readonly providerId: string) {}
  }
  return {
    ...firebaseAuth,
    browserPopupRedirectResolver: { resolver: true },
    GoogleAuthProvider: class extends Provider {
      constructor() {
        super('google.com');
      }
    },
    GithubAuthProvider: class extends Provider {
      constructor() {
        super('github.com');
      }
    },
    FacebookAuthProvider: class extends Provider {
      constructor() {
        super('facebook.com');
      }
    },
    TwitterAuthProvider: class extends Provider {
      constructor() {
        super('twitter.com');
      }
    },
  };
});
vi.mock('@/lib/auth/auth-service', () => ({ auth: { name: 'auth' } }));

const { completeRedirectSignIn, signInWithProvider } = await import('./provider-sign-in');

beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
});
afterEach(() => sessionStorage.clear());

describe('signInWithProvider', () => {
  it.each(SOCIAL_PROVIDER_IDS)(
    'signs in with %s in a popup, passing the popup resolver',
    async (id) => {
      firebaseAuth.signInWithPopup.mockResolvedValue({ user: { uid: 'u' } });
      await expect(signInWithProvider(id)).resolves.toBe('signed-in');
      const [auth, provider, resolver] = firebaseAuth.signInWithPopup.mock.calls[0] ?? [];
      expect(auth).toEqual({ name: 'auth' });
      expect(provider).toMatchObject({ providerId: id });
      expect(resolver).toEqual({ resolver: true });
      expect(firebaseAuth.signInWithRedirect).not.toHaveBeenCalled();
    },
  );

  it('falls back to a full-page redirect when the popup is blocked, remembering it is pending', async () => {
    firebaseAuth.signInWithPopup.mockRejectedValue({ code: 'auth/popup-blocked' });
    firebaseAuth.signInWithRedirect.mockResolvedValue(undefined);
    await expect(signInWithProvider('github.com')).resolves.toBe('redirecting');
    expect(firebaseAuth.signInWithRedirect).toHaveBeenCalledWith(
      { name: 'auth' },
      expect.objectContaining({ providerId: 'github.com' }),
      { resolver: true },
    );
    expect(sessionStorage.getItem('auth:redirect-pending')).toBe('github.com');
  });

  it('passes any other error on without redirecting', async () => {
    firebaseAuth.signInWithPopup.mockRejectedValue({ code: 'auth/popup-closed-by-user' });
    await expect(signInWithProvider('google.com')).rejects.toEqual({
      code: 'auth/popup-closed-by-user',
    });
    expect(firebaseAuth.signInWithRedirect).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('auth:redirect-pending')).toBeNull();
  });
});

describe('completeRedirectSignIn', () => {
  it('does nothing (loads no redirect result) unless a redirect was started', async () => {
    await expect(completeRedirectSignIn()).resolves.toBe(false);
    expect(firebaseAuth.getRedirectResult).not.toHaveBeenCalled();
  });

  it('finishes a pending redirect once', async () => {
    sessionStorage.setItem('auth:redirect-pending', 'google.com');
    firebaseAuth.getRedirectResult.mockResolvedValue({ user: { uid: 'u' } });
    await expect(completeRedirectSignIn()).resolves.toBe(true);
    expect(sessionStorage.getItem('auth:redirect-pending')).toBeNull();
    await expect(completeRedirectSignIn()).resolves.toBe(false);
    expect(firebaseAuth.getRedirectResult).toHaveBeenCalledTimes(1);
  });

  it('reports a redirect that came back without a user as not signed in', async () => {
    sessionStorage.setItem('auth:redirect-pending', 'google.com');
    firebaseAuth.getRedirectResult.mockResolvedValue(null);
    await expect(completeRedirectSignIn()).resolves.toBe(false);
  });
});
