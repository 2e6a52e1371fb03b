import { describe, expect, it } from 'vitest';
import { pendingPolicies } from './policies';

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
