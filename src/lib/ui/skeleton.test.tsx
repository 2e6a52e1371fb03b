import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingBlocks } from './skeleton';

describe('LoadingBlocks', () => {
  it('is a status named by its label, with one hidden grey block per entry', () => {
    const { container } = render(
      <LoadingBlocks label="Loading plans" className="space-y-3" blocks={['h-10 w-full', 'h-4']} />,
    );
    const status = screen.getByRole('status', { name: 'Loading plans' });
    expect(status).toHaveClass('space-y-3');
    const blocks = container.querySelectorAll('[aria-hidden]');
    expect(blocks).toHaveLength(2);
    expect(blocks[0]).toHaveClass('h-10', 'w-full', 'animate-pulse');
    expect(blocks[1]).toHaveClass('h-4');
  });
});
