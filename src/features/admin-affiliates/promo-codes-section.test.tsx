import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { backend } from '../../../tests/support/fake-backend';

vi.mock('@/lib/firebase/functions', () => import('../../../tests/support/fake-backend'));

const { PromoCodesSection } = await import('./promo-codes-section');

const code = (name: string, fields: Record<string, unknown> = {}) => ({
  code: name,
  affiliateUid: 'u1',
  discount: { percentOff: 10, durationMonths: 3 },
  stripePromotionCodeId: null,
  active: true,
  createdAt: Date.UTC(2026, 0, 5),
  createdBy: 'root',
  deactivatedAt: null,
  deactivatedBy: null,
  redemptions: 2,
  ...fields,
});

function setUp(approved = true) {
  const list = backend.on('adminAffiliateOperations', 'listPromoCodes', () => ({
    codes: [
      code('PODCAST-10', { stripePromotionCodeId: 'promo_123' }),
      code('OLD-CODE', {
        active: false,
        discount: null,
        redemptions: 0,
        deactivatedAt: Date.UTC(2026, 0, 9),
      }),
    ],
  }));
  render(<PromoCodesSection uid="u1" name="alex" approved={approved} />);
  return { list, user: userEvent.setup() };
}

describe('PromoCodesSection', () => {
  it("lists the affiliate's codes with their discount, Stripe code, companies and status", async () => {
    const { list } = setUp();
    const section = screen.getByRole('region', { name: 'Promo codes' });
    const table = within(section).getByRole('table', { name: 'Promo codes' });
    const active = await within(table).findByRole(
      'row',
      { name: /PODCAST-10/ },
      // The file's first render loads the page's modules: slow on a busy machine.
      { timeout: 5000 },
    );
    expect(active).toHaveTextContent('10% off the first 3 months');
    expect(active).toHaveTextContent('promo_123');
    expect(active).toHaveTextContent('Active');
    const inactive = within(table).getByRole('row', { name: /OLD-CODE/ });
    expect(inactive).toHaveTextContent('No discount');
    expect(inactive).toHaveTextContent('Inactive since');
    // An inactive code has nothing left to do.
    expect(within(inactive).queryByRole('button')).toBeNull();
    expect(list).toHaveBeenCalledWith({ uid: 'u1' });
  });

  it('creates a code with a discount; the list is read again', async () => {
    const create = backend.on('adminAffiliateOperations', 'createPromoCode', (payload) => ({
      code: payload.code,
    }));
    const { list, user } = setUp();
    await user.click(screen.getByRole('button', { name: 'New promo code' }));
    const dialog = screen.getByRole('dialog', { name: 'New promo code for alex' });
    await user.type(within(dialog).getByLabelText('Code'), 'spring-15');
    await user.type(within(dialog).getByLabelText('Percent off'), '15');
    await user.click(within(dialog).getByRole('button', { name: 'Create code' }));
    await vi.waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'New promo code for alex' })).toBeNull(),
    );
    expect(create).toHaveBeenCalledWith({
      uid: 'u1',
      code: 'SPRING-15',
      discount: { percentOff: 15, durationMonths: null },
      stripePromotionCodeId: null,
    });
    await vi.waitFor(() => expect(list).toHaveBeenCalledTimes(2));
  });

  it('shows what is wrong at the field, and a refusal in the dialog, which stays open', async () => {
    const create = backend.on('adminAffiliateOperations', 'createPromoCode', () => {
      throw Object.assign(new Error('The code “TAKEN” is taken. Choose another.'), {
        code: 'functions/already-exists',
      });
    });
    const { user } = setUp();
    await user.click(screen.getByRole('button', { name: 'New promo code' }));
    const dialog = screen.getByRole('dialog', { name: 'New promo code for alex' });
    const field = within(dialog).getByLabelText('Code');
    await user.type(field, 'no');
    await user.click(within(dialog).getByRole('button', { name: 'Create code' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Use 3 to 32 letters, digits or hyphens.',
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(create).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, 'taken');
    await user.click(within(dialog).getByRole('button', { name: 'Create code' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('is taken');
    expect(field).toHaveValue('taken');
  });

  it('deactivates a code after confirmation', async () => {
    const deactivate = backend.on('adminAffiliateOperations', 'deactivatePromoCode', (payload) => ({
      code: payload.code,
    }));
    const { user } = setUp();
    await user.click(await screen.findByRole('button', { name: 'Deactivate PODCAST-10' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Deactivate PODCAST-10?' });
    expect(confirm).toHaveAccessibleDescription(/Companies it already referred stay referred/);
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    await vi.waitFor(() => expect(deactivate).toHaveBeenCalledWith({ code: 'PODCAST-10' }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('offers no new code to an affiliate who is not approved', async () => {
    setUp(false);
    expect(await screen.findByText('Only an approved affiliate gets new codes.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'New promo code' })).toBeNull();
  });

  it('says when the codes cannot be read, with Try again', async () => {
    const list = backend.on('adminAffiliateOperations', 'listPromoCodes', () => {
      throw Object.assign(new Error('unavailable'), { code: 'functions/unavailable' });
    });
    render(<PromoCodesSection uid="u1" name="alex" approved />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not reach the server');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(list).toHaveBeenCalledTimes(2));
  });
});
