import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, fixedColumn, type ColumnDef } from './data-table';

interface Person {
  id: string;
  name: string;
  age: number;
}
const columns: ColumnDef<Person, unknown>[] = [
  { accessorKey: 'name', header: 'Name' },
  { accessorKey: 'age', header: 'Age' },
];
const rows: Person[] = [
  { id: 'a', name: 'Bea', age: 40 },
  { id: 'b', name: 'Al', age: 30 },
];
const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('DataTable', () => {
  it('renders a captioned table and sorts by a column header, announcing the order', () => {
    render(<DataTable caption="People" columns={columns} rows={rows} getRowId={(r) => r.id} />);
    expect(screen.getByRole('table', { name: 'People' })).toBeInTheDocument();
    expect(names()).toEqual(['Bea', 'Al']);
    fireEvent.click(screen.getByRole('button', { name: /name/i }));
    expect(names()).toEqual(['Al', 'Bea']);
    expect(screen.getByRole('columnheader', { name: /name/i })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  it('sits in a named group a keyboard user can focus, to scroll a table wider than the screen', () => {
    render(<DataTable caption="People" columns={columns} rows={rows} getRowId={(r) => r.id} />);
    const region = screen.getByRole('group', { name: 'People' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table', { name: 'People' }));
  });

  it('shows skeleton rows while loading and the empty state after', () => {
    const { rerender } = render(
      <DataTable caption="People" columns={columns} rows={[]} getRowId={(r) => r.id} loading />,
    );
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    rerender(
      <DataTable
        caption="People"
        columns={columns}
        rows={[]}
        getRowId={(r) => r.id}
        empty="No people match."
      />,
    );
    expect(screen.getByText('No people match.')).toBeInTheDocument();
  });

  it('pages with Previous and Next, disabled at the ends', () => {
    const onNext = vi.fn();
    const onPrevious = vi.fn();
    render(
      <DataTable
        caption="People"
        columns={columns}
        rows={rows}
        getRowId={(r) => r.id}
        pagination={{ page: 1, hasNext: true, onNext, onPrevious }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onNext).toHaveBeenCalledOnce();
  });

  it('shows a fixed column’s cell from the row, with a header that does not sort', () => {
    const fixed: ColumnDef<Person, unknown>[] = [
      fixedColumn<Person>('who', 'Who', (row) => `${row.name} (${row.age})`),
    ];
    render(<DataTable caption="People" columns={fixed} rows={rows} getRowId={(r) => r.id} />);
    expect(names()).toEqual(['Bea (40)', 'Al (30)']);
    expect(screen.getByRole('columnheader', { name: 'Who' })).not.toHaveAttribute('aria-sort');
    expect(screen.queryByRole('button', { name: /who/i })).not.toBeInTheDocument();
  });
});
