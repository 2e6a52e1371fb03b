import { describe, expect, it } from 'vitest';
import {
  AFFILIATE_AGREEMENT_KIND,
  pendingPolicies,
  POLICY_KINDS,
  VERSIONED_KINDS,
} from './policies';

describe('pendingPolicies', () => {
  it('lists each published policy whose current version is newer than the accepted one', () => {
    expect(pendingPolicies({ terms: 2, privacy: 1 }, undefined)).toEqual(['terms', 'privacy']);
    expect(
      pendingPolicies({ terms: 2, privacy: 1 }, { terms: { version: 1, acceptedAt: 1 } }),
    ).toEqual(['terms', 'privacy']);
    expect(
      pendingPolicies(
        { terms: 2, privacy: 1 },
        { terms: { version: 2, acceptedAt: 1 }, privacy: { version: 1, acceptedAt: 1 } },
      ),
    ).toEqual([]);
  });

  it('asks nothing for a policy that was never published', () => {
    expect(pendingPolicies({}, undefined)).toEqual([]);
    expect(pendingPolicies({ privacy: 1 }, undefined)).toEqual(['privacy']);
  });
});

describe('the affiliate agreement', () => {
  it('is versioned like a policy but never asked of every user', () => {
    expect(VERSIONED_KINDS).toContain(AFFILIATE_AGREEMENT_KIND);
    expect(POLICY_KINDS).not.toContain(AFFILIATE_AGREEMENT_KIND);
    const current = { terms: 1, privacy: 1, affiliateAgreement: 3 } as Record<string, number>;
    expect(
      pendingPolicies(current, {
        terms: { version: 1, acceptedAt: 1 },
        privacy: { version: 1, acceptedAt: 1 },
      }),
    ).toEqual([]);
  });
});
