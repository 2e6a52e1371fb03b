import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { filter, FilterBar } from './filter-select';

type Status = 'all' | 'active';
const STATUS = [
  { value: 'all', label: 'Every status' },
  { value: 'active', label: 'Active' },
] as const satisfies readonly { value: Status; label: string }[];

describe('FilterBar', () => {
  it('shows each filter as a labelled select, then its other controls', () => {
    render(
      <FilterBar
        filters={[
          {
            id: 'f-plan',
            label: 'Plan',
            value: 'pro',
            options: [{ value: 'pro', label: 'Pro' }],
            onChange: vi.fn(),
          },
        ]}
      >
        <button type="button">Refresh</button>
      </FilterBar>,
    );
    expect(screen.getByRole('combobox', { name: 'Plan' })).toHaveTextContent('Pro');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });
});

describe('filter', () => {
  it('hands on a value that is one of its options, and nothing else', () => {
    const onChange = vi.fn<(value: Status) => void>();
    const spec = filter<Status>({
      id: 's',
      label: 'Status',
      value: 'all',
      options: STATUS,
      onChange,
    });
    spec.onChange('active');
    spec.onChange('gone');
    expect(onChange.mock.calls).toEqual([['active']]);
  });
});
