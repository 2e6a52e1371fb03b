import { act, fireEvent, render, screen, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToaster, TOAST_DURATION_MS, TOAST_LIMIT } from './app-toaster';

/** react-hot-toast keeps a dismissed toast mounted this long for its exit animation. */
const EXIT_DELAY_MS = 1000;

const shownMessages = () => screen.queryAllByTestId('toast').map((el) => el.textContent);

describe('AppToaster', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // jsdom has no matchMedia; react-hot-toast asks it for prefers-reduced-motion.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
  });

  afterEach(() => {
    act(() => toast.remove());
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('follows the SPEC limits', () => {
    expect(TOAST_LIMIT).toBe(5);
    expect(TOAST_DURATION_MS).toBe(7000);
  });

  it('shows at most five toasts, dropping the oldest', () => {
    render(<AppToaster />);
    act(() => {
      for (let i = 1; i <= 6; i++) toast(`Message ${i}`);
    });

    const toasts = screen.getAllByTestId('toast');
    expect(toasts).toHaveLength(5);
    expect(shownMessages().sort()).toEqual([
      'Message 2',
      'Message 3',
      'Message 4',
      'Message 5',
      'Message 6',
    ]);
    for (const el of toasts) {
      expect(within(el).getByRole('button', { name: 'Close notification' })).toBeInTheDocument();
    }
  });

  it('closes a toast with its close button', () => {
    render(<AppToaster />);
    act(() => {
      toast('Keep me');
      toast('Close me');
    });

    const closing = screen.getAllByTestId('toast').find((el) => el.textContent === 'Close me');
    expect(closing).toBeDefined();
    // fireEvent, not user-event: Testing Library's async wrapper waits on a real timeout.
    fireEvent.click(
      within(closing as HTMLElement).getByRole('button', { name: 'Close notification' }),
    );
    act(() => vi.advanceTimersByTime(EXIT_DELAY_MS - 1));
    expect(shownMessages().sort()).toEqual(['Close me', 'Keep me']);
    act(() => vi.advanceTimersByTime(1));

    expect(shownMessages()).toEqual(['Keep me']);
  });

  it.each([
    ['a plain toast', (m: string) => toast(m)],
    ['an error toast', (m: string) => toast.error(m)],
    ['a success toast', (m: string) => toast.success(m)],
  ])('dismisses %s after 7000 ms', (_label, show) => {
    render(<AppToaster />);
    act(() => {
      show('Saved');
    });

    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(shownMessages()).toEqual(['Saved']);
    // Dismissed at 7000 ms: it stays mounted for the exit animation, then goes.
    act(() => vi.advanceTimersByTime(1));
    act(() => vi.advanceTimersByTime(EXIT_DELAY_MS - 1));
    expect(shownMessages()).toEqual(['Saved']);
    act(() => vi.advanceTimersByTime(1));
    expect(shownMessages()).toEqual([]);
  });

  it('does not offer a close button on a loading toast', () => {
    render(<AppToaster />);
    act(() => {
      toast.loading('Working…');
    });
    const [loading] = screen.getAllByTestId('toast');
    expect(loading).toHaveTextContent('Working…');
    expect(
      within(loading as HTMLElement).queryByRole('button', { name: 'Close notification' }),
    ).toBeNull();
  });
});
