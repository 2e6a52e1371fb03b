import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompaniesView, CompanyEntry } from '@/lib/companies/companies-store';
import type { Company } from '@/lib/companies/company-model';

const companies = vi.hoisted(() => ({
  useCompanies: vi.fn(),
  retryCompanies: vi.fn(),
  setActiveCompany: vi.fn(async () => undefined),
}));
vi.mock('@/lib/companies/use-companies', () => companies);

const { CompanySwitcher } = await import('./company-switcher');

const entry = (id: string, name: string, role: CompanyEntry['role']): CompanyEntry => {
  const company: Company = {
    id,
    name,
    slug: id,
    logoUrl: null,
    website: null,
    ownerUid: 'x',
    memberCount: 2,
    createdAt: 0,
    updatedAt: 0,
    entitlements: null,
  };
  return {
    company,
    role,
    membership: {
      uid: 'me',
      companyId: id,
      role,
      email: 'me@example.com',
      displayName: null,
      photoURL: null,
      joinedAt: 0,
    },
  };
};

function renderSwitcher(view: CompaniesView) {
  companies.useCompanies.mockReturnValue(view);
  const router = createMemoryRouter(
    [
      { path: '/dashboard', Component: CompanySwitcher },
      { path: '/company/setup', element: <h1>Company Setup</h1> },
      { path: '/company', element: <h1>Company Management</h1> },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => vi.clearAllMocks());

describe('CompanySwitcher', () => {
  it('names the active company and switches with the keyboard', async () => {
    const acme = entry('acme', 'Acme', 'owner');
    const beta = entry('beta', 'Beta', 'member');
    renderSwitcher({ status: 'ready', entries: [acme, beta], active: acme, error: null });
    const user = userEvent.setup();

    const trigger = screen.getByRole('button', { name: 'Company: Acme. Switch company' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const current = await screen.findByRole('menuitemradio', { name: /Acme/ });
    expect(current).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('menuitem', { name: 'Create company' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Company settings' })).toBeInTheDocument();

    await user.click(screen.getByRole('menuitemradio', { name: /Beta/ }));
    expect(companies.setActiveCompany).toHaveBeenCalledWith('beta');
  });

  it('offers to create a company when the user has none', async () => {
    const router = renderSwitcher({ status: 'ready', entries: [], active: null, error: null });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Company: No company. Switch company' }));
    expect(screen.queryByRole('menuitem', { name: 'Company settings' })).toBeNull();
    await user.click(await screen.findByRole('menuitem', { name: 'Create company' }));
    expect(router.state.location.pathname).toBe('/company/setup');
  });

  it('shows a placeholder while loading', () => {
    renderSwitcher({ status: 'loading', entries: [], active: null, error: null });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your companies');
  });
});
