import type { Auth } from 'firebase-admin/auth';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { payableEntries } from '../affiliate-ledger/balance';
import type { PlannedEntry } from './model';

/*
 * Reads of documents other parts own: the agreement's current version
 * (services/affiliate-agreement) and the ledger's payable entries (services/affiliate-ledger),
 * re-exported here so the payout code has one seam to them.
 */
export { currentAgreementVersion } from '../affiliate-agreement/current-version';
export { hasAcceptedCurrentAgreement as acceptedCurrentAgreement } from '../../contracts/affiliate-programme';

/**
 * The affiliate's entries without a payout whose hold ended by `asOf` and that are not held (an
 * owner who verified their email since releases theirs), oldest first. Read inside `tx` when
 * given, so a payout written from it conflicts with any other batch taking the same entries.
 */
export async function unpaidAvailableEntries(
  db: Firestore,
  auth: Auth,
  affiliateUid: string,
  asOf: number,
  tx?: Transaction,
): Promise<PlannedEntry[]> {
  const entries = await payableEntries(db, affiliateUid, asOf, auth, tx);
  return entries.map((e) => ({
    id: e.id,
    amountCents: e.amountCents,
    currency: e.currency,
    availableAt: e.availableAt,
    payoutId: e.payoutId ?? null,
    heldReason: e.heldReason ?? null,
  }));
}
