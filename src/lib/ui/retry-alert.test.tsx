import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RetryAlert } from './retry-alert';

describe('RetryAlert', () => {
  it('says what failed, offers Try again, and keeps mb-4 unless given a margin', () => {
    const onRetry = vi.fn();
    const { rerender } = render(<RetryAlert onRetry={onRetry}>We could not load MRR.</RetryAlert>);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('We could not load MRR.');
    expect(alert).toHaveClass('mb-4');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();

    rerender(
      <RetryAlert onRetry={onRetry} className="mb-6">
        We could not load MRR.
      </RetryAlert>,
    );
    expect(screen.getByRole('alert')).toHaveClass('mb-6');
    expect(screen.getByRole('alert')).not.toHaveClass('mb-4');
  });
});
