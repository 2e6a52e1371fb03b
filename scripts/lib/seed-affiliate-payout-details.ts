import type { Firestore } from 'firebase-admin/firestore';
import type { PayoutDetails } from '../../functions/src/contracts/affiliate-payout-details';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Confirmed payout details of the demo affiliates: Alex is paid by PayPal, Jordan by Wise to an
 * IBAN (a well-known test IBAN), so a batch's PayPal and Wise exports both have a row. The
 * payouts seed copies them onto the payouts it writes, as generating a batch does.
 */
export const DEMO_PAYOUT_DETAILS = {
  'demo-affiliate': { method: 'paypal', email: 'affiliate@example.com' },
  'demo-affiliate-jordan': {
    method: 'wise',
    accountHolderName: 'Jordan Refers',
    currency: 'EUR',
    recipientEmail: null,
    iban: 'DE89370400440532013000',
  },
} as const satisfies Record<string, PayoutDetails>;

/**
 * Writes each demo affiliate's confirmed details onto their record, unless they have some (a
 * change confirmed since is kept). Run after the records exist (seed.ts, seedAdminAffiliates).
 */
export async function seedAffiliatePayoutDetails(db: Firestore): Promise<void> {
  const confirmedAt = Date.now() - 40 * DAY;
  for (const [uid, details] of Object.entries(DEMO_PAYOUT_DETAILS)) {
    const ref = db.doc(`affiliates/${uid}`);
    const snap = await ref.get();
    if (!snap.exists || snap.get('payoutDetails')) continue;
    await ref.update({ payoutDetails: details, payoutDetailsConfirmedAt: confirmedAt });
  }
}
