import type { UserDetail } from '@contracts/admin-users';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
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
});

const renderPage = () =>
  renderAt(<AdminUserPage />, '/admin/users/u1', {
    path: '/admin/users/:uid',
    others: { '/admin/users': <p>Every user</p> },
  });

let disabled = false;

beforeEach(() => {
  disabled = false;
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
});
