import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PayoutDetailsState } from '@contracts/affiliate-payout-details';
import { backend } from '../../../tests/support/fake-backend';

vi.mock('@/lib/firebase/functions', () => import('../../../tests/support/fake-backend'));

const { PayoutDetailsSection } = await import('./payout-details-section');
const { detailsInputOf, formValuesOf } = await import('./payout-details-form-model');

const none: PayoutDetailsState = { details: null, confirmedAt: null, pending: null };
const paypal: PayoutDetailsState = {
  details: { method: 'paypal', email: 'alex@example.com' },
  confirmedAt: Date.UTC(2026, 2, 1),
  pending: null,
};

describe('PayoutDetailsSection', () => {
  it('shows the details in force and the change waiting for its link', async () => {
    backend.on('affiliateEarningsOperations', 'getPayoutDetails', (): PayoutDetailsState => ({
      ...paypal,
      pending: {
        details: {
          method: 'wise',
          accountHolderName: 'Alex Doe',
          currency: 'EUR',
          recipientEmail: null,
          iban: 'DE89370400440532013000',
        },
        requestedAt: Date.UTC(2026, 2, 5, 9),
        expiresAt: Date.UTC(2026, 2, 6, 9),
        sentTo: 'alex@account.example',
      },
    }));
    render(<PayoutDetailsSection canChange />);
    const list = await screen.findByLabelText('Current payout details');
    expect(within(list).getByText('PayPal')).toBeInTheDocument();
    expect(within(list).getByText('alex@example.com')).toBeInTheDocument();
    const waiting = screen.getByTestId('pending-payout-details');
    expect(waiting).toHaveTextContent('We mailed a link to alex@account.example');
    expect(waiting).toHaveTextContent('Wise (EUR): IBAN DE89 3704 0044 0532 0130 00 (Alex Doe)');
    expect(screen.getByRole('button', { name: 'Change payout details' })).toBeInTheDocument();
  });

  it('says when there are none, and offers no change to a suspended affiliate', async () => {
    backend.on('affiliateEarningsOperations', 'getPayoutDetails', () => none);
    render(<PayoutDetailsSection canChange={false} />);
    expect(await screen.findByText(/No payout details yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /payout details/ })).not.toBeInTheDocument();
  });

  it('offers Try again when the details cannot be read', async () => {
    let fail = true;
    backend.on('affiliateEarningsOperations', 'getPayoutDetails', () => {
      if (fail) throw Object.assign(new Error('down'), { code: 'functions/unavailable' });
      return paypal;
    });
    const user = userEvent.setup();
    render(<PayoutDetailsSection canChange />);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await user.click(retry);
    expect(await screen.findByLabelText('Current payout details')).toBeInTheDocument();
  });

  it('checks the form with the contract before asking anything', async () => {
    backend.on('affiliateEarningsOperations', 'getPayoutDetails', () => none);
    const request = backend.on('affiliateEarningsOperations', 'requestPayoutDetailsChange', () => {
      throw new Error('not asked');
    });
    const user = userEvent.setup();
    render(<PayoutDetailsSection canChange />);
    await user.click(await screen.findByRole('button', { name: 'Add payout details' }));
    await user.click(screen.getByRole('radio', { name: 'Wise bank transfer' }));
    await user.click(screen.getByRole('radio', { name: 'To my IBAN' }));
    await user.click(screen.getByLabelText('Account holder name'));
    await user.paste('Alex Doe');
    await user.click(screen.getByLabelText('IBAN'));
    await user.paste('DE89 3704 0044 0532 0130 01');
    await user.click(screen.getByRole('button', { name: 'Save payout details' }));
    expect(await screen.findByText(/Enter a valid IBAN/)).toBeInTheDocument();
    expect(screen.getByLabelText('IBAN')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
  });

  it('asks before mailing the link, then sends the details and closes the form', async () => {
    const wise = {
      method: 'wise',
      accountHolderName: 'Alex Doe',
      currency: 'EUR',
      recipientEmail: null,
      iban: 'DE89370400440532013000',
    } as const;
    backend.on('affiliateEarningsOperations', 'getPayoutDetails', () => ({
      ...none,
      details: wise,
    }));
    const request = backend.on(
      'affiliateEarningsOperations',
      'requestPayoutDetailsChange',
      ({ details }) => ({
        pending: { details: wise, requestedAt: 1, expiresAt: 2, sentTo: String(details.method) },
        emailSent: true,
      }),
    );
    const user = userEvent.setup();
    render(<PayoutDetailsSection canChange />);
    await user.click(await screen.findByRole('button', { name: 'Change payout details' }));
    expect(screen.getByLabelText('IBAN')).toHaveValue('DE89370400440532013000');
    await user.click(screen.getByRole('button', { name: 'Save payout details' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm by email?' });
    expect(dialog).toHaveTextContent('Wise (EUR): IBAN DE89 3704 0044 0532 0130 00 (Alex Doe)');
    expect(request).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Send the link' }));
    await waitFor(() => expect(request).toHaveBeenCalledWith({ details: wise }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Save payout details' })).not.toBeInTheDocument();
  });

  it('shows a refusal in the question and keeps what was typed', async () => {
    backend.on('affiliateEarningsOperations', 'getPayoutDetails', () => paypal);
    backend.on('affiliateEarningsOperations', 'requestPayoutDetailsChange', () => {
      throw Object.assign(new Error('Only an approved affiliate can set where their payouts go.'), {
        code: 'functions/permission-denied',
      });
    });
    const user = userEvent.setup();
    render(<PayoutDetailsSection canChange />);
    await user.click(await screen.findByRole('button', { name: 'Change payout details' }));
    const email = screen.getByLabelText('PayPal email');
    expect(email).toHaveValue('alex@example.com');
    await user.clear(email);
    await user.paste('new@example.com');
    await user.click(screen.getByRole('button', { name: 'Save payout details' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Send the link' }));
    expect(
      await within(dialog).findByText('Only an approved affiliate can set where their payouts go.'),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByLabelText('PayPal email')).toHaveValue('new@example.com');
  });
});

describe('the form model', () => {
  it('sends only the chosen method and destination', () => {
    const values = {
      ...formValuesOf(null),
      paypalEmail: 'a@example.com',
      accountHolderName: 'Alex',
      wiseEmail: 'w@example.com',
      iban: 'DE89',
    };
    expect(detailsInputOf(values)).toEqual({ method: 'paypal', email: 'a@example.com' });
    expect(detailsInputOf({ ...values, method: 'wise' })).toEqual({
      method: 'wise',
      accountHolderName: 'Alex',
      currency: 'USD',
      recipientEmail: 'w@example.com',
      iban: null,
    });
    expect(
      formValuesOf({
        method: 'wise',
        accountHolderName: 'Alex',
        currency: 'JPY',
        recipientEmail: null,
        iban: 'DE89370400440532013000',
      }),
    ).toMatchObject({ method: 'wise', wiseDestination: 'iban', currency: 'JPY' });
  });
});
