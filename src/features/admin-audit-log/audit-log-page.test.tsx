import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { backend } from '../../../tests/support/fake-backend';
import { renderPage } from '../../../tests/support/render-page';
import type * as CsvModule from '@/lib/csv';

vi.mock('@/lib/firebase/functions', () => import('../../../tests/support/fake-backend'));
const csv = vi.hoisted(() => ({ downloadCsv: vi.fn() }));
vi.mock('@/lib/csv', async (original) => ({
  ...(await original<typeof CsvModule>()),
  downloadCsv: csv.downloadCsv,
}));

const { default: AuditLogPage } = await import('./audit-log-page');

const entry = (id: string, action = 'users.disable') => ({
  id,
  at: Date.UTC(2026, 10, 20, 12),
  actor: { uid: 'root', email: 'admin@example.com' },
  action,
  target: { kind: 'user' as const, id: `uid-${id}`, label: `${id}@example.com` },
  before: { disabled: false },
  after: { disabled: true },
});

beforeEach(() => {
  backend.reset();
  csv.downloadCsv.mockClear();
});

const pagedAnswers = () =>
  backend.on('adminAuditOperations', 'list', (query) =>
    query.cursor === 'after-a'
      ? { entries: [entry('b')], nextCursor: null }
      : { entries: [entry('a')], nextCursor: 'after-a' },
  );

describe('/admin/audit-log', () => {
  it('lists entries with what changed, and pages with the server cursor', async () => {
    const user = userEvent.setup();
    pagedAnswers();
    renderPage(<AuditLogPage />, '/admin/audit-log');
    const table = await screen.findByRole('table', { name: 'Audit log, newest first' });
    expect(await within(table).findByText('a@example.com')).toBeVisible();
    expect(within(table).getByText('disabled: false → true')).toBeVisible();

    await user.click(screen.getByRole('button', { name: /next/i }));
    expect(await within(table).findByText('b@example.com')).toBeVisible();
  });

  it('sends the filters to the server from the first page', async () => {
    const user = userEvent.setup();
    const list = pagedAnswers();
    renderPage(<AuditLogPage />, '/admin/audit-log');
    await screen.findByText('a@example.com');
    await user.type(screen.getByLabelText('Admin email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Target id'), 'uid-a');
    await user.type(screen.getByLabelText('From (UTC day)'), '2026-11-01');
    await user.type(screen.getByLabelText('To (UTC day, included)'), '2026-11-20');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith({
        actorEmail: 'admin@example.com',
        targetId: 'uid-a',
        from: Date.UTC(2026, 10, 1),
        to: Date.UTC(2026, 10, 21),
        cursor: null,
        limit: 25,
      }),
    );
  });

  it('goes back to the first page when other filters are applied', async () => {
    const user = userEvent.setup();
    const list = pagedAnswers();
    renderPage(<AuditLogPage />, '/admin/audit-log');
    const table = await screen.findByRole('table', { name: 'Audit log, newest first' });
    await within(table).findByText('a@example.com');
    await user.click(screen.getByRole('button', { name: /next/i }));
    expect(await within(table).findByText('b@example.com')).toBeVisible();
    expect(screen.getByText('Page 2')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Target id'), 'uid-a');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith({ targetId: 'uid-a', cursor: null, limit: 25 }),
    );
    expect(await within(table).findByText('a@example.com')).toBeVisible();
    expect(screen.getByText('Page 1')).toBeInTheDocument();
  });

  it('says what is wrong with a filter before asking the server', async () => {
    const user = userEvent.setup();
    const list = backend.on('adminAuditOperations', 'list', () => ({
      entries: [],
      nextCursor: null,
    }));
    renderPage(<AuditLogPage />, '/admin/audit-log');
    expect(await screen.findByText('No admin action matches these filters.')).toBeVisible();
    await user.type(screen.getByLabelText('Action'), 'disable');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(screen.getByRole('alert')).toHaveTextContent('An action looks like "users.disable".');
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('exports every matching entry across pages as CSV', async () => {
    const user = userEvent.setup();
    backend.on('adminAuditOperations', 'list', (query) =>
      query.cursor === 'p2'
        ? { entries: [entry('b', 'users.enable')], nextCursor: null }
        : { entries: [entry('a')], nextCursor: 'p2' },
    );
    renderPage(<AuditLogPage />, '/admin/audit-log', { toaster: true });
    await screen.findByText('a@example.com');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Exported 2 entries.')).toBeInTheDocument();
    const [content, filename] = csv.downloadCsv.mock.calls[0] as [string, string];
    expect(filename).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(content.split('\r\n')).toHaveLength(3);
    expect(content).toContain('users.enable');
  });
});
