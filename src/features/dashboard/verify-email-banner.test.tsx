import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const sendEmailVerification = vi.hoisted(() => vi.fn());
vi.mock('firebase/auth', () => ({ sendEmailVerification }));
vi.mock('@/lib/auth/auth-service', () => ({ auth: { currentUser: { uid: 'u1' } } }));

const { VerifyEmailBanner } = await import('./verify-email-banner');

beforeEach(() => sendEmailVerification.mockReset());

describe('VerifyEmailBanner', () => {
  it('sends one mail however often the button is pressed while it is on its way', async () => {
    let deliver: () => void = () => undefined;
    sendEmailVerification.mockReturnValue(new Promise<void>((resolve) => (deliver = resolve)));
    render(<VerifyEmailBanner />);
    const button = screen.getByRole('button', { name: 'Send verification email' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    await act(async () => deliver());
    expect(screen.getByRole('button', { name: 'Email sent' })).toBeDisabled();
    expect(sendEmailVerification).toHaveBeenCalledTimes(1);
  });

  it('can be tried again after a failure', async () => {
    sendEmailVerification.mockRejectedValueOnce(
      Object.assign(new Error('quota'), { code: 'auth/too-many-requests' }),
    );
    render(<VerifyEmailBanner />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send verification email' }));
    });
    expect(screen.getByRole('button', { name: 'Send verification email' })).toBeEnabled();
    expect(sendEmailVerification).toHaveBeenCalledTimes(1);
  });
});
