import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompaniesView } from '@/lib/companies/companies-store';
import { appCompany, appMember } from '../../../tests/support/app-companies';

const companies = vi.hoisted(() => ({
  useCompanies: vi.fn(),
  setActiveCompany: vi.fn(async () => undefined),
}));
vi.mock('@/lib/companies/use-companies', () => companies);

const { useCompanyFromAddress } = await import('./use-company-from-address');

const acme = {
  company: appCompany(),
  membership: appMember('me', 'owner'),
  role: 'owner' as const,
};
const beta = {
  company: appCompany({ id: 'beta', name: 'Beta' }),
  membership: appMember('me', 'admin'),
  role: 'admin' as const,
};
const view: CompaniesView = { status: 'ready', entries: [acme, beta], active: acme, error: null };

function Page() {
  useCompanyFromAddress();
  return <h1>Company Management</h1>;
}

function renderAt(address: string, companiesView = view) {
  companies.useCompanies.mockReturnValue(companiesView);
  const router = createMemoryRouter([{ path: '/company', Component: Page }], {
    initialEntries: [address],
  });
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => vi.clearAllMocks());

describe('/company?company=<id>', () => {
  it('makes one of the user’s companies active and drops the parameter, keeping #billing', async () => {
    const router = renderAt('/company?company=beta#billing');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(companies.setActiveCompany).toHaveBeenCalledWith('beta');
    expect(router.state.location.hash).toBe('#billing');
  });

  it('leaves the active company alone for a company the user is not in', async () => {
    const router = renderAt('/company?company=stranger');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(companies.setActiveCompany).not.toHaveBeenCalled();
  });

  it('waits for the companies to load before deciding', () => {
    const router = renderAt('/company?company=beta', { ...view, status: 'loading' });
    expect(router.state.location.search).toBe('?company=beta');
    expect(companies.setActiveCompany).not.toHaveBeenCalled();
  });
});
