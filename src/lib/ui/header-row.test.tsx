import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HeaderRow } from './header-row';

describe('HeaderRow', () => {
  it('makes a column header of each label, with the shared classes and its own', () => {
    render(
      <table>
        <thead>
          <HeaderRow
            className="text-left"
            cellClassName="py-1"
            cells={['Plan', { label: 'MRR', className: 'text-right' }]}
          />
        </thead>
      </table>,
    );
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((th) => th.textContent)).toEqual(['Plan', 'MRR']);
    expect(headers[0]).toHaveAttribute('scope', 'col');
    expect(headers[0]).toHaveClass('py-1');
    expect(headers[1]).toHaveClass('py-1', 'text-right');
    expect(screen.getByRole('row')).toHaveClass('text-left');
  });
});
