import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSupportView, writeSupportView } from '@/lib/auth/session-marker';

const exit = vi.hoisted(() => ({ exitSupportView: vi.fn(() => Promise.resolve()) }));
vi.mock('./exit-support-view', () => exit);

const { default: SupportViewBanner } = await import('./support-view-banner');

const view = (expiresAt: number) => ({
  id: 'view-1',
  uid: 'u1',
  name: 'Sam Rivera',
  expiresAt,
  returnTo: '/admin/users/u1',
});

afterEach(() => {
  clearSupportView();
  vi.useRealTimers();
  exit.exitSupportView.mockClear();
});

describe('SupportViewBanner', () => {
  it('shows nothing outside a support view', () => {
    const { container } = render(<SupportViewBanner />);
    expect(container).toBeEmptyDOMElement();
  });

  it('names who is viewed, says it is read-only, and exits in one click', async () => {
    writeSupportView(view(Date.now() + 30 * 60_000));
    const user = userEvent.setup();
    render(<SupportViewBanner />);
    const banner = screen.getByRole('region', { name: 'Support view' });
    expect(banner).toHaveTextContent('Viewing as Sam Rivera, read-only.');
    expect(banner).toHaveTextContent(/Ends at/);
    await user.click(screen.getByRole('button', { name: 'Exit view' }));
    expect(exit.exitSupportView).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Leaving…' })).toBeDisabled();
  });

  it('exits by itself when its time is up', async () => {
    vi.useFakeTimers();
    writeSupportView(view(Date.now() + 60_000));
    render(<SupportViewBanner />);
    vi.advanceTimersByTime(59_000);
    expect(exit.exitSupportView).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    vi.useRealTimers();
    await waitFor(() => expect(exit.exitSupportView).toHaveBeenCalledTimes(1));
  });
});
