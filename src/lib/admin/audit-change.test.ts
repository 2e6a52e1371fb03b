import { describe, expect, it } from 'vitest';
import { auditChange, shortValue } from './audit-change';

describe('auditChange', () => {
  it('lists only the changed fields as before → after', () => {
    expect(
      auditChange({ disabled: false, email: 'a@x.io' }, { disabled: true, email: 'a@x.io' }),
    ).toBe('disabled: false → true');
  });

  it('says created and deleted when one side is missing', () => {
    expect(auditChange(null, { name: 'Team' })).toBe('created');
    expect(auditChange({ name: 'Team' }, null)).toBe('deleted');
    expect(auditChange(null, null)).toBe('—');
  });

  it('shows at most a few fields, then how many more, and a field that appeared', () => {
    expect(auditChange({ a: 1, b: 1, c: 1 }, { a: 2, b: 2, c: 2, d: 'new' }, 2)).toBe(
      'a: 1 → 2; b: 1 → 2; +2 more',
    );
    expect(auditChange({}, { d: 'new' })).toBe('d: — → new');
  });

  it('cuts long values', () => {
    expect(shortValue('x'.repeat(50), 10)).toBe(`${'x'.repeat(9)}…`);
    expect(shortValue({ amount: 900 })).toBe('{"amount":900}');
  });
});
