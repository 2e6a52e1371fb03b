import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../tests/support/render-page';
import { LinkButton } from './link-button';

describe('LinkButton', () => {
  it('is a link to the address with the button look of its variant and size', () => {
    renderPage(
      <LinkButton to="/pricing" variant="outline" size="sm" className="w-full">
        See the plans
      </LinkButton>,
      '/',
    );
    const link = screen.getByRole('link', { name: 'See the plans' });
    expect(link).toHaveAttribute('href', '/pricing');
    expect(link).toHaveClass('border-input', 'h-8', 'w-full');
  });
});
