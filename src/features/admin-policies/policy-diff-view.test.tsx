import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PolicyDiffView } from './policy-diff-view';

describe('PolicyDiffView', () => {
  it('says in text which lines were added and removed, not by colour alone', () => {
    render(
      <PolicyDiffView
        label="Changes against version 1"
        before={'# Terms\nOld rule.\n'}
        after={'# Terms\nNew rule.\n'}
      />,
    );
    const region = screen.getByRole('region', { name: 'Changes against version 1' });
    expect(within(region).getByRole('status')).toHaveTextContent('1 line added, 1 line removed.');
    const items = within(region).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      ' # Terms',
      '−Removed: Old rule.',
      '+Added: New rule.',
    ]);
    expect(region.querySelector('del')).toHaveTextContent('Removed: Old rule.');
    expect(region.querySelector('ins')).toHaveTextContent('Added: New rule.');
  });

  it('says when nothing changed and lists no lines', () => {
    render(<PolicyDiffView label="Changes" before="Same." after="Same." />);
    expect(screen.getByRole('status')).toHaveTextContent('No changes to the text.');
    expect(screen.queryByRole('list')).toBeNull();
  });
});
