import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage as renderAt } from '../../../tests/support/render-page';

const api = vi.hoisted(() => ({
  overviewCounts: {
    users: vi.fn(),
    newThisWeek: vi.fn(),
    companies: vi.fn(),
    paying: vi.fn(),
    trialing: vi.fn(),
    openApplications: vi.fn(),
    mailsFailed: vi.fn(),
  },
  fetchMrrByPlan: vi.fn(),
  fetchLatestAudit: vi.fn(),
}));
vi.mock('./overview-api', () => api);

const { default: AdminOverviewPage } = await import('./admin-overview-page');

const renderPage = () => renderAt(<AdminOverviewPage />, '/admin');

beforeEach(() => {
  vi.clearAllMocks();
  const counts = api.overviewCounts;
  counts.users.mockResolvedValue(42);
  counts.newThisWeek.mockResolvedValue(5);
  counts.companies.mockResolvedValue(12);
  counts.paying.mockResolvedValue(7);
  counts.trialing.mockResolvedValue(2);
  counts.openApplications.mockResolvedValue(0);
  counts.mailsFailed.mockResolvedValue(3);
  api.fetchMrrByPlan.mockResolvedValue([
    { planId: 'free', name: 'Free', currency: 'usd', active: true, mrrCents: 0 },
    { planId: 'team', name: 'Team', currency: 'usd', active: true, mrrCents: 12_000 },
    { planId: 'legacy', name: 'Legacy', currency: 'usd', active: false, mrrCents: 500 },
  ]);
  api.fetchLatestAudit.mockResolvedValue([
    {
      id: 'a1',
      actor: { uid: 'root', email: 'admin@example.com' },
      action: 'users.disable',
      target: { kind: 'user', id: 'u1', label: 'sam@example.com' },
      before: { disabled: false },
      after: { disabled: true },
      at: Date.UTC(2026, 10, 20, 12),
    },
  ]);
});

describe('AdminOverviewPage', () => {
  it('shows every count, each linking to its section', async () => {
    renderPage();
    const figures = [
      ['users', '42', '/admin/users'],
      ['newThisWeek', '5', '/admin/users'],
      ['companies', '12', '/admin/subscription-plans'],
      ['paying', '7', '/admin/subscription-plans'],
      ['trialing', '2', '/admin/subscription-plans'],
      ['openApplications', '0', '/admin/affiliates/applications'],
      ['mailsFailed', '3', '/admin/email'],
    ] as const;
    for (const [id, value, href] of figures) {
      const figure = await screen.findByTestId(`figure-${id}`);
      expect(figure).toHaveTextContent(value);
      expect(figure.closest('a')).toHaveAttribute('href', href);
    }
    expect(api.overviewCounts.newThisWeek).toHaveBeenCalledWith(expect.any(Number));
  });

  it('shows MRR per plan with a total, retired plans named as such', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Monthly recurring revenue by plan' });
    expect(within(table).getByTestId('mrr-team')).toHaveTextContent('$120');
    expect(within(table).getByRole('rowheader', { name: 'Legacy (retired)' })).toBeVisible();
    expect(within(table).getByRole('row', { name: /Total/ })).toHaveTextContent('$125');
  });

  it('totals MRR per currency, never adding two together', async () => {
    api.fetchMrrByPlan.mockResolvedValue([
      { planId: 'team', name: 'Team', currency: 'usd', active: true, mrrCents: 12_000 },
      { planId: 'team-eu', name: 'Team (EU)', currency: 'eur', active: true, mrrCents: 9_000 },
      { planId: 'team-jp', name: 'Team (JP)', currency: 'jpy', active: true, mrrCents: 15_000 },
      { planId: 'business', name: 'Business', currency: 'usd', active: true, mrrCents: 24_000 },
    ]);
    renderPage();
    const table = await screen.findByRole('table', { name: 'Monthly recurring revenue by plan' });
    // Yen have no minor unit: 15000 is ¥15,000.
    expect(within(table).getByTestId('mrr-team-jp')).toHaveTextContent('¥15,000');
    expect(within(table).getByRole('row', { name: /Total in USD/ })).toHaveTextContent('$360.00');
    expect(within(table).getByRole('row', { name: /Total in EUR/ })).toHaveTextContent('€90.00');
    expect(within(table).getByRole('row', { name: /Total in JPY/ })).toHaveTextContent('¥15,000');
    expect(within(table).queryByRole('rowheader', { name: 'Total' })).toBeNull();
  });

  it('lists the latest audit entries with actor, action, target and a compact change', async () => {
    renderPage();
    const table = await screen.findByRole('table', {
      name: 'The latest admin actions, newest first',
    });
    const row = within(table).getAllByRole('row')[1];
    if (!row) throw new Error('no audit row');
    expect(row).toHaveTextContent('admin@example.com');
    expect(row).toHaveTextContent('users.disable');
    expect(row).toHaveTextContent('sam@example.com');
    expect(row).toHaveTextContent('disabled: false → true');
  });

  it('says when a count fails and when the audit log is empty; retries the log on request', async () => {
    api.overviewCounts.mailsFailed.mockRejectedValue(new Error('denied'));
    api.fetchLatestAudit.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce([]);
    renderPage();
    expect(await screen.findByText('Could not count')).toBeVisible();
    expect(await screen.findByText(/We could not load the audit log/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No admin action has been recorded yet.')).toBeVisible();
  });

  it('keeps the links to every section', async () => {
    renderPage();
    const sections = screen.getByRole('region', { name: 'Sections' });
    expect(within(sections).getByRole('link', { name: /Privacy policy/ })).toHaveAttribute(
      'href',
      '/admin/privacy-policy',
    );
    expect(within(sections).queryByRole('link', { name: /Overview/ })).toBeNull();
  });
});
