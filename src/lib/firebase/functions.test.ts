import { describe, expect, expectTypeOf, it, vi } from 'vitest';

const sdk = vi.hoisted(() => ({
  getFunctions: vi.fn(() => ({})),
  connectFunctionsEmulator: vi.fn(),
  httpsCallable: vi.fn(),
}));
vi.mock('firebase/functions', () => sdk);
vi.mock('./app', () => ({
  ensureAppCheck: async () => undefined,
  env: { emulators: null },
  firebaseApp: {},
}));

const { callFunction, callOperation } = await import('./functions');
const { setConfirmIdentity } = await import('./step-up');

describe('callFunction', () => {
  it('passes the answer through', async () => {
    sdk.httpsCallable.mockReturnValue(async () => ({ data: { ok: true } }));
    await expect(callFunction('ping', {})).resolves.toEqual({ ok: true });
  });

  it("shows the server's message without the HTTP status the SDK appends", async () => {
    const refusal = Object.assign(new Error('Only the company owner can do this. [403]'), {
      code: 'functions/permission-denied',
    });
    sdk.httpsCallable.mockReturnValue(async () => Promise.reject(refusal));
    await expect(callFunction('ping', {})).rejects.toMatchObject({
      code: 'functions/permission-denied',
      message: 'Only the company owner can do this.',
    });
  });
});

describe('callOperation', () => {
  it('sends { action, payload } to the named callable and answers its data', async () => {
    const send = vi.fn(async () => ({ data: { companyId: 'c1' } }));
    sdk.httpsCallable.mockReturnValue(send);
    await expect(
      callOperation('companyOperations', 'create', { name: 'Acme', slug: 'acme' }),
    ).resolves.toEqual({ companyId: 'c1' });
    expect(sdk.httpsCallable).toHaveBeenLastCalledWith(
      expect.anything(),
      'companyOperations',
      expect.objectContaining({ timeout: 70_000 }),
    );
    expect(send).toHaveBeenCalledExactlyOnceWith({
      action: 'create',
      payload: { name: 'Acme', slug: 'acme' },
    });
  });

  it('types each action by its own contract (checked by tsc)', () => {
    expectTypeOf(callOperation<'companyOperations', 'create'>).returns.resolves.toEqualTypeOf<{
      companyId: string;
    }>();
    expectTypeOf(callOperation<'companyOperations', 'checkSlug'>).returns.resolves.toEqualTypeOf<{
      available: boolean;
    }>();
    expectTypeOf(
      callOperation<'affiliateOperations', 'trackAffiliateVisit'>,
    ).returns.resolves.toEqualTypeOf<{
      tracked: boolean;
      referralExpiresAt?: number | null | undefined;
    }>();
    // An action that takes no payload may be called without one; others may not.
    expectTypeOf(callOperation<'profileOperations', 'exportData'>).toBeCallableWith(
      'profileOperations',
      'exportData',
    );
    // @ts-expect-error: `create` needs its payload.
    void (() => callOperation('companyOperations', 'create'));
    // @ts-expect-error: not an action of companyOperations.
    void (() => callOperation('companyOperations', 'dropDatabase', {}));
  });
});

describe('step-up (a privileged action refused for an old sign-in)', () => {
  const stale = () =>
    Object.assign(new Error('For your security, confirm it is you. [400]'), {
      code: 'functions/failed-precondition',
      details: { reason: 'reauthenticate' },
    });
  const payload = { uid: 'u1', disabled: true } as const;

  it('asks the person to confirm it is them, then sends the same call once more', async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(stale())
      .mockResolvedValueOnce({ data: { ok: true } });
    sdk.httpsCallable.mockReturnValue(send);
    const confirm = vi.fn(async () => undefined);
    setConfirmIdentity(confirm);
    try {
      await expect(callOperation('adminUserOperations', 'setDisabled', payload)).resolves.toEqual({
        ok: true,
      });
    } finally {
      setConfirmIdentity(null);
    }
    expect(confirm).toHaveBeenCalledOnce();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenLastCalledWith({ action: 'setDisabled', payload });
  });

  it("fails with the server's refusal when the person does not confirm", async () => {
    const send = vi.fn().mockRejectedValue(stale());
    sdk.httpsCallable.mockReturnValue(send);
    setConfirmIdentity(async () => Promise.reject(new Error('closed')));
    try {
      await expect(
        callOperation('adminUserOperations', 'setDisabled', payload),
      ).rejects.toMatchObject({
        details: { reason: 'reauthenticate' },
        message: 'For your security, confirm it is you.',
      });
    } finally {
      setConfirmIdentity(null);
    }
    expect(send).toHaveBeenCalledOnce();
  });

  it('leaves other refusals, and pages without the dialog, alone', async () => {
    const send = vi.fn().mockRejectedValue(stale());
    sdk.httpsCallable.mockReturnValue(send);
    await expect(
      callOperation('adminUserOperations', 'setDisabled', payload),
    ).rejects.toMatchObject({ details: { reason: 'reauthenticate' } });
    expect(send).toHaveBeenCalledOnce();
  });
});
