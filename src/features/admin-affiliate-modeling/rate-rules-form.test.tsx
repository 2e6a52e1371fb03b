import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RateRulesForm } from './rate-rules-form';
import { rulesProblems, type RulesDraft } from './rules-draft';

/** The form as the page holds it: the draft in state, its problems checked on each change. */
function Harness({ initial }: { initial: RulesDraft }) {
  const [draft, setDraft] = useState(initial);
  return (
    <RateRulesForm
      scenario="b"
      draft={draft}
      problems={rulesProblems(draft)}
      baseRate="20"
      flat={false}
      onChange={setDraft}
    />
  );
}

const start: RulesDraft = {
  tiers: [{ from: '11', ratePercent: '25' }],
  planMix: [{ name: 'Business', share: '50', ratePercent: '30' }],
};

// user-event typing is slow on a busy machine.
describe('RateRulesForm', { timeout: 20_000 }, () => {
  it('shows the tier rows and adds and removes them from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Harness initial={start} />);
    expect(screen.getByLabelText('Tier 1: from paying referrals, scenario B')).toHaveValue('11');
    expect(screen.getByLabelText('Tier 1: rate (%), scenario B')).toHaveValue('25');

    // Enter on "Add a tier" appends the next row and moves the focus into it.
    screen.getByRole('button', { name: 'Add a tier, scenario B' }).focus();
    await user.keyboard('{Enter}');
    const from = screen.getByLabelText('Tier 2: from paying referrals, scenario B');
    expect(from).toHaveValue('21');
    expect(from).toHaveFocus();
    expect(screen.getByLabelText('Tier 2: rate (%), scenario B')).toHaveValue('30');

    // A tier starting before the one above it is refused with the settings page's words.
    await user.clear(from);
    await user.type(from, '5');
    expect(
      screen.getByText('Each tier must start at more paying referrals than the one before.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('group', { name: 'Volume tiers, scenario B' }),
    ).toHaveAccessibleDescription(
      'Each tier must start at more paying referrals than the one before.',
    );

    // Removing it leaves the focus on "Add a tier", not on the page.
    await user.click(screen.getByRole('button', { name: 'Remove tier 2, scenario B' }));
    expect(screen.queryByLabelText('Tier 2: from paying referrals, scenario B')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add a tier, scenario B' })).toHaveFocus();
    expect(screen.queryByText(/Each tier must start/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove tier 1, scenario B' }));
    expect(screen.getByText('No tiers: one rate at any volume.')).toBeInTheDocument();
  });

  it('marks a field out of range, and the plan shares left at the programme rate', async () => {
    const user = userEvent.setup();
    render(<Harness initial={start} />);
    const rate = screen.getByLabelText('Tier 1: rate (%), scenario B');
    await user.clear(rate);
    await user.type(rate, '120');
    expect(rate).toHaveAttribute('aria-invalid', 'true');
    expect(rate).toHaveAccessibleDescription('At most 100.');

    expect(screen.getByTestId('rules-b-other-plans')).toHaveTextContent(
      'Other plans: 50% of paying companies at the programme rate (20%).',
    );
    const share = screen.getByLabelText('Plan 1: share (%), scenario B');
    await user.clear(share);
    await user.type(share, '80');
    expect(screen.getByTestId('rules-b-other-plans')).toHaveTextContent('Other plans: 20%');

    await user.click(screen.getByRole('button', { name: 'Add a plan, scenario B' }));
    expect(screen.getByLabelText('Plan 2: name, scenario B')).toHaveFocus();
    expect(screen.getByText("Enter the plan's name.")).toBeInTheDocument();
    await user.keyboard('Team');
    await user.type(screen.getByLabelText('Plan 2: share (%), scenario B'), '{Backspace}30');
    expect(screen.getByText("The plans' shares add up to 110%: at most 100%.")).toBeInTheDocument();
  });
});
