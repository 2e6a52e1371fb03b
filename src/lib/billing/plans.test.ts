import { describe, expect, it } from 'vitest';
import {
  formatMoney,
  isFreePlan,
  monthlySeatPrice,
  nameFromId,
  parseInterval,
  toPlan,
  yearlySavingLabel,
  yearlySavingPercent,
} from './plans';

const price = (amount: number) => ({ amount, providerPriceId: `price_${amount}` });
const team = { prices: { month: price(1200), year: price(12000) } };
const business = { prices: { month: price(2400), year: price(24000) } };
const free = { prices: { month: null, year: null } };

describe('pricing arithmetic', () => {
  it('shows the yearly price as its monthly equivalent', () => {
    expect(monthlySeatPrice(team, 'month')).toBe(1200);
    expect(monthlySeatPrice(team, 'year')).toBe(1000);
    expect(monthlySeatPrice({ prices: { month: null, year: price(10000) } }, 'year')).toBe(833);
    expect(monthlySeatPrice({ prices: { month: price(500), year: null } }, 'year')).toBeNull();
  });

  it('computes the yearly saving from the prices ($120 against 12 × $12 saves 17%)', () => {
    expect(yearlySavingPercent(team)).toBe(17);
    expect(yearlySavingPercent({ prices: { month: price(1000), year: price(9600) } })).toBe(20);
    expect(yearlySavingPercent({ prices: { month: price(1000), year: price(12000) } })).toBeNull();
    expect(yearlySavingPercent(free)).toBeNull();
  });

  it('labels the switch with the saving, or the best one when plans differ', () => {
    expect(yearlySavingLabel([free, team, business])).toBe('Save 17%');
    expect(yearlySavingLabel([team, { prices: { month: price(1000), year: price(9600) } }])).toBe(
      'Save up to 20%',
    );
    expect(yearlySavingLabel([free])).toBeNull();
  });

  it('formats cents without zero cents', () => {
    expect(formatMoney(1200, 'usd')).toBe('$12');
    expect(formatMoney(1050, 'usd')).toBe('$10.50');
    expect(formatMoney(0, 'usd')).toBe('$0');
    expect(formatMoney(1200, 'not-a-currency')).toBe('12 NOT-A-CURRENCY');
  });

  it('reads the interval from the query, monthly by default', () => {
    expect(parseInterval('year')).toBe('year');
    expect(parseInterval('month')).toBe('month');
    expect(parseInterval(null)).toBe('month');
    expect(parseInterval('weekly')).toBe('month');
  });
});

describe('toPlan', () => {
  it('reads a plan document and skips one without a name or seats', () => {
    const plan = toPlan('team', {
      name: 'Team',
      description: 'For teams.',
      features: ['A', 3, 'B'],
      limits: { seats: 50 },
      prices: { month: { amount: 1200, providerPriceId: 'p_m' }, year: null },
      currency: 'usd',
      trialDays: 14,
      active: true,
      order: 1,
    });
    expect(plan).toMatchObject({
      id: 'team',
      features: ['A', 'B'],
      limits: { seats: 50 },
      prices: { month: { amount: 1200 }, year: null },
      trialDays: 14,
    });
    expect(plan && isFreePlan(plan)).toBe(false);
    expect(toPlan('x', { limits: { seats: 5 } })).toBeNull();
    expect(toPlan('x', { name: 'X', limits: { seats: 0 } })).toBeNull();
    const free = toPlan('free', { name: 'Free', limits: { seats: 5 }, prices: {} });
    expect(free && isFreePlan(free)).toBe(true);
  });

  it('names a plan it cannot read from its id', () => {
    expect(nameFromId('team')).toBe('Team');
    expect(nameFromId('enterprise_plus')).toBe('Enterprise Plus');
  });
});
