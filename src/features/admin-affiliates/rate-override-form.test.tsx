import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RateOverrideForm } from './rate-override-form';

describe('RateOverrideForm', () => {
  it('ties a wrong value to its input for screen readers, and saves nothing', () => {
    const onSave = vi.fn();
    render(<RateOverrideForm value={null} onSave={onSave} />);
    const rate = screen.getByLabelText('Rate (%)');
    fireEvent.change(rate, { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save override' }));
    expect(rate).toHaveAttribute('aria-invalid', 'true');
    expect(rate).toHaveAccessibleDescription('Rate must be between 0 and 100 percent.');
    expect(screen.getByLabelText('Flat amount ($)')).not.toHaveAttribute('aria-invalid');
    expect(onSave).not.toHaveBeenCalled();

    fireEvent.change(rate, { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save override' }));
    expect(rate).not.toHaveAttribute('aria-invalid');
    expect(onSave).toHaveBeenCalledWith({ ratePercent: 25 });
  });
});
