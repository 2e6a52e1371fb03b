import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { backend } from '../../../tests/support/fake-backend';
import { renderPage } from '../../../tests/support/render-page';

vi.mock('@/lib/firebase/functions', () => import('../../../tests/support/fake-backend'));

const { GrantRequestsPanel } = await import('./grant-requests-panel');

describe('GrantRequestsPanel', () => {
  it('lists each waiting grant with who asked, linking to the user page', async () => {
    backend.on('adminUserOperations', 'listGrantRequests', () => ({
      requests: [
        {
          uid: 'u7',
          email: 'umar@example.com',
          requestedBy: { uid: 'ops', email: 'ops@example.com' },
          requestedAt: 1,
          expiresAt: Date.UTC(2030, 0, 8),
        },
      ],
    }));
    renderPage(<GrantRequestsPanel />, '/admin/users');
    const queue = await screen.findByRole('region', {
      name: 'Super admin grants waiting for approval',
    });
    expect(queue).toHaveTextContent('asked by ops@example.com');
    expect(screen.getByRole('link', { name: 'umar@example.com' })).toHaveAttribute(
      'href',
      '/admin/users/u7',
    );
  });

  it('shows nothing while no grant waits', async () => {
    const list = backend.on('adminUserOperations', 'listGrantRequests', () => ({ requests: [] }));
    const { container } = renderPage(<GrantRequestsPanel />, '/admin/users');
    await waitFor(() => expect(list).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
  });
});
