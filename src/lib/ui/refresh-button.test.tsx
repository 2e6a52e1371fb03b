import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RefreshButton } from './refresh-button';

describe('RefreshButton', () => {
  it('reads again when clicked, and is disabled with a spinner while a read runs', () => {
    const onClick = vi.fn();
    const { rerender } = render(<RefreshButton loading={false} onClick={onClick} />);
    fireEvent.click(screen.getByRole('button', { name: /Refresh/ }));
    expect(onClick).toHaveBeenCalledOnce();

    rerender(<RefreshButton loading onClick={onClick} />);
    expect(screen.getByRole('button', { name: /Refresh/ })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });
});
