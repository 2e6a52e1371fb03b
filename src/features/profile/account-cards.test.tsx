import { DEFAULT_PUBLIC_FIELDS } from '@contracts/profile';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/lib/auth/auth-store';
import { signInTestUser } from '@/lib/auth/test-user';
import { backend } from '../../../tests/support/fake-backend';

vi.mock('@/lib/firebase/functions', () => import('../../../tests/support/fake-backend'));
/** Auth and the users doc are not callables: their modules are replaced. */
const account = vi.hoisted(() => ({
  changeEmail: vi.fn(),
  changePassword: vi.fn(),
  linkedProviders: vi.fn(),
  linkProvider: vi.fn(),
  unlinkProvider: vi.fn(),
}));
vi.mock('./account-actions', () => account);
const profileApi = vi.hoisted(() => ({ loadProfile: vi.fn() }));
vi.mock('./profile-api', () => profileApi);
vi.mock('@/lib/auth/use-password-policy', async () => {
  const { DEFAULT_PASSWORD_POLICY } = await import('@/lib/auth/password-policy');
  return { usePasswordPolicy: () => DEFAULT_PASSWORD_POLICY };
});
const download = vi.hoisted(() => ({ downloadJson: vi.fn() }));
vi.mock('./download-json', () => download);

const { AffiliateMailsPreference } = await import('./affiliate-mails-card');
const { AnnouncementsPreference } = await import('./announcements-card');
const { DataExportPanel } = await import('./data-export-card');
const { EmailForm } = await import('./email-form');
const { PasswordForm } = await import('./password-form');
const { SignInMethods } = await import('./sign-in-methods');

const authError = (code: string) => Object.assign(new Error(code), { code });

beforeEach(() => {
  vi.clearAllMocks();
  signInTestUser({ uid: 'u-ada' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => useAuthStore.setState({ status: 'unknown', user: null, claims: {} }));
});

describe('PasswordForm', () => {
  async function fill(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText('Current password'), 'old-secret');
    await user.type(screen.getByLabelText('New password'), 'new-secret');
    await user.type(screen.getByLabelText('Repeat the new password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
  }

  it('changes the password, says so and empties the form', async () => {
    account.changePassword.mockResolvedValue(undefined);
    const success = vi.spyOn(toast, 'success');
    const user = userEvent.setup();
    render(<PasswordForm />);
    await fill(user);
    await waitFor(() => expect(success).toHaveBeenCalledWith('Your password is changed.'));
    expect(account.changePassword).toHaveBeenCalledWith('old-secret', 'new-secret');
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('puts a wrong current password on its field, and anything else above the button', async () => {
    account.changePassword.mockRejectedValueOnce(authError('auth/wrong-password'));
    const user = userEvent.setup();
    render(<PasswordForm />);
    await fill(user);
    expect(
      await screen.findByText('Your current password is not right. Try again.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveFocus();
    expect(screen.queryByText(/That password is not right/)).toBeNull();

    account.changePassword.mockRejectedValueOnce(authError('auth/too-many-requests'));
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Too many attempts. Wait a few minutes, then try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Your current password is not right. Try again.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Change password' })).toBeEnabled();
  });
});

describe('EmailForm', () => {
  async function fill(user: ReturnType<typeof userEvent.setup>, newEmail: string) {
    await user.type(screen.getByLabelText('New email'), newEmail);
    await user.type(screen.getByLabelText('Current password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Change email' }));
  }

  it('sends the confirmation link and says where', async () => {
    account.changeEmail.mockResolvedValue(undefined);
    const user = userEvent.setup();
    render(<EmailForm email="ada@example.com" />);
    await fill(user, 'lovelace@example.com');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We sent a link to lovelace@example.com.',
    );
    expect(account.changeEmail).toHaveBeenCalledWith('lovelace@example.com', 'secret');
    expect(screen.getByLabelText('New email')).toHaveValue('');
  });

  it('refuses the current address without asking, and puts an address in use on its field', async () => {
    account.changeEmail.mockRejectedValue(authError('auth/email-already-in-use'));
    const user = userEvent.setup();
    render(<EmailForm email="ada@example.com" />);
    await fill(user, 'ADA@example.com');
    expect(await screen.findByText('That is already your email.')).toBeInTheDocument();
    expect(account.changeEmail).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('New email'));
    await user.type(screen.getByLabelText('New email'), 'grace@example.com');
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    await waitFor(() => expect(account.changeEmail).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByLabelText('New email')).toHaveFocus());
    expect(screen.getByLabelText('New email')).toHaveAttribute('aria-invalid', 'true');
    // Under the field only, not again above the button.
    expect(screen.getAllByText(/An account with this email already exists/)).toHaveLength(1);
  });
});

describe('AnnouncementsPreference', () => {
  it('shows the choice from the profile read and saves a change', async () => {
    profileApi.loadProfile.mockResolvedValue({
      profile: {
        displayName: 'Ada',
        photoURL: null,
        bio: null,
        username: null,
        publicFields: DEFAULT_PUBLIC_FIELDS,
      },
      isAffiliate: false,
      announcementsOptOut: false,
      affiliateMailsOptOut: false,
    });
    const save = backend.on('profileOperations', 'setAnnouncementsOptOut', ({ optOut }) => ({
      announcementsOptOut: optOut,
    }));
    const success = vi.spyOn(toast, 'success');
    const user = userEvent.setup();
    render(<AnnouncementsPreference />);
    const toggle = await screen.findByRole('switch', { name: 'Product announcements by email' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');

    await user.click(toggle);
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('You will no longer receive product announcements.'),
    );
    expect(save).toHaveBeenCalledWith({ optOut: true });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    // The answer was written into the read: not read again.
    expect(profileApi.loadProfile).toHaveBeenCalledTimes(1);
  });
});

describe('AffiliateMailsPreference', () => {
  it('shows an affiliate’s choice from the profile read and turns affiliate emails back on', async () => {
    profileApi.loadProfile.mockResolvedValue({
      profile: {
        displayName: 'Ada',
        photoURL: null,
        bio: null,
        username: 'ada_refers',
        publicFields: DEFAULT_PUBLIC_FIELDS,
      },
      isAffiliate: true,
      announcementsOptOut: false,
      // Turned off through the link in an affiliate mail.
      affiliateMailsOptOut: true,
    });
    const save = backend.on('profileOperations', 'setAffiliateMailsOptOut', ({ optOut }) => ({
      affiliateMailsOptOut: optOut,
    }));
    const success = vi.spyOn(toast, 'success');
    const user = userEvent.setup();
    render(<AffiliateMailsPreference />);
    const toggle = await screen.findByRole('switch', { name: 'Affiliate emails' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveAccessibleDescription(/someone signs up through your link/);

    await user.click(toggle);
    await waitFor(() => expect(success).toHaveBeenCalledWith('You will receive affiliate emails.'));
    expect(save).toHaveBeenCalledWith({ optOut: false });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(profileApi.loadProfile).toHaveBeenCalledTimes(1);
  });
});

describe('DataExportPanel', () => {
  it('downloads the export as a dated file and says so', async () => {
    const data = { exportedAt: '2026-11-26T06:00:00.000Z' };
    backend.on('profileOperations', 'exportData', () => data as never);
    const user = userEvent.setup();
    render(<DataExportPanel />);
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Downloaded parley-data-2026-11-26.json.',
    );
    expect(download.downloadJson).toHaveBeenCalledWith('parley-data-2026-11-26.json', data);
  });

  it('says why when the file cannot be prepared', async () => {
    backend.on('profileOperations', 'exportData', () => {
      throw Object.assign(new Error('unavailable'), { code: 'functions/unavailable' });
    });
    const user = userEvent.setup();
    render(<DataExportPanel />);
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not prepare your file. We could not reach the server.',
    );
    expect(download.downloadJson).not.toHaveBeenCalled();
  });
});

describe('SignInMethods', () => {
  const password = { providerId: 'password', label: 'ada@example.com' };
  const google = { providerId: 'google.com', label: 'ada@gmail.com' };

  it('links a method, busy until the window is done, and says so', async () => {
    account.linkedProviders.mockReturnValue([password]);
    let finish: () => void = () => undefined;
    account.linkProvider.mockImplementation(
      () => new Promise((resolve) => (finish = () => resolve([password, google]))),
    );
    const success = vi.spyOn(toast, 'success');
    const user = userEvent.setup();
    render(<SignInMethods />);
    await user.click(screen.getByRole('button', { name: 'Link Google' }));
    expect(account.linkProvider).toHaveBeenCalledWith('google.com');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Link GitHub' })).toBeDisabled());
    expect(screen.getByRole('button', { name: /Linking/ })).toBeDisabled();

    act(() => finish());
    await waitFor(() => expect(success).toHaveBeenCalledWith('You can now sign in with Google.'));
    expect(screen.queryByRole('button', { name: 'Link Google' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Link GitHub' })).toBeEnabled();
    expect(screen.getByText('ada@gmail.com')).toBeInTheDocument();
  });

  it('says a closed window calmly, and removes a method after confirmation', async () => {
    account.linkedProviders.mockReturnValue([password, google]);
    account.linkProvider.mockRejectedValue(authError('auth/popup-closed-by-user'));
    account.unlinkProvider.mockResolvedValue([password]);
    const calm = vi.spyOn(toast, 'error');
    const user = userEvent.setup();
    render(<SignInMethods />);
    await user.click(screen.getByRole('button', { name: 'Link GitHub' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Link GitHub' })).toBeEnabled());
    expect(calm).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Remove Google sign-in' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Google sign-in?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(account.unlinkProvider).toHaveBeenCalledWith('google.com');
    expect(screen.queryByText('ada@gmail.com')).toBeNull();
    // The last method left cannot be removed.
    expect(
      screen.getByRole('button', { name: 'Remove Email and password sign-in' }),
    ).toBeDisabled();
  });
});
