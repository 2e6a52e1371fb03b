import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { backend } from '../../../tests/support/fake-backend';

vi.mock('@/lib/firebase/functions', () => import('../../../tests/support/fake-backend'));

const { ReassignReferralDialog } = await import('./reassign-referral-dialog');

const stats = {
  visits: 0,
  signups: 0,
  payingCompanies: 0,
  money: [],
  openFlags: 0,
};
const row = (uid: string, username: string) => ({
  uid,
  username,
  email: `${username}@example.com`,
  payoutEmail: null,
  status: 'approved',
  agreementVersion: 1,
  stats,
});

function setUp() {
  const list = backend.on('adminAffiliateOperations', 'list', ({ search }) => ({
    rows: search
      ? [row('u2', 'jordan')]
      : [row('u1', 'alex'), row('u2', 'jordan'), row('u3', 'sam')],
    nextCursor: null,
    reads: 3,
  }));
  const onClose = vi.fn();
  render(
    <ReassignReferralDialog
      referral={{ companyId: 'co1', companyLabel: 'Acme', fromUid: 'u1', fromName: 'alex' }}
      onClose={onClose}
    />,
  );
  return { list, onClose, user: userEvent.setup() };
}

describe('ReassignReferralDialog', () => {
  it('finds an approved affiliate by username, reviews, and moves the referral', async () => {
    const reassign = backend.on('adminAffiliateOperations', 'reassignReferral', (payload) => ({
      companyId: payload.companyId,
      affiliateUid: payload.affiliateUid,
    }));
    const { list, onClose, user } = setUp();
    const dialog = screen.getByRole('dialog', { name: 'Reassign the referral of Acme' });
    const choices = within(dialog).getByRole('group', { name: 'New affiliate' });
    // The affiliate it credits now is not offered.
    expect(await within(choices).findByRole('radio', { name: /sam/ })).toBeInTheDocument();
    expect(within(choices).queryByRole('radio', { name: /alex/ })).toBeNull();
    expect(list).toHaveBeenCalledWith({ search: '', status: 'approved', pageSize: 8 });

    await user.type(within(dialog).getByLabelText(/username starts with/), 'JOR');
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    await vi.waitFor(() =>
      expect(list).toHaveBeenLastCalledWith({ search: 'jor', status: 'approved', pageSize: 8 }),
    );
    await vi.waitFor(() =>
      expect(within(choices).queryByRole('radio', { name: /sam/ })).toBeNull(),
    );
    await user.click(within(choices).getByRole('radio', { name: /jordan/ }));
    await user.type(within(dialog).getByLabelText('Reason'), 'Customer came through Jordan');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));

    const review = await screen.findByRole('dialog', {
      name: 'Move the referral of Acme to jordan?',
    });
    expect(review).toHaveAccessibleDescription(/Entries already in the ledger stay with alex/);
    await user.click(within(review).getByRole('button', { name: 'Reassign referral' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(reassign).toHaveBeenCalledWith({
      companyId: 'co1',
      affiliateUid: 'u2',
      reason: 'Customer came through Jordan',
    });
  });

  it('asks for a choice and a reason before the review', async () => {
    const { user } = setUp();
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Choose the new affiliate, or No affiliate.',
    );
    await user.click(screen.getByRole('radio', { name: /No affiliate/ }));
    await user.type(screen.getByLabelText('Reason'), 'x');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(screen.getByRole('alert')).toHaveTextContent('at least 3 characters');
  });

  it('removes the referral, and shows a refusal in place', async () => {
    const reassign = backend.on('adminAffiliateOperations', 'reassignReferral', () => {
      throw Object.assign(
        new Error('Only an approved affiliate can be credited with a referral.'),
        {
          code: 'functions/failed-precondition',
        },
      );
    });
    const { onClose, user } = setUp();
    await user.click(screen.getByRole('radio', { name: /No affiliate/ }));
    await user.type(screen.getByLabelText('Reason'), 'Attribution was wrong');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    const review = await screen.findByRole('dialog', { name: 'Remove the referral of Acme?' });
    await user.click(within(review).getByRole('button', { name: 'Remove referral' }));
    expect(await within(review).findByRole('alert')).toHaveTextContent(
      'Only an approved affiliate can be credited',
    );
    expect(reassign).toHaveBeenCalledWith({
      companyId: 'co1',
      affiliateUid: null,
      reason: 'Attribution was wrong',
    });
    expect(onClose).not.toHaveBeenCalled();
  });
});
