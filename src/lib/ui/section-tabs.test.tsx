import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SectionTabs } from './section-tabs';

const tabs = [
  { value: 'log', label: 'Mail log', content: <p>The log</p> },
  { value: 'send', label: 'Send', content: <p>The sender</p>, keepMounted: true },
];

describe('SectionTabs', () => {
  it('shows the chosen tab; a kept-mounted tab stays in the page while hidden', async () => {
    const user = userEvent.setup();
    render(<SectionTabs label="Email sections" defaultValue="log" tabs={tabs} />);
    expect(screen.getByRole('tablist', { name: 'Email sections' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Mail log' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('The log')).toBeVisible();
    expect(screen.getByText('The sender')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Send' }));
    expect(screen.queryByText('The log')).not.toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Send' })).toHaveTextContent('The sender');
  });
});
