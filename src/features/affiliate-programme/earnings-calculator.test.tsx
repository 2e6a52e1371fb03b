import { DEFAULT_PROGRAMME_SETTINGS } from '@contracts/affiliate-programme';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Plan } from '@/lib/billing/plans';
import { EarningsCalculator } from './earnings-calculator';

const plan = (id: string, name: string, month: number | null): Plan => ({
  id,
  name,
  description: '',
  features: [],
  limits: { seats: 10 },
  prices: { month: month === null ? null : { amount: month, providerPriceId: '' }, year: null },
  currency: 'usd',
  trialDays: 0,
  active: true,
  order: 0,
});
const plans = [plan('free', 'Free', null), plan('team', 'Team', 2000), plan('pro', 'Pro', 5000)];

describe('EarningsCalculator', () => {
  it('offers the paid plans of the catalogue and computes with the first one', () => {
    render(<EarningsCalculator settings={DEFAULT_PROGRAMME_SETTINGS} plans={plans} />);
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Team — $20 a month', 'Pro — $50 a month', 'Custom price']);
    // 5 customers × $20 × 20% = $20 a month per cohort; 12 months.
    expect(screen.getByTestId('earnings-first-month')).toHaveTextContent('$20');
    expect(screen.getByTestId('earnings-month-twelve')).toHaveTextContent('$240');
    expect(screen.getByTestId('earnings-first-year')).toHaveTextContent('$1,560');
  });

  it('follows the inputs: customers, another plan, a custom price', async () => {
    const user = userEvent.setup();
    render(<EarningsCalculator settings={DEFAULT_PROGRAMME_SETTINGS} plans={plans} />);
    const customers = screen.getByLabelText('Referred customers per month');
    await user.clear(customers);
    await user.type(customers, '10');
    await user.selectOptions(screen.getByLabelText('Average plan price'), 'pro');
    expect(screen.getByTestId('earnings-first-month')).toHaveTextContent('$100');
    await user.selectOptions(screen.getByLabelText('Average plan price'), 'custom');
    const price = screen.getByLabelText('Price a month (USD)');
    await user.clear(price);
    await user.type(price, '12.5');
    expect(screen.getByTestId('earnings-first-month')).toHaveTextContent('$25');
  });

  it('a flat commission ignores the price', () => {
    render(
      <EarningsCalculator
        settings={{ ...DEFAULT_PROGRAMME_SETTINGS, commissionType: 'flat', flatAmountCents: 5000 }}
        plans={plans}
      />,
    );
    expect(screen.getByTestId('earnings-first-month')).toHaveTextContent('$250');
    expect(screen.getByTestId('earnings-first-year')).toHaveTextContent('$3,000');
  });
});
