import { describe, expect, it } from 'vitest';
import { formatMinorUnits, minorToMajor } from './money';

describe('formatMinorUnits', () => {
  it('divides by the provider’s minor digits of the currency', () => {
    expect(formatMinorUnits(12_345, 'usd')).toBe('$123.45');
    expect(formatMinorUnits(-2_000, 'usd')).toBe('-$20.00');
    expect(formatMinorUnits(1_500, 'jpy')).toBe('¥1,500');
    expect(formatMinorUnits(26_000, 'krw')).toBe('₩26,000');
    expect(formatMinorUnits(1_999, 'eur')).toBe('€19.99');
    expect(formatMinorUnits(1_234, 'kwd')).toBe('KWD\u00a01.234');
  });

  // Intl puts a no-break space between a code and the amount.
  it('reads the currencies Stripe counts in hundredths though Intl writes them whole', () => {
    // ISK 500 is 5 krónur in Stripe's API; HUF 100,000 is 1,000 forints.
    expect(formatMinorUnits(500, 'isk')).toBe('ISK\u00a05');
    expect(formatMinorUnits(100_000, 'huf')).toBe('HUF\u00a01,000');
    expect(formatMinorUnits(100_050, 'huf')).toBe('HUF\u00a01,000.50');
    expect(formatMinorUnits(-24_680, 'huf')).toBe('-HUF\u00a0246.80');
  });

  it('falls back to two digits for a code Intl does not know', () => {
    expect(formatMinorUnits(1_234, 'zz1')).toBe('12.34 ZZ1');
  });
});

describe('minorToMajor', () => {
  it('writes the currency’s own digits, without grouping or symbol', () => {
    expect(minorToMajor(12_345, 'usd')).toBe('123.45');
    expect(minorToMajor(5, 'eur')).toBe('0.05');
    expect(minorToMajor(1_234_567_89, 'USD')).toBe('1234567.89');
    expect(minorToMajor(1_500, 'jpy')).toBe('1500');
    expect(minorToMajor(26_000, 'KRW')).toBe('26000');
    expect(minorToMajor(1_234, 'kwd')).toBe('1.234');
    expect(minorToMajor(-500, 'usd')).toBe('-5.00');
    expect(minorToMajor(1_234, 'zz1')).toBe('12.34');
  });

  it('leaves out a zero fraction where the currency is written whole', () => {
    expect(minorToMajor(100_000, 'huf')).toBe('1000');
    expect(minorToMajor(100_050, 'huf')).toBe('1000.50');
    expect(minorToMajor(500, 'isk')).toBe('5');
  });
});
