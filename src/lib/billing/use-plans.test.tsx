import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Plan } from './plans';

const source = vi.hoisted(() => ({
  fetchActivePlans: vi.fn(),
  fetchSubscribedPlanName: vi.fn(),
}));
vi.mock('./plans-source', () => source);

const { usePlans } = await import('./use-plans');
const { usePlanName } = await import('./use-plan-name');

const team = { id: 'team', name: 'Team' } as Plan;

beforeEach(() => {
  vi.clearAllMocks();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('usePlans', () => {
  it('is loading, then ready with the plans; a second reader uses the same read', async () => {
    source.fetchActivePlans.mockResolvedValue([team]);
    const first = renderHook(() => usePlans());
    expect(first.result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(first.result.current).toEqual({ status: 'ready', plans: [team] }));

    const second = renderHook(() => usePlans());
    expect(second.result.current).toEqual({ status: 'ready', plans: [team] });
    expect(source.fetchActivePlans).toHaveBeenCalledTimes(1);
  });

  it('offers a retry after a failure, which loads again', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const again = new Promise((resolve) => (answer = resolve));
    source.fetchActivePlans.mockRejectedValueOnce(new Error('offline')).mockReturnValueOnce(again);
    const { result } = renderHook(() => usePlans());
    await waitFor(() => expect(result.current.status).toBe('error'));
    act(() => {
      if (result.current.status === 'error') result.current.retry();
    });
    await waitFor(() => expect(result.current.status).toBe('loading'));
    answer([team]);
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', plans: [team] }));
    expect(source.fetchActivePlans).toHaveBeenCalledTimes(2);
  });
});

describe('usePlanName', () => {
  it('names an offered plan from the plans, a retired one from the subscription mirror', async () => {
    source.fetchActivePlans.mockResolvedValue([team]);
    source.fetchSubscribedPlanName.mockResolvedValue('Legacy Gold');
    const offered = renderHook(() => usePlanName('team', 'acme'));
    expect(offered.result.current).toBeNull();
    await waitFor(() => expect(offered.result.current).toBe('Team'));

    const retired = renderHook(() => usePlanName('gold', 'acme'));
    await waitFor(() => expect(retired.result.current).toBe('Legacy Gold'));
    expect(source.fetchSubscribedPlanName).toHaveBeenCalledWith('acme');
  });

  it('names a retired plan from its id when the mirror cannot be read', async () => {
    source.fetchActivePlans.mockResolvedValue([team]);
    source.fetchSubscribedPlanName.mockRejectedValue({ code: 'permission-denied' });
    const { result } = renderHook(() => usePlanName('gold', 'acme'));
    await waitFor(() => expect(source.fetchSubscribedPlanName).toHaveBeenCalled());
    await waitFor(() => expect(result.current).toBe('Gold'));
  });
});
