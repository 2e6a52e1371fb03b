import type { Firestore } from 'firebase-admin/firestore';
import type { Entitlements } from '../../functions/src/contracts/billing';
import { createOnce } from './seed-affiliate-ledger';

const DAY = 24 * 60 * 60 * 1000;
const DEMO_AFFILIATE = 'demo-affiliate';

/**
 * The demo affiliate's referred companies as companies, so their dashboard's "Referrals" shows
 * every stage on `npm start`: the four companies of the ledger's seed (seed-affiliate-ledger.ts)
 * paying or churned, one more on a trial, and (from seed-admin-reports.ts) two sign-ups without a
 * company. Each has its frozen referral (affiliateReferrals, `source: 'companyCreated'`) and the
 * entitlements the billing webhook would have written. The owners are not accounts: nobody signs
 * in as them. Created once; a second run keeps what is there.
 */
const referred: { key: string; name: string; status: Entitlements['status']; daysAgo: number }[] = [
  { key: 'northwind', name: 'Northwind Traders', status: 'active', daysAgo: 160 },
  { key: 'globex', name: 'Globex', status: 'active', daysAgo: 100 },
  { key: 'berlin', name: 'Berliner Werkstatt', status: 'active', daysAgo: 100 },
  // Paid once (its commission is held until the owner verifies their email), then canceled.
  { key: 'initech', name: 'Initech', status: 'canceled', daysAgo: 25 },
  { key: 'hooli', name: 'Hooli', status: 'trialing', daysAgo: 4 },
];

export async function seedAffiliateReferrals(db: Firestore): Promise<void> {
  const now = Date.now();
  for (const company of referred) {
    const companyId = `demo-referred-${company.key}`;
    const ownerUid = `demo-referred-owner-${company.key}`;
    const createdAt = now - company.daysAgo * DAY;
    const entitlements: Entitlements = {
      planId: 'team',
      status: company.status,
      seats: 5,
      interval: 'month',
      currentPeriodEnd: company.status === 'canceled' ? null : now + 20 * DAY,
      cancelAtPeriodEnd: false,
      graceUntil: null,
      updatedAt: now,
    };
    await createOnce(db, `companies/${companyId}`, {
      name: company.name,
      slug: `demo-referred-${company.key}`,
      logoUrl: null,
      website: null,
      ownerUid,
      memberCount: 1,
      createdAt,
      updatedAt: createdAt,
      entitlements,
    });
    await createOnce(db, `affiliateReferrals/${companyId}`, {
      companyId,
      referredUid: ownerUid,
      affiliateUid: DEMO_AFFILIATE,
      source: 'companyCreated',
      frozenAt: createdAt,
    });
  }
}
