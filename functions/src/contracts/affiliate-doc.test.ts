import { describe, expect, it } from 'vitest';
import { affiliateDocSchema } from './affiliate-programme';

describe('affiliateDocSchema', () => {
  it('reads an affiliate written without approvedAt or a payout email (one must not stop a payout batch)', () => {
    expect(affiliateDocSchema.safeParse({ username: 'ada', status: 'approved' }).success).toBe(
      true,
    );
  });

  it('refuses a status that is not an affiliate status, and a wrong type', () => {
    expect(affiliateDocSchema.safeParse({ username: 'ada', status: 'pending' }).success).toBe(
      false,
    );
    expect(
      affiliateDocSchema.safeParse({ username: 'ada', status: 'approved', approvedAt: 'today' })
        .success,
    ).toBe(false);
  });
});
