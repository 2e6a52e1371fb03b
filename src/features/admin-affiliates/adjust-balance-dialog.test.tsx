import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { backend } from '../../../tests/support/fake-backend';

vi.mock('@/lib/firebase/functions', () => import('../../../tests/support/fake-backend'));

const { AdjustBalanceDialog } = await import('./adjust-balance-dialog');

function renderDialog() {
  const onOpenChange = vi.fn();
  render(<AdjustBalanceDialog uid="u1" name="alex" open onOpenChange={onOpenChange} />);
  return { onOpenChange, dialog: screen.getByRole('dialog', { name: "Adjust alex's balance" }) };
}

describe('AdjustBalanceDialog', () => {
  it('asks for a valid amount and a reason before anything is sent', async () => {
    const adjust = backend.on('adminAffiliateOperations', 'adjust', () => ({ entryId: 'adj_1' }));
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    expect(within(dialog).getByRole('radio', { name: /Bonus/ })).toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: 'Currency' })).toHaveTextContent('USD');
    const reason = within(dialog).getByLabelText('Reason');
    expect(reason).toHaveAccessibleDescription(/The affiliate sees it/);

    await user.type(within(dialog).getByLabelText('Amount'), '12.345');
    await user.type(reason, 'ok');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    const amount = within(dialog).getByLabelText('Amount');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(/at most 2 decimals/);
    expect(reason).toHaveAccessibleDescription(/at least 3 characters/);
    expect(adjust).not.toHaveBeenCalled();
  });

  it('reviews a bonus, then adds it and closes', async () => {
    const adjust = backend.on('adminAffiliateOperations', 'adjust', () => ({ entryId: 'adj_1' }));
    const user = userEvent.setup();
    const { dialog, onOpenChange } = renderDialog();
    await user.type(within(dialog).getByLabelText('Reason'), ' Launch webinar ');
    // Enter in the amount submits the form: the keyboard alone gets to the review.
    await user.type(within(dialog).getByLabelText('Amount'), '25{Enter}');
    const review = await screen.findByRole('dialog', { name: 'Add a bonus of $25.00 to alex?' });
    expect(review).toHaveAccessibleDescription(/payable at once/);
    expect(review).toHaveTextContent('“Launch webinar”');
    expect(within(review).getByRole('button', { name: 'Back' })).toHaveFocus();

    await user.click(within(review).getByRole('button', { name: 'Add bonus' }));
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(adjust).toHaveBeenCalledWith({
      uid: 'u1',
      type: 'bonus',
      amountCents: 2_500,
      currency: 'usd',
      reason: 'Launch webinar',
    });
  });

  it('shows a refusal in place and goes back to the form', async () => {
    backend.on('adminAffiliateOperations', 'adjust', () => {
      throw Object.assign(new Error('You cannot decide about your own affiliate account.'), {
        code: 'functions/failed-precondition',
      });
    });
    const user = userEvent.setup();
    const { onOpenChange } = renderDialog();
    await user.click(screen.getByRole('radio', { name: /Clawback/ }));
    await user.type(screen.getByLabelText('Amount'), '10');
    await user.type(screen.getByLabelText('Reason'), 'Duplicate commission');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    const review = await screen.findByRole('dialog', { name: 'Claw back $10.00 from alex?' });
    expect(review).toHaveAccessibleDescription(/below zero if need be/);

    await user.click(within(review).getByRole('button', { name: 'Claw back' }));
    expect(await within(review).findByRole('alert')).toHaveTextContent(
      'You cannot decide about your own affiliate account.',
    );
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.click(within(review).getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Amount')).toHaveValue('10');
  });
});
