import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SearchField } from './search-field';

describe('SearchField', () => {
  it('is a labelled search box whose Search button submits its form', () => {
    const onChange = vi.fn<(value: string) => void>();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form role="search" onSubmit={onSubmit}>
        <SearchField id="q" label="Username starts with" value="al" onChange={onChange} />
      </form>,
    );
    const box = screen.getByRole('searchbox', { name: 'Username starts with' });
    expect(box).toHaveValue('al');
    fireEvent.change(box, { target: { value: 'alex' } });
    expect(onChange).toHaveBeenCalledWith('alex');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});
