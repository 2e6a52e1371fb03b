import { describe, expect, it } from 'vitest';
import { recordsCsv, rowsCsv } from './csv';

describe('CSV formulas', () => {
  it('defuses cells a spreadsheet would run, and leaves plain numbers (a refund’s -10.00) as numbers', () => {
    const csv = recordsCsv(
      [
        { a: '=SUM(A1:A2)', b: '-10.00' },
        { a: '@cmd', b: '-1+2' },
        { a: '+15', b: '-3' },
      ],
      ['a', 'b'],
    );
    expect(csv.split('\r\n')).toEqual([
      'a,b',
      `"'=SUM(A1:A2)",-10.00`,
      `"'@cmd","'-1+2"`,
      '+15,-3',
    ]);
    expect(rowsCsv([['-5.50', '=1+1']])).toBe(`-5.50,"'=1+1"`);
  });
});
