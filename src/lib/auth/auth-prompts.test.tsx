import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const sms = vi.hoisted(() => ({
  confirm: vi.fn(),
  sendSignInCode: vi.fn(),
}));
vi.mock('./second-factor', () => ({
  needsSecondFactor: (error: { code?: string }) => error.code === 'auth/multi-factor-auth-required',
  sendSignInCode: sms.sendSignInCode,
}));
const reauth = vi.hoisted(() => ({
  reauthenticateWithPassword: vi.fn(async () => undefined),
  reauthenticateWithProvider: vi.fn(async () => undefined),
}));
vi.mock('./providers', () => reauth);
vi.mock('./auth-service', () => ({
  auth: { currentUser: { uid: 'u1', providerData: [{ providerId: 'password' }] } },
}));

const { AuthPrompts } = await import('./auth-prompts');
const { withSecondFactor, SECOND_FACTOR_CANCELLED } = await import('./second-factor-prompt');
const { currentConfirmIdentity } = await import('@/lib/firebase/step-up');

/** The dialog's registered question (it registers when mounted). */
function askToConfirm(): Promise<void> {
  const confirm = currentConfirmIdentity();
  if (!confirm) throw new Error('the step-up dialog is not mounted');
  return confirm();
}

const needsCode = () =>
  Promise.reject(Object.assign(new Error('mfa'), { code: 'auth/multi-factor-auth-required' }));

beforeEach(() => {
  vi.clearAllMocks();
  sms.sendSignInCode.mockResolvedValue({ phoneHint: '+*******0100', confirm: sms.confirm });
});

describe('two-step verification dialog', () => {
  it('texts one code, refuses a malformed one, and finishes the sign-in with the right one', async () => {
    const user = userEvent.setup();
    render(<AuthPrompts />);
    const signedIn = { user: { uid: 'u1' } };
    sms.confirm.mockResolvedValueOnce(signedIn);
    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = withSecondFactor(needsCode);
    });
    const dialog = await screen.findByRole('dialog', { name: 'Two-step verification' });
    expect(
      await screen.findByText('Enter the 6-digit code we texted to +*******0100.'),
    ).toBeVisible();
    expect(sms.sendSignInCode).toHaveBeenCalledOnce();

    const code = screen.getByLabelText('Verification code');
    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6-digit code from the text message.')).toBeVisible();
    expect(sms.confirm).not.toHaveBeenCalled();

    await user.clear(code);
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await expect(outcome).resolves.toBe(signedIn);
    expect(sms.confirm).toHaveBeenCalledExactlyOnceWith('123456');
    expect(dialog).not.toBeInTheDocument();
  });

  it('shows a wrong code inline and lets the person try again', async () => {
    const user = userEvent.setup();
    render(<AuthPrompts />);
    sms.confirm.mockRejectedValueOnce(
      Object.assign(new Error('bad'), { code: 'auth/invalid-verification-code' }),
    );
    act(() => {
      void withSecondFactor(needsCode).catch(() => undefined);
    });
    await user.type(await screen.findByLabelText('Verification code'), '000000');
    await screen.findByText(/we texted to/);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/That code is not right/)).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Two-step verification' })).toBeVisible();
  });

  it('rejects with "cancelled" when the person closes it', async () => {
    const user = userEvent.setup();
    render(<AuthPrompts />);
    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = withSecondFactor(needsCode);
      outcome.catch(() => undefined); // asserted below
    });
    await screen.findByText(/we texted to/);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await expect(outcome).rejects.toMatchObject({ code: SECOND_FACTOR_CANCELLED });
  });

  it('passes other failures through without asking for a code', async () => {
    render(<AuthPrompts />);
    const wrong = Object.assign(new Error('no'), { code: 'auth/invalid-credential' });
    await expect(withSecondFactor(() => Promise.reject(wrong))).rejects.toBe(wrong);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('"confirm it\'s you" (step-up)', () => {
  it('registers while mounted, and confirms with the password before the action goes on', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<AuthPrompts />);
    expect(currentConfirmIdentity()).not.toBeNull();
    let confirmed: Promise<void> = Promise.resolve();
    act(() => {
      confirmed = askToConfirm();
    });
    await screen.findByRole('dialog', { name: "Confirm it's you" });
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Enter your password.')).toBeVisible();
    await user.type(screen.getByLabelText('Your password'), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(confirmed).resolves.toBeUndefined();
    expect(reauth.reauthenticateWithPassword).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ uid: 'u1' }),
      'secret-1',
    );
    unmount();
    expect(currentConfirmIdentity()).toBeNull();
  });

  it('rejects when the person closes it, so the action fails with its refusal', async () => {
    const user = userEvent.setup();
    render(<AuthPrompts />);
    let confirmed: Promise<void> = Promise.resolve();
    act(() => {
      confirmed = askToConfirm();
      confirmed.catch(() => undefined); // asserted below
    });
    await screen.findByRole('dialog', { name: "Confirm it's you" });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await expect(confirmed).rejects.toThrow();
  });
});
