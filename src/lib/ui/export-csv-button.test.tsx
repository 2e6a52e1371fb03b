import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ExportCsvButton } from './export-csv-button';

describe('ExportCsvButton', () => {
  it('exports when clicked, and not while disabled', () => {
    const onClick = vi.fn();
    const { rerender } = render(<ExportCsvButton disabled={false} onClick={onClick} />);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(onClick).toHaveBeenCalledOnce();

    rerender(<ExportCsvButton disabled onClick={onClick} />);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });
});
