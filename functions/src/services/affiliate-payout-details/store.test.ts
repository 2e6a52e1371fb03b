import { describe, expect, it } from 'vitest';
import { payoutDetailsTokenSchema } from '../../contracts/affiliate-payout-details';
import { confirmUrl, newLinkToken, tokenMatches } from './store';

describe('confirmation link tokens', () => {
  it('are random, fit the contract, and only their own hash matches them', () => {
    const a = newLinkToken();
    const b = newLinkToken();
    expect(a.token).not.toBe(b.token);
    expect(payoutDetailsTokenSchema.safeParse(a.token).success).toBe(true);
    expect(a.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(a.tokenHash).not.toContain(a.token);
    expect(tokenMatches(a.token, a.tokenHash)).toBe(true);
    expect(tokenMatches(b.token, a.tokenHash)).toBe(false);
    expect(tokenMatches(a.token, 'not-hex')).toBe(false);
  });

  it('travel in the dashboard link only', () => {
    expect(confirmUrl('https://parley.example', 'abc_-')).toBe(
      'https://parley.example/affiliate/dashboard?confirmPayoutDetails=abc_-',
    );
  });
});
