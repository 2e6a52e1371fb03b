import type { ReactNode } from 'react';
import { cn } from '../cn';

/** One column header: its label, and classes of its own (width, alignment, a border). */
export interface HeaderCell {
  label: ReactNode;
  className?: string;
}

/**
 * A table's row of column headers (`<th scope="col">`), from their labels: a plain string, or a
 * HeaderCell for a header with classes of its own, added to the `cellClassName` they share.
 */
export function HeaderRow({
  cells,
  className,
  cellClassName,
}: {
  cells: readonly (string | HeaderCell)[];
  className?: string;
  cellClassName?: string;
}) {
  return (
    <tr className={className}>
      {cells.map((cell, index) => {
        const { label, className: own } = typeof cell === 'string' ? { label: cell } : cell;
        return (
          // The headers of a table never move, so their place is their key.
          <th key={index} scope="col" className={cn(cellClassName, own)}>
            {label}
          </th>
        );
      })}
    </tr>
  );
}
