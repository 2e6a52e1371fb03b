import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ fetchOwnPromoCodes: vi.fn() }));
vi.mock('./promo-codes-api', () => api);

const { PromoCodesCard } = await import('./promo-codes-card');

const code = (name: string, fields: Record<string, unknown> = {}) => ({
  code: name,
  affiliateUid: 'u1',
  discount: { percentOff: 10, durationMonths: 3 },
  stripePromotionCodeId: null,
  active: true,
  createdAt: 1,
  createdBy: 'root',
  deactivatedAt: null,
  deactivatedBy: null,
  redemptions: 1,
  ...fields,
});

describe('PromoCodesCard', () => {
  it('shows the codes to share, with their discount and what they referred; no copy for an old one', async () => {
    api.fetchOwnPromoCodes.mockResolvedValue([
      code('DEMO-PARTNER'),
      code('OLD-ONE', { active: false, discount: null, redemptions: 0 }),
    ]);
    render(<PromoCodesCard uid="u1" />);
    const card = screen.getByRole('region', { name: 'Your promo codes' });
    expect(within(card).getByRole('status', { name: 'Loading your promo codes' })).toBeVisible();
    const items = await within(card).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('DEMO-PARTNER');
    expect(items[0]).toHaveTextContent('Customers get 10% off the first 3 months');
    expect(items[0]).toHaveTextContent('1 company referred');
    expect(items[0]).toHaveTextContent('Active');
    expect(
      within(items[0] as HTMLElement).getByRole('button', { name: 'Copy DEMO-PARTNER' }),
    ).toBeEnabled();
    expect(items[1]).toHaveTextContent('No discount');
    expect(items[1]).toHaveTextContent('0 companies referred');
    expect(items[1]).toHaveTextContent('No longer valid');
    expect(within(items[1] as HTMLElement).queryByRole('button')).toBeNull();
    expect(api.fetchOwnPromoCodes).toHaveBeenCalledWith('u1');
  });

  it('says when there is none yet', async () => {
    api.fetchOwnPromoCodes.mockResolvedValue([]);
    render(<PromoCodesCard uid="u1" />);
    expect(await screen.findByText(/You have no promo code yet/)).toBeVisible();
  });

  it('offers Try again when they cannot be read', async () => {
    api.fetchOwnPromoCodes.mockRejectedValueOnce(new Error('offline')).mockResolvedValue([]);
    render(<PromoCodesCard uid="u1" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your promo codes.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/You have no promo code yet/)).toBeVisible();
  });
});
