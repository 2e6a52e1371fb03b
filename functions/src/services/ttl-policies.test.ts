import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every collection whose documents the functions write with an `expireAt` for removal: each needs
 * a TTL policy in firestore.indexes.json, or nothing ever removes them (a deployed project only
 * deletes on fields a policy names). The emulator tests check the writes carry the field.
 */
const EXPIRING = [
  'affiliateAttributionLimits',
  'affiliateDedup',
  'affiliateSessions',
  'affiliateVisits',
  'billingEvents',
  'contactRateLimits',
];

describe('TTL policies', () => {
  it('are declared on expireAt for every expiring collection, and only those', () => {
    const file = join(__dirname, '../../../firestore.indexes.json');
    const { fieldOverrides } = JSON.parse(readFileSync(file, 'utf8')) as {
      fieldOverrides: { collectionGroup: string; fieldPath: string; ttl?: boolean }[];
    };
    const ttl = fieldOverrides.filter((o) => o.ttl === true);
    expect(ttl.every((o) => o.fieldPath === 'expireAt')).toBe(true);
    expect(ttl.map((o) => o.collectionGroup).sort()).toEqual(EXPIRING);
  });
});
