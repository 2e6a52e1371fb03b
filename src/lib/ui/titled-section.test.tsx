import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TitledSection } from './titled-section';

describe('TitledSection', () => {
  it('is a region named by its h2', () => {
    render(
      <TitledSection id="how-title" title="How it works" titleClassName="text-2xl">
        <p>Three steps.</p>
      </TitledSection>,
    );
    const region = screen.getByRole('region', { name: 'How it works' });
    expect(region).toHaveTextContent('Three steps.');
    expect(screen.getByRole('heading', { level: 2, name: 'How it works' })).toHaveAttribute(
      'id',
      'how-title',
    );
  });
});
