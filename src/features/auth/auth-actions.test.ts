import { beforeEach, describe, expect, it, vi } from 'vitest';

const firebase = vi.hoisted(() => ({
  createUserWithEmailAndPassword: vi.fn(),
  updateProfile: vi.fn(),
}));
vi.mock('firebase/auth', () => ({
  ...firebase,
  isSignInWithEmailLink: vi.fn(),
  sendPasswordResetEmail: vi.fn(),
  sendSignInLinkToEmail: vi.fn(),
  signInWithEmailAndPassword: vi.fn(),
  signInWithEmailLink: vi.fn(),
}));
const refreshAuthUser = vi.hoisted(() => vi.fn());
vi.mock('@/lib/auth/auth-service', () => ({ auth: {}, refreshAuthUser }));

const { registerWithPassword } = await import('./auth-actions');

beforeEach(() => {
  vi.clearAllMocks();
  firebase.createUserWithEmailAndPassword.mockResolvedValue({ user: { uid: 'u1' } });
});

describe('registerWithPassword', () => {
  it('saves the name given at sign-up', async () => {
    firebase.updateProfile.mockResolvedValue(undefined);
    await registerWithPassword({ email: 'a@example.com', password: 'pw', displayName: 'Ada' });
    expect(firebase.updateProfile).toHaveBeenCalledWith({ uid: 'u1' }, { displayName: 'Ada' });
    expect(refreshAuthUser).toHaveBeenCalled();
  });

  it('still succeeds when only saving the name fails: the account exists and is signed in', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    firebase.updateProfile.mockRejectedValue(new Error('network'));
    await expect(
      registerWithPassword({ email: 'a@example.com', password: 'pw', displayName: 'Ada' }),
    ).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
  });

  it('fails when the account itself could not be created', async () => {
    firebase.createUserWithEmailAndPassword.mockRejectedValue(
      Object.assign(new Error('taken'), { code: 'auth/email-already-in-use' }),
    );
    await expect(registerWithPassword({ email: 'a@example.com', password: 'pw' })).rejects.toThrow(
      'taken',
    );
    expect(firebase.updateProfile).not.toHaveBeenCalled();
  });
});
