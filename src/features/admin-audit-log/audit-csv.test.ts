import { describe, expect, it } from 'vitest';
import { auditCsv } from './audit-csv';

describe('auditCsv', () => {
  it('writes one row per entry with ISO times, JSON changes, and formulas defused', () => {
    const csv = auditCsv([
      {
        id: 'a1',
        at: Date.UTC(2026, 10, 26, 9, 30),
        actor: { uid: 'root', email: 'admin@example.com' },
        action: 'users.disable',
        target: { kind: 'user', id: 'u1', label: '=HYPERLINK("x")' },
        before: { disabled: false },
        after: { disabled: true },
      },
      {
        id: 'a2',
        at: Date.UTC(2026, 10, 25),
        actor: { uid: 'system', email: null },
        action: 'plans.create',
        target: { kind: 'plan', id: 'team', label: null },
        before: null,
        after: { name: 'Team' },
      },
    ]);
    const [header, first, second] = csv.split('\r\n');
    expect(header).toBe(
      'id,at,actorUid,actorEmail,action,targetKind,targetId,targetLabel,before,after',
    );
    expect(first).toBe(
      'a1,2026-11-26T09:30:00.000Z,root,admin@example.com,users.disable,user,u1,"\'=HYPERLINK(""x"")","{""disabled"":false}","{""disabled"":true}"',
    );
    expect(second).toBe(
      'a2,2026-11-25T00:00:00.000Z,system,,plans.create,plan,team,,,"{""name"":""Team""}"',
    );
  });
});
