import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signInTestUser } from '@/lib/auth/test-user';
import { queryClient } from '@/lib/query-client';
import { renderPage } from '../../../tests/support/render-page';
import type { SupportViewRow } from './support-views-api';

const api = vi.hoisted(() => ({
  SUPPORT_VIEWS_SHOWN: 10,
  loadSupportViews: vi.fn<(uid: string) => Promise<SupportViewRow[]>>(),
}));
vi.mock('./support-views-api', () => api);

const { SupportAccess } = await import('./support-access-card');

const row = (id: string, startedAt: number, endedAt: number | null): SupportViewRow => ({
  id,
  data: {
    targetUid: 'me',
    adminUid: 'admin',
    startedAt,
    expiresAt: startedAt + 30 * 60_000,
    endedAt,
    endedBy: endedAt === null ? null : 'exit',
  },
});

beforeEach(() => {
  queryClient.clear();
  act(() => signInTestUser({ uid: 'me' }));
});

describe('SupportAccess', () => {
  it('says support never viewed the account', async () => {
    api.loadSupportViews.mockResolvedValue([]);
    renderPage(<SupportAccess />, '/profile');
    expect(await screen.findByText('Support has never viewed your account.')).toBeInTheDocument();
    expect(api.loadSupportViews).toHaveBeenCalledWith('me');
  });

  it('lists each view with how long it lasted, and one running now', async () => {
    const now = Date.now();
    api.loadSupportViews.mockResolvedValue([
      row('running', now - 5 * 60_000, null),
      row('done', Date.UTC(2026, 10, 20, 9), Date.UTC(2026, 10, 20, 9, 12)),
    ]);
    renderPage(<SupportAccess />, '/profile');
    const list = await screen.findByRole('list', { name: 'Support views of your account' });
    expect(list).toHaveTextContent('Viewing now, read-only');
    expect(list).toHaveTextContent('For 12 minutes, read-only');
  });
});
