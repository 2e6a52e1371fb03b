import { describe, expect, it } from 'vitest';
import { usersCsv } from './users-csv';

describe('usersCsv', () => {
  it('writes a header, ISO dates, joined providers, and defuses formulas', () => {
    const csv = usersCsv([
      {
        uid: 'u1',
        email: 'ann@example.com',
        displayName: '=HYPERLINK("x")',
        providers: ['google.com', 'password'],
        emailVerified: true,
        disabled: false,
        superAdmin: false,
        createdAt: Date.UTC(2026, 0, 2),
        lastSignInAt: null,
      },
    ]);
    const [header, line] = csv.split('\r\n');
    expect(header).toBe(
      'uid,email,displayName,providers,emailVerified,disabled,superAdmin,createdAt,lastSignInAt',
    );
    expect(line).toBe(
      `u1,ann@example.com,"'=HYPERLINK(""x"")",google.com password,true,false,false,2026-01-02T00:00:00.000Z,`,
    );
  });
});
