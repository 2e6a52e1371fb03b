import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seedAffiliateAgreement } from '../../scripts/lib/seed-affiliate-agreement';
import { adminDb as db } from '../support/affiliates';

async function state(uid: string) {
  const versions = await db.collection('policies/affiliateAgreement/versions').get();
  return {
    policy: (await db.doc('policies/affiliateAgreement').get()).data(),
    versions: versions.docs.map((d) => ({ version: d.get('version'), summary: d.get('summary') })),
    agreement: (await db.doc(`affiliates/${uid}`).get()).get('agreement') as unknown,
  };
}

describe('seeding the affiliate agreement', () => {
  it('publishes versions 1 to 3 and has the demo affiliate accept the current one, idempotently', async () => {
    await db.recursiveDelete(db.doc('policies/affiliateAgreement'));
    const uid = `seed-affiliate-${randomUUID()}`;
    await db.doc(`affiliates/${uid}`).set({ username: 'seeded', status: 'approved' });

    await seedAffiliateAgreement(db, [uid]);
    const first = await state(uid);
    expect(first.policy).toMatchObject({ kind: 'affiliateAgreement', currentVersion: 3 });
    expect(first.versions).toEqual([
      { version: 1, summary: 'First version.' },
      { version: 2, summary: expect.stringContaining('Payouts') },
      { version: 3, summary: expect.stringContaining('attribution window') },
    ]);
    expect(first.agreement).toEqual({
      version: 3,
      acceptedAt: expect.any(Number),
      userAgent: 'seed',
    });

    await seedAffiliateAgreement(db, [uid]);
    expect(await state(uid)).toEqual(first);
  });
});
