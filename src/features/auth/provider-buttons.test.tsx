import { act, fireEvent, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const { signInWithProvider, completeRedirectSignIn } = vi.hoisted(() => ({
  signInWithProvider: vi.fn(),
  completeRedirectSignIn: vi.fn(async () => false),
}));
vi.mock('./provider-sign-in', () => ({ signInWithProvider, completeRedirectSignIn }));

const { PROVIDER_STALL_MS, ProviderButtons } = await import('./provider-buttons');

beforeEach(() => {
  vi.useFakeTimers();
  vi.clearAllMocks();
});
afterEach(() => vi.useRealTimers());

describe('ProviderButtons', () => {
  it('finishes a sign-in that came back from a provider redirect, on whichever page', async () => {
    completeRedirectSignIn.mockResolvedValueOnce(true);
    const onSignedIn = vi.fn();
    await act(async () => render(<ProviderButtons onSignedIn={onSignedIn} />));
    expect(completeRedirectSignIn).toHaveBeenCalledTimes(1);
    expect(onSignedIn).toHaveBeenCalledTimes(1);
  });

  it('disables every button while one provider is signing in, then calls onSignedIn', async () => {
    let finish: (value: string) => void = () => undefined;
    signInWithProvider.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const onSignedIn = vi.fn();
    render(<ProviderButtons onSignedIn={onSignedIn} />);
    fireEvent.click(screen.getByRole('button', { name: 'GitHub' }));
    expect(signInWithProvider).toHaveBeenCalledWith('github.com');
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
    await act(async () => finish('signed-in'));
    expect(onSignedIn).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Google' })).toBeEnabled();
  });

  it('does not call onSignedIn while the page redirects to the provider', async () => {
    signInWithProvider.mockResolvedValue('redirecting');
    const onSignedIn = vi.fn();
    render(<ProviderButtons onSignedIn={onSignedIn} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Google' })));
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('gives the buttons back with a hint when the sign-in never settles (blocked loader)', async () => {
    signInWithProvider.mockReturnValue(new Promise(() => undefined));
    render(<ProviderButtons onSignedIn={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Google' }));
    expect(screen.getByRole('button', { name: 'GitHub' })).toBeDisabled();
    await act(async () => vi.advanceTimersByTime(PROVIDER_STALL_MS - 1));
    expect(screen.getByRole('button', { name: 'GitHub' })).toBeDisabled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'GitHub' })).toBeEnabled();
  });

  it('shows the mapped message when the provider fails', async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => '');
    signInWithProvider.mockRejectedValue({ code: 'auth/account-exists-with-different-credential' });
    render(<ProviderButtons onSignedIn={vi.fn()} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Facebook' })));
    expect(error).toHaveBeenCalledWith(expect.stringContaining('different sign-in method'));
  });
});
