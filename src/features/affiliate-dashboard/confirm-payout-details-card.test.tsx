import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PayoutDetailsState } from '@contracts/affiliate-payout-details';
import { backend } from '../../../tests/support/fake-backend';
import { renderPage } from '../../../tests/support/render-page';

vi.mock('@/lib/firebase/functions', () => import('../../../tests/support/fake-backend'));

const { ConfirmPayoutDetailsCard } = await import('./confirm-payout-details-card');

const TOKEN = 'A'.repeat(40) + '_-9';
const waiting: PayoutDetailsState = {
  details: null,
  confirmedAt: null,
  pending: {
    details: { method: 'paypal', email: 'alex@example.com' },
    requestedAt: Date.UTC(2026, 2, 5, 9),
    expiresAt: Date.UTC(2026, 2, 6, 9),
    sentTo: 'alex@account.example',
  },
};
const address = (token: string) => `/affiliate/dashboard?tab=x&confirmPayoutDetails=${token}`;

describe('ConfirmPayoutDetailsCard', () => {
  it('changes nothing on opening; its button confirms with the token, which then leaves the address', async () => {
    backend.on('affiliateEarningsOperations', 'getPayoutDetails', () => waiting);
    const confirm = backend.on('affiliateEarningsOperations', 'confirmPayoutDetailsChange', () => ({
      details: { method: 'paypal' as const, email: 'alex@example.com' },
      confirmedAt: Date.UTC(2026, 2, 5, 10),
    }));
    const user = userEvent.setup();
    const { router } = renderPage(<ConfirmPayoutDetailsCard />, address(TOKEN));
    expect(screen.getByRole('region', { name: 'Confirm payout details' })).toBeInTheDocument();
    expect(await screen.findByLabelText('New payout details')).toHaveTextContent(
      'alex@example.com',
    );
    expect(confirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Confirm payout details' }));
    expect(await screen.findByText(/Done: your payouts now go/)).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledWith({ token: TOKEN });
    await waitFor(() => expect(router.state.location.search).toBe('?tab=x'));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Confirm payout details' })).toBeNull();
  });

  it('shows why a link does not work', async () => {
    backend.on('affiliateEarningsOperations', 'getPayoutDetails', () => waiting);
    backend.on('affiliateEarningsOperations', 'confirmPayoutDetailsChange', () => {
      throw Object.assign(
        new Error(
          'This confirmation link has expired. Save your payout details again to get a new one.',
        ),
        { code: 'functions/failed-precondition' },
      );
    });
    const user = userEvent.setup();
    renderPage(<ConfirmPayoutDetailsCard />, address(TOKEN));
    await user.click(await screen.findByRole('button', { name: 'Confirm payout details' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This confirmation link has expired',
    );
  });

  it('says so when nothing waits or the link is cut short, and is absent without a link', async () => {
    const read = backend.on('affiliateEarningsOperations', 'getPayoutDetails', () => ({
      ...waiting,
      pending: null,
    }));
    const first = renderPage(<ConfirmPayoutDetailsCard />, address(TOKEN));
    expect(await screen.findByText(/No change of payout details is waiting/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm payout details' })).toBeNull();
    first.unmount();

    const second = renderPage(<ConfirmPayoutDetailsCard />, address('abc'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is incomplete');
    second.unmount();

    read.mockClear();
    const { container } = renderPage(<ConfirmPayoutDetailsCard />, '/affiliate/dashboard');
    expect(container).toBeEmptyDOMElement();
    expect(read).not.toHaveBeenCalled();
  });
});
