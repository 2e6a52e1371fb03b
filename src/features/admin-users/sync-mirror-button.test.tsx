import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { backend } from '../../../tests/support/fake-backend';

vi.mock('@/lib/firebase/functions', () => import('../../../tests/support/fake-backend'));

const { SyncMirrorButton } = await import('./sync-mirror-button');

beforeEach(() => {
  vi.clearAllMocks();
});

describe('SyncMirrorButton', () => {
  it('asks for Auth pages until there is no next page token and reports the total', async () => {
    const success = vi.spyOn(toast, 'success');
    const backfill = backend.on('adminUserOperations', 'backfill', ({ pageToken }) =>
      pageToken === 'p2'
        ? { written: 37, nextPageToken: null }
        : { written: 200, nextPageToken: 'p2' },
    );
    render(<SyncMirrorButton />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sync from Auth' }));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Synced 237 accounts from Firebase Auth.'),
    );
    expect(backfill.mock.calls).toEqual([[{ pageToken: null }], [{ pageToken: 'p2' }]]);
    expect(screen.getByRole('button', { name: 'Sync from Auth' })).toBeEnabled();
  });

  it('shows the server error and lets the admin try again', async () => {
    const failure = vi.spyOn(toast, 'error');
    backend.on('adminUserOperations', 'backfill', () => {
      throw new Error('Auth is unavailable');
    });
    render(<SyncMirrorButton />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sync from Auth' }));
    await waitFor(() => expect(failure).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Sync from Auth' })).toBeEnabled();
  });
});
