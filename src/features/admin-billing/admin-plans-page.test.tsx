import type { AdminPlan } from '@contracts/admin-billing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { backend } from '../../../tests/support/fake-backend';

vi.mock('@/lib/firebase/functions', () => import('../../../tests/support/fake-backend'));

const { default: AdminPlansPage } = await import('./admin-plans-page');

const team: AdminPlan = {
  planId: 'team',
  name: 'Team',
  description: 'For teams',
  features: ['One'],
  limits: { seats: 50 },
  prices: { month: { amount: 1200, providerPriceId: 'price_team_monthly' }, year: null },
  currency: 'usd',
  trialDays: 14,
  active: true,
  order: 1,
  subscribers: 3,
};

const answerSavePlan = () =>
  backend.on('adminBillingOperations', 'savePlan', () => ({ planId: 'team', created: false }));
let savePlan: ReturnType<typeof answerSavePlan>;

beforeEach(() => {
  backend.on('adminBillingOperations', 'listPlans', () => ({ plans: [team] }));
  savePlan = answerSavePlan();
});

describe('AdminPlansPage', { timeout: 20_000 }, () => {
  it('lists the plans with their prices and companies', async () => {
    render(<AdminPlansPage />);
    expect(await screen.findByTestId('price-month-team', {}, { timeout: 5000 })).toHaveTextContent(
      '$12 / seat',
    );
    const row = screen.getByRole('row', { name: /Team/ });
    expect(within(row).getByText('Offered')).toBeInTheDocument();
    expect(within(row).getByText('3')).toBeInTheDocument();
  });

  it('asks before retiring, then saves the plan inactive', async () => {
    const user = userEvent.setup();
    render(<AdminPlansPage />);
    await user.click(await screen.findByRole('button', { name: 'Retire Team' }, { timeout: 5000 }));
    const dialog = screen.getByRole('alertdialog', { name: 'Retire Team?' });
    expect(dialog).toHaveTextContent('3 companies on it keep it');
    expect(savePlan).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Retire plan' }));
    expect(savePlan).toHaveBeenCalledWith(
      expect.objectContaining({ planId: 'team', active: false }),
    );
  });

  it('shows a refusal to retire inside the dialog', async () => {
    savePlan.mockImplementation(() => {
      throw Object.assign(new Error('The plan changed meanwhile.'), {
        code: 'functions/failed-precondition',
      });
    });
    const user = userEvent.setup();
    render(<AdminPlansPage />);
    await user.click(await screen.findByRole('button', { name: 'Retire Team' }, { timeout: 5000 }));
    const dialog = screen.getByRole('alertdialog', { name: 'Retire Team?' });
    await user.click(within(dialog).getByRole('button', { name: 'Retire plan' }));
    expect(await within(dialog).findByText('The plan changed meanwhile.')).toBeVisible();
  });

  it('shows the server’s issue with a field at that field', async () => {
    savePlan.mockImplementation(() => {
      throw Object.assign(new Error('invalid'), {
        code: 'functions/invalid-argument',
        details: { issues: [{ path: 'payload.name', message: 'That name is taken.' }] },
      });
    });
    const user = userEvent.setup();
    render(<AdminPlansPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Team' }, { timeout: 5000 }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Team' });
    await user.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    expect(await within(dialog).findByText('That name is taken.')).toBeVisible();
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('edits a price in dollars and saves it in cents', async () => {
    const user = userEvent.setup();
    render(<AdminPlansPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Team' }, { timeout: 5000 }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Team' });
    const price = within(dialog).getByLabelText('Monthly price (USD per seat)');
    await user.clear(price);
    await user.type(price, '13.50');
    await user.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    expect(savePlan).toHaveBeenCalledWith(
      expect.objectContaining({
        planId: 'team',
        prices: { month: { amount: 1350, providerPriceId: 'price_team_monthly' }, year: null },
      }),
    );
  });

  it('creates a plan in euros: the price fields say EUR', async () => {
    const user = userEvent.setup();
    render(<AdminPlansPage />);
    await user.click(await screen.findByRole('button', { name: 'New plan' }, { timeout: 5000 }));
    const dialog = screen.getByRole('dialog', { name: 'New plan' });
    await user.type(within(dialog).getByLabelText('Plan id'), 'euro');
    await user.type(within(dialog).getByLabelText('Name'), 'Euro');
    expect(within(dialog).getByLabelText('Monthly price (USD per seat)')).toBeInTheDocument();
    const currency = within(dialog).getByLabelText('Currency');
    await user.clear(currency);
    expect(within(dialog).getByLabelText('Monthly price (per seat)')).toBeInTheDocument();
    await user.type(currency, 'eur');
    const price = within(dialog).getByLabelText('Monthly price (EUR per seat)');
    await user.clear(price);
    await user.type(price, '20');
    await user.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    expect(savePlan).toHaveBeenCalledWith(
      expect.objectContaining({
        planId: 'euro',
        currency: 'eur',
        prices: { month: { amount: 2000, providerPriceId: '' }, year: null },
      }),
    );
  });

  it('shows a failure with a retry', async () => {
    backend.on('adminBillingOperations', 'listPlans', () => {
      throw Object.assign(new Error('no'), { code: 'functions/internal' });
    });
    render(<AdminPlansPage />);
    expect(
      await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
