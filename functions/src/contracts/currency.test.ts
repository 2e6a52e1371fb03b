import { describe, expect, it } from 'vitest';
import { byCurrency, formatMinorUnits, minorUnitExponent, sameFaceValue } from './currency';

describe('minorUnitExponent (the provider’s minor units)', () => {
  it('knows zero-decimal, three-decimal and two-decimal currencies, in any case', () => {
    expect(minorUnitExponent('jpy')).toBe(0);
    expect(minorUnitExponent('KRW')).toBe(0);
    expect(minorUnitExponent('kwd')).toBe(3);
    expect(minorUnitExponent('usd')).toBe(2);
    // Stripe counts these in hundredths though Intl writes them without decimals.
    expect(minorUnitExponent('isk')).toBe(2);
    expect(minorUnitExponent('huf')).toBe(2);
  });
});

describe('formatMinorUnits', () => {
  it('formats the provider’s amounts with the currency’s symbol', () => {
    expect(formatMinorUnits(1_200, 'eur')).toBe('€12.00');
    expect(formatMinorUnits(7_500, 'jpy')).toBe('¥7,500');
    expect(formatMinorUnits(-250, 'usd')).toBe('-$2.50');
  });

  it('writes a fraction Intl would hide with all the provider’s digits', () => {
    // 20% of HUF 1,234: Stripe counts HUF in hundredths though Intl writes it whole.
    expect(formatMinorUnits(24_680, 'huf')).toBe('HUF\u00a0246.80');
    expect(formatMinorUnits(24_600, 'huf')).toBe('HUF\u00a0246');
    expect(formatMinorUnits(150, 'isk')).toBe('ISK\u00a01.50');
  });
});

describe('sameFaceValue', () => {
  it('carries the number across currencies without a rate', () => {
    expect(sameFaceValue(5_000, 'usd', 'eur')).toBe(5_000);
    expect(sameFaceValue(5_000, 'usd', 'jpy')).toBe(50);
    expect(sameFaceValue(50, 'jpy', 'usd')).toBe(5_000);
    expect(sameFaceValue(5_000, 'usd', 'kwd')).toBe(50_000);
  });
});

describe('byCurrency', () => {
  it('puts the given currency first, then the others alphabetically', () => {
    expect(['jpy', 'eur', 'usd', 'gbp'].sort(byCurrency('usd'))).toEqual([
      'usd',
      'eur',
      'gbp',
      'jpy',
    ]);
  });
});
