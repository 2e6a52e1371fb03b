import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { VisitData } from '@contracts/affiliate';
import { sendAttribution, sendVisit } from './affiliate-api';
import { useTrackingStatus } from './tracking-status';

// The real callOperation runs; only the Functions SDK's transport is replaced.
const sdk = vi.hoisted(() => {
  const callable = vi.fn();
  return {
    callable,
    getFunctions: vi.fn(() => ({})),
    connectFunctionsEmulator: vi.fn(),
    httpsCallable: vi.fn((_fns: unknown, name: string) => (body: unknown) => callable(name, body)),
  };
});
vi.mock('firebase/functions', () => sdk);
vi.mock('@/lib/firebase/app', () => ({
  ensureAppCheck: async () => undefined,
  env: { emulators: null },
  firebaseApp: {},
}));
const callFunction = sdk.callable;
const answer = (data: unknown) => callFunction.mockResolvedValue({ data });

const visitData: VisitData = {
  page: '/pricing',
  referrer: '',
  userAgent: 'UA',
  sessionId: '5f0c3a0e-8d1b-4c6e-9a7f-2b3c4d5e6f70',
  timestamp: 1_000,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
};

beforeEach(() => {
  callFunction.mockReset();
  useTrackingStatus.setState({ last: null });
});

describe('sendVisit', () => {
  it('calls affiliateOperations with trackAffiliateVisit and records the result', async () => {
    answer({ tracked: true, referralExpiresAt: 5_000_000 });

    await expect(sendVisit('jane', visitData)).resolves.toEqual({
      tracked: true,
      referralExpiresAt: 5_000_000,
    });
    expect(callFunction).toHaveBeenCalledExactlyOnceWith('affiliateOperations', {
      action: 'trackAffiliateVisit',
      payload: { affiliateUsername: 'jane', visitData },
    });
    expect(useTrackingStatus.getState().last).toEqual({
      at: 1_000,
      tracked: true,
      affiliate: 'jane',
    });
  });

  it('resolves false for a server that did not track the visit', async () => {
    answer({ tracked: false });
    await expect(sendVisit('jane', visitData)).resolves.toEqual({
      tracked: false,
      referralExpiresAt: null,
    });
    expect(useTrackingStatus.getState().last?.tracked).toBe(false);
  });

  it('swallows a rejection: resolves null (no answer) and records it', async () => {
    callFunction.mockRejectedValue(new Error('functions/unavailable'));

    await expect(sendVisit('jane', visitData)).resolves.toBeNull();
    expect(useTrackingStatus.getState().last).toEqual({
      at: 1_000,
      tracked: false,
      affiliate: 'jane',
    });
  });

  it('keeps the later visit when answers arrive out of order', async () => {
    answer({ tracked: true });
    await sendVisit('later', { ...visitData, timestamp: 2_000 });
    await sendVisit('earlier', { ...visitData, timestamp: 1_000 });
    expect(useTrackingStatus.getState().last?.affiliate).toBe('later');
  });
});

describe('sendAttribution', () => {
  it('calls processAttribution and resolves whether the user was attributed', async () => {
    answer({ attributed: true });
    await expect(sendAttribution('uid-1', visitData.sessionId)).resolves.toBe(true);
    expect(callFunction).toHaveBeenCalledExactlyOnceWith('affiliateOperations', {
      action: 'processAttribution',
      payload: { userId: 'uid-1', sessionId: visitData.sessionId },
    });

    answer({ attributed: false });
    await expect(sendAttribution('uid-1', visitData.sessionId)).resolves.toBe(false);
  });

  it('rejects when there is no answer, so the caller can tell it from "not attributed"', async () => {
    callFunction.mockRejectedValue(new Error('internal'));
    await expect(sendAttribution('uid-1', visitData.sessionId)).rejects.toThrow('internal');
  });
});
