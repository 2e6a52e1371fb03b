import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const companies = vi.hoisted(() => ({
  useCompanies: vi.fn(() => ({ status: 'ready', entries: [], active: null, error: null })),
  retryCompanies: vi.fn(),
  setActiveCompany: vi.fn(async () => undefined),
}));
vi.mock('@/lib/companies/use-companies', () => companies);

import { backend } from '../../../tests/support/fake-backend';
import { renderPage as renderAt } from '../../../tests/support/render-page';

vi.mock('@/lib/firebase/functions', () => import('../../../tests/support/fake-backend'));

const { default: CompanySetupPage } = await import('./company-setup-page');

const renderPage = (entry = '/company/setup') =>
  renderAt(<CompanySetupPage />, entry, {
    path: '/company/setup',
    others: { '/company': <h1>Company Management</h1>, '/pricing': <h1>Pricing</h1> },
  }).router;

const nameField = () => screen.getByLabelText('Company name');
const slugField = () => screen.getByLabelText('Slug');
const submit = () => screen.getByRole('button', { name: 'Create company' });

/** Every slug is free unless a test says otherwise. */
const checkSlug = (available: (slug: string) => boolean = () => true) =>
  backend.on('companyOperations', 'checkSlug', ({ slug }) => ({ available: available(slug) }));
const createCompany = (answer: () => { companyId: string }) =>
  backend.on('companyOperations', 'create', answer);

beforeEach(() => {
  vi.clearAllMocks();
  checkSlug();
});

describe('CompanySetupPage', () => {
  it('shows the contract’s validation messages and sends nothing', async () => {
    const create = createCompany(() => ({ companyId: 'c-1' }));
    const user = userEvent.setup();
    renderPage();
    await user.type(nameField(), 'A');
    await user.clear(slugField());
    await user.type(slugField(), 'x');
    await user.type(screen.getByLabelText('Logo URL (optional)'), 'ftp://logo');
    await user.type(screen.getByLabelText('Website (optional)'), 'not a url');
    await user.click(submit());

    expect(await screen.findByText('Use at least 2 characters.')).toBeInTheDocument();
    expect(screen.getByText('Use 3–48 lowercase letters, digits or hyphens.')).toBeInTheDocument();
    expect(screen.getAllByText('Use a full http(s) address.')).toHaveLength(2);
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    expect(slugField()).toHaveAttribute('aria-invalid', 'true');
    expect(create).not.toHaveBeenCalled();
  });

  it('derives the slug from the name until the slug is edited, and again once it is emptied', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(nameField(), 'Café Zoë & Co');
    expect(slugField()).toHaveValue('cafe-zoe-co');

    await user.clear(slugField());
    expect(slugField()).toHaveValue('cafe-zoe-co');
    await user.type(slugField(), '-hq');
    expect(slugField()).toHaveValue('cafe-zoe-co-hq');
    await user.type(nameField(), 'mpany');
    expect(slugField()).toHaveValue('cafe-zoe-co-hq');

    await user.clear(slugField());
    expect(slugField()).toHaveValue('cafe-zoe-company');
  });

  it('checks availability once typing pauses and refuses a taken slug', async () => {
    const isSlugAvailable = checkSlug((slug) => slug !== 'acme');
    const create = createCompany(() => ({ companyId: 'c-1' }));
    const user = userEvent.setup();
    renderPage();
    await user.type(nameField(), 'Acme');
    expect(await screen.findByText(/“acme” is already taken/)).toBeInTheDocument();
    // Debounced: one question for the slug typing settled on, none for "a", "ac", "acm".
    expect(isSlugAvailable).toHaveBeenCalledTimes(1);
    expect(isSlugAvailable).toHaveBeenCalledWith({ slug: 'acme' });

    await user.click(submit());
    expect(await screen.findByText('That slug is taken. Choose another.')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    await user.type(nameField(), ' Labs');
    expect(await screen.findByText(/“acme-labs” is available/)).toBeInTheDocument();
  });

  it('creates the company, makes it active, says so and opens /company', async () => {
    const create = createCompany(() => ({ companyId: 'c-1' }));
    const success = vi.spyOn(toast, 'success');
    const user = userEvent.setup();
    const router = renderPage();
    await user.type(nameField(), 'Acme Labs');
    await user.type(screen.getByLabelText('Website (optional)'), 'https://acme.example');
    await screen.findByText(/is available/);
    await user.click(submit());

    await waitFor(() => expect(router.state.location.pathname).toBe('/company'));
    expect(create).toHaveBeenCalledWith({
      name: 'Acme Labs',
      slug: 'acme-labs',
      logoUrl: null,
      website: 'https://acme.example',
    });
    expect(companies.setActiveCompany).toHaveBeenCalledWith('c-1', { joining: true });
    expect(success).toHaveBeenCalledWith('Acme Labs is ready. Next, invite your team.');
  });

  it('goes back where it was sent from (a plan chosen on /pricing)', async () => {
    createCompany(() => ({ companyId: 'c-1' }));
    const user = userEvent.setup();
    const router = renderPage(
      `/company/setup?redirect=${encodeURIComponent('/pricing?plan=team&interval=year')}`,
    );
    await user.type(nameField(), 'Acme Labs');
    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
    expect(router.state.location.search).toBe('?plan=team&interval=year');
  });

  it('puts a slug taken in the meantime back on the slug field', async () => {
    createCompany(() => {
      throw Object.assign(new Error('That slug is taken.'), { code: 'functions/already-exists' });
    });
    const user = userEvent.setup();
    const router = renderPage();
    await user.type(nameField(), 'Acme Labs');
    await user.click(submit());
    expect(await screen.findByText('That slug is taken. Choose another.')).toBeInTheDocument();
    expect(slugField()).toHaveFocus();
    expect(router.state.location.pathname).toBe('/company/setup');
  });
});
