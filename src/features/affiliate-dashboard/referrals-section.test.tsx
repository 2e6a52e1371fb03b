import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ReferralRow } from '@contracts/affiliate-referral-stages';
import { backend } from '../../../tests/support/fake-backend';

vi.mock('@/lib/firebase/functions', () => import('../../../tests/support/fake-backend'));

const { ReferralsSection } = await import('./referrals-section');

const stageCounts = { signedUp: 3, trial: 1, paying: 2, churned: 1 };
const rows: ReferralRow[] = [
  {
    id: 'c-berlin',
    companyName: 'Berliner Werkstatt',
    referredAt: Date.UTC(2026, 5, 2),
    stage: 'paying',
    earned: [
      { currency: 'usd', amountCents: 1_000 },
      { currency: 'eur', amountCents: 7_200 },
    ],
  },
  {
    id: 'signup-1',
    companyName: '',
    referredAt: Date.UTC(2026, 4, 1),
    stage: 'signedUp',
    earned: [],
  },
];

describe('ReferralsSection', () => {
  it('counts each stage and lists referrals with their stage and what each earned per currency', async () => {
    const list = backend.on('affiliateEarningsOperations', 'listReferrals', () => ({
      stageCounts,
      rows,
      nextCursor: null,
    }));
    render(<ReferralsSection />);
    const table = await screen.findByRole('table', { name: 'Your referrals, newest first' });
    await within(table).findByText('Berliner Werkstatt');
    expect(screen.getByTestId('stage-signedUp')).toHaveTextContent('3');
    expect(screen.getByTestId('stage-paying')).toHaveTextContent('2');
    const [berlin, signup] = within(table).getAllByRole('row').slice(1) as HTMLElement[];
    expect(berlin).toHaveTextContent('Jun 2, 2026');
    expect(berlin).toHaveTextContent('Paying');
    // Two currencies, each on its own: never a sum.
    expect(berlin).toHaveTextContent('$10.00');
    expect(berlin).toHaveTextContent('€72.00');
    expect(signup).toHaveTextContent('A sign-up, no company yet');
    expect(signup).toHaveTextContent('Signed up');
    expect(list).toHaveBeenCalledWith({ pageSize: 20, cursor: null });
  });

  it('filters by a stage when its count is pressed, and shows all again when pressed twice', async () => {
    const list = backend.on('affiliateEarningsOperations', 'listReferrals', (payload) => ({
      stageCounts,
      rows: payload.stage === 'churned' ? [] : rows,
      nextCursor: null,
    }));
    const user = userEvent.setup();
    render(<ReferralsSection />);
    await screen.findByText('Berliner Werkstatt');
    const churned = screen.getByRole('button', { name: /churned/i });
    await user.click(churned);
    expect(churned).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('No referral is at the Churned stage.')).toBeInTheDocument();
    expect(list).toHaveBeenLastCalledWith({ pageSize: 20, stage: 'churned', cursor: null });
    await user.click(churned);
    expect(await screen.findByText('Berliner Werkstatt')).toBeInTheDocument();
    expect(churned).toHaveAttribute('aria-pressed', 'false');
  });
});
