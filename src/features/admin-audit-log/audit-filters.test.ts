import { describe, expect, it } from 'vitest';
import { auditFormProblem, auditQuery, EMPTY_FILTERS } from './audit-filters';

describe('auditQuery', () => {
  it('leaves empty fields out', () => {
    expect(auditQuery(EMPTY_FILTERS)).toEqual({});
  });

  it('trims text and counts the end day in full (UTC)', () => {
    expect(
      auditQuery({
        actorEmail: ' admin@example.com ',
        action: 'users.disable',
        targetKind: 'user',
        targetId: ' u1 ',
        fromDay: '2026-11-01',
        toDay: '2026-11-26',
      }),
    ).toEqual({
      actorEmail: 'admin@example.com',
      action: 'users.disable',
      targetKind: 'user',
      targetId: 'u1',
      from: Date.UTC(2026, 10, 1),
      to: Date.UTC(2026, 10, 27),
    });
  });
});

describe('auditFormProblem', () => {
  it('refuses an end before the start and a malformed action', () => {
    expect(auditFormProblem({ ...EMPTY_FILTERS, fromDay: '2026-11-02', toDay: '2026-11-01' })).toBe(
      'The start date must be on or before the end date.',
    );
    expect(auditFormProblem({ ...EMPTY_FILTERS, action: 'disable' })).toBe(
      'An action looks like "users.disable".',
    );
    expect(auditFormProblem({ ...EMPTY_FILTERS, fromDay: '2026-11-01', toDay: '2026-11-01' })).toBe(
      null,
    );
  });
});
