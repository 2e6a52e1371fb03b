import type { ApplicationRow } from '@contracts/affiliate-applications';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { backend } from '../../../tests/support/fake-backend';

vi.mock('@/lib/firebase/functions', () => import('../../../tests/support/fake-backend'));

const { ReviewDialog } = await import('./review-dialog');

const row: ApplicationRow = {
  application: {
    id: 'app1',
    uid: 'u1',
    accountEmail: 'eve@example.com',
    name: 'Eve Applicant',
    website: 'https://eve.example.com',
    audience: 'Remote teams.',
    promotion: 'A newsletter.',
    payoutEmail: 'pay@eve.example.com',
    username: 'eve',
    status: 'pending',
    createdAt: Date.UTC(2026, 10, 1),
    updatedAt: Date.UTC(2026, 10, 1),
    decidedAt: null,
    decidedBy: null,
    autoApproved: false,
    rejection: null,
  },
  applicant: {
    exists: true,
    email: 'eve@example.com',
    emailVerified: true,
    createdAt: Date.UTC(2026, 9, 1),
    providers: ['password'],
    disabled: false,
    companies: 2,
    referredBy: { affiliateUid: 'a1', username: 'alex_affiliate' },
  },
};

const answers = () => ({
  approve: backend.on('adminAffiliateApplicationOperations', 'approve', () => ({
    application: { ...row.application, status: 'approved' as const },
    emailSent: true,
  })),
  reject: backend.on('adminAffiliateApplicationOperations', 'reject', () => ({
    application: { ...row.application, status: 'rejected' as const },
    emailSent: true,
  })),
});
let api: ReturnType<typeof answers>;

beforeEach(() => {
  api = answers();
});

// Typing into the forms is slow on a busy machine.
describe('ReviewDialog', { timeout: 20_000 }, () => {
  it('shows the applicant’s account facts and approves with another username', async () => {
    const onDecided = vi.fn();
    const user = userEvent.setup();
    render(<ReviewDialog row={row} onClose={vi.fn()} onDecided={onDecided} />);
    expect(screen.getByText('alex_affiliate')).toBeInTheDocument();
    expect(screen.getByText(/eve@example\.com \(verified\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve…' }));
    const username = screen.getByLabelText('Affiliate username');
    await user.clear(username);
    await user.type(username, 'Eve Two');
    expect(screen.getByRole('button', { name: 'Approve application' })).toBeDisabled();
    await user.clear(username);
    await user.type(username, 'Eve_Two');
    await user.click(screen.getByRole('button', { name: 'Approve application' }));
    await waitFor(() => expect(onDecided).toHaveBeenCalled());
    expect(api.approve).toHaveBeenCalledWith({ applicationId: 'app1', username: 'eve_two' });
  });

  it('rejects with a reason, a note and the re-apply date (UTC midnight)', async () => {
    const onDecided = vi.fn();
    const user = userEvent.setup();
    render(<ReviewDialog row={row} onClose={vi.fn()} onDecided={onDecided} />);
    await user.click(screen.getByRole('button', { name: 'Reject…' }));
    await user.type(screen.getByLabelText('Note to the applicant (optional)'), 'Come back later.');
    const date = screen.getByLabelText('May apply again from (UTC)');
    await user.clear(date);
    await user.type(date, '2030-04-01');
    await user.click(screen.getByRole('button', { name: 'Reject application' }));
    await waitFor(() => expect(onDecided).toHaveBeenCalled());
    expect(api.reject).toHaveBeenCalledWith({
      applicationId: 'app1',
      reason: 'audienceMismatch',
      note: 'Come back later.',
      reapplyAfter: Date.UTC(2030, 3, 1),
    });
  });

  it('keeps the dialog open with the server’s refusal', async () => {
    api.approve.mockImplementation(() => {
      throw Object.assign(new Error('The username eve is taken. Please choose another.'), {
        code: 'functions/already-exists',
      });
    });
    const onDecided = vi.fn();
    const user = userEvent.setup();
    render(<ReviewDialog row={row} onClose={vi.fn()} onDecided={onDecided} />);
    await user.click(screen.getByRole('button', { name: 'Approve…' }));
    await user.click(screen.getByRole('button', { name: 'Approve application' }));
    expect(
      await screen.findByText('The username eve is taken. Please choose another.'),
    ).toBeVisible();
    expect(onDecided).not.toHaveBeenCalled();
  });
});
