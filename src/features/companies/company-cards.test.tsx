import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompanyEntry } from '@/lib/companies/companies-store';
import type { Company, Member } from '@/lib/companies/company-model';
import { backend } from '../../../tests/support/fake-backend';

vi.mock('@/lib/firebase/functions', () => import('../../../tests/support/fake-backend'));

const { CompanyDetailsCard } = await import('./company-details-card');
const { LeaveCompanyCard } = await import('./leave-company-card');

const company: Company = {
  id: 'c-1',
  name: 'Acme Labs',
  slug: 'acme-labs',
  logoUrl: null,
  website: null,
  ownerUid: 'u-owner',
  memberCount: 3,
  createdAt: 0,
  updatedAt: 0,
  entitlements: null,
};

const entry = (role: Member['role']): CompanyEntry => ({
  company,
  role,
  membership: {
    uid: 'me',
    companyId: 'c-1',
    role,
    email: 'me@example.com',
    displayName: 'Me',
    photoURL: null,
    joinedAt: 0,
  },
});

function renderAt(element: React.ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/company', element },
      { path: '/dashboard', element: <h1>Dashboard</h1> },
    ],
    { initialEntries: ['/company'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  vi.clearAllMocks();
  backend.on('companyOperations', 'checkSlug', ({ slug }) => ({ available: slug !== 'taken' }));
});

describe('CompanyDetailsCard', () => {
  it('saves the changed details and says so', async () => {
    const update = backend.on('companyOperations', 'update', () => ({ ok: true as const }));
    const success = vi.spyOn(toast, 'success');
    const user = userEvent.setup();
    renderAt(<CompanyDetailsCard entry={entry('admin')} />);
    const name = screen.getByLabelText('Company name');
    await user.clear(name);
    await user.type(name, 'Acme Labs Inc');
    await user.click(screen.getByRole('button', { name: /Save changes/ }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Company details saved.'));
    expect(update).toHaveBeenCalledWith({
      companyId: 'c-1',
      name: 'Acme Labs Inc',
      slug: 'acme-labs',
      logoUrl: null,
      website: null,
    });
    // Saved: nothing left to save until the next change.
    expect(screen.getByRole('button', { name: /Save changes/ })).toBeDisabled();
  });

  it('puts a slug taken in the meantime back on its field', async () => {
    backend.on('companyOperations', 'update', () => {
      throw Object.assign(new Error('That slug is taken.'), { code: 'functions/already-exists' });
    });
    const error = vi.spyOn(toast, 'error');
    const user = userEvent.setup();
    renderAt(<CompanyDetailsCard entry={entry('owner')} />);
    const slug = screen.getByLabelText('Slug');
    await user.clear(slug);
    await user.type(slug, 'acme-hq');
    await user.click(screen.getByRole('button', { name: /Save changes/ }));
    expect(await screen.findByText('That slug is taken. Choose another.')).toBeInTheDocument();
    expect(slug).toHaveFocus();
    expect(error).not.toHaveBeenCalled();
  });
});

describe('LeaveCompanyCard', () => {
  it('leaves after confirmation, says so and opens the dashboard', async () => {
    const leave = backend.on('companyOperations', 'leave', () => ({ ok: true as const }));
    const success = vi.spyOn(toast, 'success');
    const user = userEvent.setup();
    const router = renderAt(<LeaveCompanyCard entry={entry('member')} />);
    await user.click(screen.getByRole('button', { name: 'Leave Acme Labs' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave Acme Labs?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave company' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(leave).toHaveBeenCalledWith({ companyId: 'c-1' });
    expect(success).toHaveBeenCalledWith('You left Acme Labs.');
  });

  it('does not let the owner leave', () => {
    renderAt(<LeaveCompanyCard entry={entry('owner')} />);
    expect(screen.getByRole('button', { name: 'Leave Acme Labs' })).toBeDisabled();
  });
});
