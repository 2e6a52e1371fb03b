import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SelectField } from './select-field';

describe('SelectField', () => {
  it('is a combobox named by its visible label, showing the chosen option', () => {
    render(
      <SelectField
        id="grant-plan"
        label="Plan"
        className="sm:max-w-sm"
        value="pro"
        options={[
          { value: 'basic', label: 'Basic' },
          { value: 'pro', label: 'Pro' },
        ]}
        onValueChange={vi.fn()}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Plan' });
    expect(select).toHaveAttribute('id', 'grant-plan');
    expect(select).toHaveTextContent('Pro');
    expect(select.parentElement).toHaveClass('space-y-2', 'sm:max-w-sm');
  });
});
