import type { Firestore } from 'firebase-admin/firestore';
import type { AffiliateFlagDoc } from '../../functions/src/contracts/affiliate-programme';

const DAY = 24 * 60 * 60 * 1000;
const DEMO_AFFILIATE = 'demo-affiliate';

/**
 * An open `attributionLimit` flag on the demo affiliate (yesterday: 5 sign-ups from one client
 * address went unattributed), next to the `signupBurst` flag seed-admin-affiliates writes, so the
 * admin affiliate page shows both kinds. A fixed id, so the flag exists whatever the day; the
 * detector's own ids are `{kind}_{uid}_{day}`. Idempotent: an existing flag (dismissed in the
 * admin area, say) is kept.
 */
export async function seedAffiliateFraud(db: Firestore): Promise<void> {
  const today = new Date();
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const ref = db.doc(`affiliateFlags/seed_attributionLimit_${DEMO_AFFILIATE}`);
  if ((await ref.get()).exists) return;
  const flag: AffiliateFlagDoc = {
    affiliateUid: DEMO_AFFILIATE,
    kind: 'attributionLimit',
    day: new Date(midnight - DAY).toISOString().slice(0, 10),
    count: 5,
    createdAt: midnight - DAY + 14 * 60 * 60 * 1000,
    status: 'open',
  };
  await ref.set(flag);
}
