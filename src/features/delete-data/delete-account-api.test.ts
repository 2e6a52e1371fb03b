import { beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({
  callOperation: vi.fn(),
  reauthenticateWithPassword: vi.fn(async () => undefined),
  signOutUser: vi.fn(async () => undefined),
}));
vi.mock('@/lib/firebase/functions', () => ({ callOperation: mocks.callOperation }));
vi.mock('@/lib/auth/providers', () => ({
  reauthenticateWithPassword: mocks.reauthenticateWithPassword,
  reauthenticateWithProvider: vi.fn(),
}));
vi.mock('@/lib/auth/auth-service', () => ({
  auth: { currentUser: { uid: 'u1', providerData: [{ providerId: 'password' }] } },
  signOutUser: mocks.signOutUser,
}));

const { deleteMyAccount } = await import('./delete-account-api');

beforeEach(() => vi.clearAllMocks());

describe('deleteMyAccount', () => {
  it('does not promise that nothing was lost when the server failed part-way', async () => {
    mocks.callOperation.mockRejectedValueOnce(
      Object.assign(new Error('internal'), { code: 'functions/internal' }),
    );
    const outcome = await deleteMyAccount('secret-pass');
    expect(outcome).toEqual({
      ok: false,
      message:
        'We could not finish deleting your account. Please try again: the deletion picks up where it stopped.',
    });
    expect(mocks.signOutUser).not.toHaveBeenCalled();
  });

  it('signs out once the account is deleted', async () => {
    mocks.callOperation.mockResolvedValueOnce({ deleted: true });
    expect(await deleteMyAccount('secret-pass')).toEqual({ ok: true });
    expect(mocks.reauthenticateWithPassword).toHaveBeenCalled();
    expect(mocks.signOutUser).toHaveBeenCalled();
  });
});
