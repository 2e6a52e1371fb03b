import type { UserDetail } from '@contracts/admin-users';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSupportView, readSupportView, tabNavigation } from '@/lib/auth/session-marker';
import { signInTestUser } from '@/lib/auth/test-user';
import { backend } from '../../../tests/support/fake-backend';
import { renderPage as renderAt } from '../../../tests/support/render-page';

vi.mock('@/lib/firebase/functions', () => import('../../../tests/support/fake-backend'));

const { default: AdminUserPage } = await import('./admin-user-page');

const sam = (disabled: boolean): UserDetail => ({
  uid: 'u1',
  auth: {
    email: 'sam@example.com',
    displayName: 'Sam',
    photoURL: null,
    providers: ['password'],
    emailVerified: true,
    disabled,
    superAdmin: false,
    createdAt: 1,
    lastSignInAt: 2,
    tokensValidAfter: null,
  },
  mirror: null,
  companies: [],
  affiliate: null,
  consents: [],
  announcementsOptOut: false,
  grantRequest: null,
});

const waitingGrant = (requestedBy: string): UserDetail['grantRequest'] => ({
  uid: 'u1',
  email: 'sam@example.com',
  requestedBy: { uid: requestedBy, email: `${requestedBy}@example.com` },
  requestedAt: Date.UTC(2030, 0, 1),
  expiresAt: Date.UTC(2030, 0, 8),
});

const renderPage = () =>
  renderAt(<AdminUserPage />, '/admin/users/u1', {
    path: '/admin/users/:uid',
    others: { '/admin/users': <p>Every user</p> },
    toaster: true,
  });

let disabled = false;

beforeEach(() => {
  disabled = false;
  // The signed-in super admin viewing the page.
  act(() => signInTestUser({ uid: 'me' }));
  backend.on('adminUserOperations', 'get', () => sam(disabled));
});

describe('AdminUserPage', () => {
  it('disables the account after asking, and shows it disabled', async () => {
    const setDisabled = backend.on('adminUserOperations', 'setDisabled', (payload) => {
      disabled = payload.disabled;
      return { uid: payload.uid };
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Disable account' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Disable sam@example.com?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    expect(setDisabled).toHaveBeenCalledWith({ uid: 'u1', disabled: true });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Enable account' })).toBeInTheDocument();
  });

  it('shows a refusal to delete inside the dialog, and leaves for the list once deleted', async () => {
    const remove = backend.on('adminUserOperations', 'delete', () => {
      throw Object.assign(new Error('Sam owns a company: hand it over or delete it first.'), {
        code: 'functions/failed-precondition',
      });
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete sam@example.com?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(
      await within(dialog).findByText('Sam owns a company: hand it over or delete it first.'),
    ).toBeVisible();

    remove.mockImplementation(({ uid }) => ({ uid }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByText('Every user')).toBeInTheDocument();
    expect(remove).toHaveBeenLastCalledWith({ uid: 'u1' });
  });

  it('a grant that only asked says another super admin must approve it', async () => {
    const grant = backend.on('adminUserOperations', 'setSuperAdmin', ({ uid }) => ({
      uid,
      status: 'pending' as const,
    }));
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Grant super admin' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Grant super admin to sam@example.com?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Grant super admin' }));
    expect(grant).toHaveBeenCalledWith({ uid: 'u1', superAdmin: true });
    expect(
      await screen.findByText(
        'Asked: another super admin must approve making sam@example.com a super admin.',
      ),
    ).toBeInTheDocument();
  });

  it('a waiting grant is shown, and another super admin approves it (or refuses it)', async () => {
    backend.on('adminUserOperations', 'get', () => ({
      ...sam(false),
      grantRequest: waitingGrant('alex'),
    }));
    const decide = backend.on('adminUserOperations', 'decideGrantRequest', ({ uid }) => ({
      uid,
      status: 'granted' as const,
    }));
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('Super admin waiting for approval')).toBeInTheDocument();
    expect(screen.getByText(/alex@example.com asked on/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Grant super admin' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refuse super admin' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve super admin' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Make sam@example.com a super admin?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve super admin' }));
    expect(decide).toHaveBeenCalledWith({ uid: 'u1', decision: 'approve' });
  });

  it('who asked for a grant may withdraw it, never approve it', async () => {
    backend.on('adminUserOperations', 'get', () => ({
      ...sam(false),
      grantRequest: waitingGrant('me'),
    }));
    const decide = backend.on('adminUserOperations', 'decideGrantRequest', ({ uid }) => ({
      uid,
      status: 'withdrawn' as const,
    }));
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Withdraw grant request' }));
    expect(screen.queryByRole('button', { name: 'Approve super admin' })).not.toBeInTheDocument();
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw grant request' }));
    expect(decide).toHaveBeenCalledWith({ uid: 'u1', decision: 'refuse' });
  });
});

describe('View as user', () => {
  it('asks for a reason, starts the view and opens the app as them in this tab', async () => {
    const reload = vi.spyOn(tabNavigation, 'reload').mockImplementation(() => undefined);
    const started = backend.on('adminUserOperations', 'startSupportView', ({ uid }) => ({
      id: 'view-1',
      token: 'custom-token',
      expiresAt: Date.UTC(2030, 0, 1, 12, 30),
      user: { uid, email: 'sam@example.com', displayName: 'Sam' },
    }));
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'View as user' }));
    const dialog = screen.getByRole('alertdialog', { name: 'View the app as Sam?' });
    const startButton = within(dialog).getByRole('button', { name: 'Start viewing' });
    await user.type(within(dialog).getByLabelText('Reason'), 'too short');
    expect(startButton).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Reason'), ' — ticket 12');
    await user.click(startButton);

    expect(started).toHaveBeenCalledWith({ uid: 'u1', reason: 'too short — ticket 12' });
    await waitFor(() => expect(reload).toHaveBeenCalledWith('/dashboard'));
    expect(readSupportView()).toEqual({
      id: 'view-1',
      uid: 'u1',
      name: 'Sam',
      expiresAt: Date.UTC(2030, 0, 1, 12, 30),
      returnTo: '/admin/users/u1',
      token: 'custom-token',
    });
    clearSupportView();
  });

  it('is not offered for a super admin or a disabled account', async () => {
    const admin = sam(false);
    if (admin.auth) admin.auth.superAdmin = true;
    backend.on('adminUserOperations', 'get', () => admin);
    const { unmount } = renderPage();
    expect(await screen.findByRole('button', { name: 'Revoke sessions' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View as user' })).not.toBeInTheDocument();
    unmount();
    disabled = true;
    backend.on('adminUserOperations', 'get', () => sam(disabled));
    renderPage();
    expect(await screen.findByRole('button', { name: 'Enable account' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View as user' })).not.toBeInTheDocument();
  });
});
