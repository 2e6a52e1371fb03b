import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ fetchPolicyText: vi.fn() }));
vi.mock('./policy-api', () => api);

const { usePolicyText } = await import('./use-policy-text');

beforeEach(() => vi.clearAllMocks());

const text = {
  kind: 'terms' as const,
  version: 2,
  title: 'Terms and Conditions',
  effectiveDate: '2026-01-01',
  summary: 'Clearer words',
  content: '# Terms',
  current: true,
};

describe('usePolicyText', () => {
  it('is loading, then ready with the current text', async () => {
    api.fetchPolicyText.mockResolvedValue(text);
    const { result } = renderHook(() => usePolicyText('terms'));
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', text }));
    expect(api.fetchPolicyText).toHaveBeenCalledWith('terms', undefined);
  });

  it('says a version that does not exist is missing', async () => {
    api.fetchPolicyText.mockResolvedValue(null);
    const { result } = renderHook(() => usePolicyText('privacy', 9));
    await waitFor(() => expect(result.current).toEqual({ status: 'missing' }));
    expect(api.fetchPolicyText).toHaveBeenCalledWith('privacy', 9);
  });

  it('offers a retry after a failure, which loads again', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const again = new Promise((resolve) => (answer = resolve));
    api.fetchPolicyText.mockRejectedValueOnce(new Error('offline')).mockReturnValueOnce(again);
    const { result } = renderHook(() => usePolicyText('terms'));
    await waitFor(() => expect(result.current.status).toBe('error'));
    act(() => {
      if (result.current.status === 'error') result.current.retry();
    });
    await waitFor(() => expect(result.current.status).toBe('loading'));
    answer(text);
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', text }));
  });

  it('loads another version when asked for one', async () => {
    api.fetchPolicyText.mockImplementation(async (_kind: string, version?: number) => ({
      ...text,
      version: version ?? 2,
      current: version === undefined,
    }));
    const { result, rerender } = renderHook(({ version }) => usePolicyText('terms', version), {
      initialProps: { version: undefined as number | undefined },
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    rerender({ version: 1 });
    await waitFor(() =>
      expect(result.current).toEqual({
        status: 'ready',
        text: { ...text, version: 1, current: false },
      }),
    );
  });
});

const publicApi = vi.hoisted(() => ({ fetchPublicPolicy: vi.fn() }));
vi.mock('./public-policy-api', () => publicApi);
const { usePublicPolicy } = await import('./use-policy-text');

describe('usePublicPolicy (the public pages: one JSON answer)', () => {
  const versions = [
    { version: 2, effectiveDate: '2026-01-01', summary: 'Clearer words' },
    { version: 1, effectiveDate: '2025-01-01', summary: 'First' },
  ];

  it('is loading with no versions, then ready with the text and every version', async () => {
    const withHtml = { ...text, html: '<h1>Terms</h1>' };
    publicApi.fetchPublicPolicy.mockResolvedValue({ text: withHtml, versions });
    const { result } = renderHook(() => usePublicPolicy('terms'));
    expect(result.current).toEqual({ status: 'loading', versions: [] });
    await waitFor(() =>
      expect(result.current).toEqual({ status: 'ready', text: withHtml, versions }),
    );
    expect(publicApi.fetchPublicPolicy).toHaveBeenCalledWith('terms', undefined);
  });

  it('says an asked version that does not exist is missing, still listing the others', async () => {
    publicApi.fetchPublicPolicy.mockResolvedValue({ text: null, versions });
    const { result } = renderHook(() => usePublicPolicy('privacy', 9));
    await waitFor(() => expect(result.current).toEqual({ status: 'missing', versions }));
  });

  it('offers a retry after a failure', async () => {
    publicApi.fetchPublicPolicy.mockRejectedValue(new Error('offline'));
    const { result } = renderHook(() => usePublicPolicy('affiliateAgreement', 1));
    await waitFor(() => expect(result.current.status).toBe('error'));
  });
});
