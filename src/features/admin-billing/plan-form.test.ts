import { describe, expect, it } from 'vitest';
import type { AdminPlan } from '@contracts/admin-billing';
import {
  planFormSchema,
  planFormValues,
  priceUnit,
  toCents,
  toDollars,
  toggledPlan,
  toPlanInput,
} from './plan-form';

const team: AdminPlan = {
  planId: 'team',
  name: 'Team',
  description: 'For teams',
  features: ['One', 'Two'],
  limits: { seats: 50 },
  prices: {
    month: { amount: 1250, providerPriceId: 'price_team_monthly' },
    year: null,
  },
  currency: 'usd',
  trialDays: 14,
  active: true,
  order: 1,
  subscribers: 3,
};

describe('plan form', () => {
  it('converts dollars and cents both ways', () => {
    expect(toCents('12.5')).toBe(1250);
    expect(toCents('0.29')).toBe(29);
    expect(toDollars(1200)).toBe('12');
    expect(toDollars(1250)).toBe('12.50');
  });

  it('round-trips a plan through the form', () => {
    const form = planFormValues(team, 9);
    expect(form.month).toEqual({
      enabled: true,
      dollars: '12.50',
      providerPriceId: 'price_team_monthly',
    });
    expect(form.year.enabled).toBe(false);
    expect(form.features).toBe('One\nTwo');
    const { subscribers: _s, ...input } = team;
    expect(toPlanInput(planFormSchema.parse(form))).toEqual(input);
  });

  it('refuses an amount that is not dollars, only for an offered interval', () => {
    const form = planFormValues(team, 9);
    const bad = planFormSchema.safeParse({ ...form, month: { ...form.month, dollars: '12,5' } });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['month', 'dollars']);
    expect(
      planFormSchema.safeParse({
        ...form,
        year: { enabled: false, dollars: 'x', providerPriceId: '' },
      }).success,
    ).toBe(true);
  });

  it('names the currency the prices are typed in, once the field holds a code', () => {
    expect(priceUnit('usd')).toBe('USD');
    expect(priceUnit(' eur ')).toBe('EUR');
    expect(priceUnit('eu')).toBeNull();
    expect(priceUnit('')).toBeNull();
  });

  it('retires and restores', () => {
    expect(toggledPlan(team)).toMatchObject({ planId: 'team', active: false });
    expect(toggledPlan(team)).not.toHaveProperty('subscribers');
  });
});
