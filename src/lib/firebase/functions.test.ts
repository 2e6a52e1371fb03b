import { describe, expect, it, vi } from 'vitest';

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

const { callFunction } = await import('./functions');

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
