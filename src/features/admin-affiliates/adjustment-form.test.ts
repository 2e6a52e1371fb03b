import { describe, expect, it } from 'vitest';
import { minorUnitsOf, parseAdjustment } from './adjustment-form';

describe('minorUnitsOf', () => {
  it('reads an amount as minor units of its currency', () => {
    expect(minorUnitsOf('25', 'usd')).toBe(2_500);
    expect(minorUnitsOf(' 1,234.5 ', 'usd')).toBe(123_450);
    expect(minorUnitsOf('0.07', 'eur')).toBe(7);
    // Zero-decimal currencies are not multiplied by 100.
    expect(minorUnitsOf('1500', 'jpy')).toBe(1_500);
    expect(minorUnitsOf('26000', 'krw')).toBe(26_000);
  });

  it('refuses what is not a plain amount, or has more decimals than the currency', () => {
    for (const text of ['', 'abc', '-5', '1e3', '2.5.1', '$25']) {
      expect(minorUnitsOf(text, 'usd'), text).toBeNull();
    }
    expect(minorUnitsOf('25.001', 'usd')).toBeNull();
    expect(minorUnitsOf('1500.5', 'jpy')).toBeNull();
  });
});

describe('parseAdjustment', () => {
  const fields = {
    type: 'clawback' as const,
    amount: '12.50',
    currency: 'usd' as const,
    reason: '  Duplicate commission  ',
  };

  it('gives the payload the contract takes: positive minor units, trimmed reason', () => {
    expect(parseAdjustment('u1', fields)).toEqual({
      payload: {
        uid: 'u1',
        type: 'clawback',
        amountCents: 1_250,
        currency: 'usd',
        reason: 'Duplicate commission',
      },
    });
  });

  it('names each field that is wrong', () => {
    const result = parseAdjustment('u1', { ...fields, amount: '0', reason: ' a ' });
    expect(result).toEqual({
      errors: {
        amount: 'Enter an amount above zero.',
        reason: 'Give a reason of at least 3 characters.',
      },
    });
    expect(parseAdjustment('u1', { ...fields, currency: 'jpy', amount: '10.5' })).toEqual({
      errors: { amount: 'Enter a whole amount of JPY, such as 1500.' },
    });
    expect(parseAdjustment('u1', { ...fields, amount: '2000000' })).toEqual({
      errors: { amount: 'That is more than one adjustment may move.' },
    });
  });
});
