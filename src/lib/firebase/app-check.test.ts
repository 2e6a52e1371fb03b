import type { FirebaseApp } from 'firebase/app';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const appCheck = vi.hoisted(() => ({
  initializeAppCheck: vi.fn(),
  ReCaptchaEnterpriseProvider: vi.fn(function (this: { siteKey: string }, siteKey: string) {
    this.siteKey = siteKey;
  }),
}));
vi.mock('firebase/app-check', () => appCheck);

const { startAppCheck } = await import('./app-check');
const app = { name: 'app' } as FirebaseApp;

beforeEach(() => vi.clearAllMocks());

describe('startAppCheck', () => {
  it('stays off without a site key (the emulators), whatever else is set', async () => {
    const scope: { FIREBASE_APPCHECK_DEBUG_TOKEN?: string } = {};
    await expect(startAppCheck(app, { debugToken: 'dbg' }, scope)).resolves.toBe(false);
    expect(appCheck.initializeAppCheck).not.toHaveBeenCalled();
    expect(scope.FIREBASE_APPCHECK_DEBUG_TOKEN).toBeUndefined();
  });

  it('starts reCAPTCHA Enterprise with auto refresh when a site key is configured', async () => {
    const scope: { FIREBASE_APPCHECK_DEBUG_TOKEN?: string } = {};
    await expect(startAppCheck(app, { siteKey: 'site-key' }, scope)).resolves.toBe(true);
    expect(appCheck.initializeAppCheck).toHaveBeenCalledWith(app, {
      provider: expect.objectContaining({ siteKey: 'site-key' }),
      isTokenAutoRefreshEnabled: true,
    });
    expect(scope.FIREBASE_APPCHECK_DEBUG_TOKEN).toBeUndefined();
  });

  it('on the emulators, starts only with a debug token (never reCAPTCHA against them)', async () => {
    const scope: { FIREBASE_APPCHECK_DEBUG_TOKEN?: string } = {};
    const local = { siteKey: 'site-key', emulators: true };
    await expect(startAppCheck(app, local, scope)).resolves.toBe(false);
    expect(appCheck.initializeAppCheck).not.toHaveBeenCalled();
    await expect(startAppCheck(app, { ...local, debugToken: 'dbg' }, scope)).resolves.toBe(true);
    expect(scope.FIREBASE_APPCHECK_DEBUG_TOKEN).toBe('dbg');
  });

  it('switches the SDK to the debug provider when a debug token is configured', async () => {
    const scope: { FIREBASE_APPCHECK_DEBUG_TOKEN?: string } = {};
    await startAppCheck(app, { siteKey: 'site-key', debugToken: 'debug-123' }, scope);
    expect(scope.FIREBASE_APPCHECK_DEBUG_TOKEN).toBe('debug-123');
    expect(appCheck.initializeAppCheck).toHaveBeenCalledTimes(1);
  });
});
