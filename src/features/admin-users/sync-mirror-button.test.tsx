import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const functions = vi.hoisted(() => ({ callOperation: vi.fn() }));
vi.mock('@/lib/firebase/functions', () => functions);

const { SyncMirrorButton } = await import('./sync-mirror-button');

beforeEach(() => {
  vi.clearAllMocks();
});

describe('SyncMirrorButton', () => {
  it('asks for Auth pages until there is no next page token and reports the total', async () => {
    const success = vi.spyOn(toast, 'success');
    functions.callOperation
      .mockResolvedValueOnce({ written: 200, nextPageToken: 'p2' })
      .mockResolvedValueOnce({ written: 37, nextPageToken: null });
    render(<SyncMirrorButton />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sync from Auth' }));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Synced 237 accounts from Firebase Auth.'),
    );
    expect(functions.callOperation.mock.calls).toEqual([
      ['adminUserOperations', 'backfill', { pageToken: null }],
      ['adminUserOperations', 'backfill', { pageToken: 'p2' }],
    ]);
    expect(screen.getByRole('button', { name: 'Sync from Auth' })).toBeEnabled();
  });

  it('shows the server error and lets the admin try again', async () => {
    const failure = vi.spyOn(toast, 'error');
    functions.callOperation.mockRejectedValueOnce(new Error('Auth is unavailable'));
    render(<SyncMirrorButton />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sync from Auth' }));
    await waitFor(() => expect(failure).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Sync from Auth' })).toBeEnabled();
  });
});
