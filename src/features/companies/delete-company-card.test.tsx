import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Company } from '@/lib/companies/company-model';
import { backend } from '../../../tests/support/fake-backend';

vi.mock('@/lib/firebase/functions', () => import('../../../tests/support/fake-backend'));

const { DeleteCompanyCard } = await import('./delete-company-card');

const company: Company = {
  id: 'c-1',
  name: 'Acme Labs',
  slug: 'acme-labs',
  logoUrl: null,
  website: null,
  ownerUid: 'me',
  memberCount: 3,
  createdAt: 0,
  updatedAt: 0,
  entitlements: null,
};

function renderCard() {
  const router = createMemoryRouter(
    [
      { path: '/company', element: <DeleteCompanyCard company={company} /> },
      { path: '/dashboard', element: <h1>Dashboard</h1> },
    ],
    { initialEntries: ['/company'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => vi.clearAllMocks());

describe('DeleteCompanyCard', () => {
  it('deletes only after the slug is typed exactly', async () => {
    const deleteCompany = backend.on('companyOperations', 'delete', () => ({ ok: true as const }));
    vi.spyOn(toast, 'success');
    const user = userEvent.setup();
    const router = renderCard();

    await user.click(screen.getByRole('button', { name: 'Delete company' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Acme Labs?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete company' });
    const input = within(dialog).getByLabelText('Type acme-labs to confirm');
    expect(confirm).toBeDisabled();

    await user.type(input, 'Acme Labs');
    expect(confirm).toBeDisabled();
    await user.clear(input);
    await user.type(input, 'acme-lab');
    expect(confirm).toBeDisabled();
    await user.type(input, '{Enter}');
    expect(deleteCompany).not.toHaveBeenCalled();

    await user.type(input, 's');
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(deleteCompany).toHaveBeenCalledWith({ companyId: 'c-1', confirmation: 'acme-labs' });
    expect(toast.success).toHaveBeenCalledWith('Acme Labs was deleted.');
  });

  it('keeps the dialog open and says why when the server refuses', async () => {
    backend.on('companyOperations', 'delete', () => {
      throw Object.assign(new Error('Only the owner can delete the company.'), {
        code: 'functions/permission-denied',
      });
    });
    const error = vi.spyOn(toast, 'error').mockImplementation(() => '');
    const user = userEvent.setup();
    const router = renderCard();
    await user.click(screen.getByRole('button', { name: 'Delete company' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByRole('textbox'), 'acme-labs');
    await user.click(within(dialog).getByRole('button', { name: 'Delete company' }));

    await waitFor(() => expect(error).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/company');
  });

  it('forgets what was typed when cancelled', async () => {
    const user = userEvent.setup();
    renderCard();
    await user.click(screen.getByRole('button', { name: 'Delete company' }));
    let dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByRole('textbox'), 'acme-labs');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete company' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Delete company' }));
    dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('textbox')).toHaveValue('');
  });
});
