import type { Firestore } from 'firebase-admin/firestore';
import type { AgreementStats } from '../../contracts/affiliate-agreement';
import { collections } from '../affiliate/store';
import { currentAgreementVersion } from './current-version';

/**
 * How many approved affiliates accepted the current agreement version, out of all approved
 * affiliates: two count aggregations (equality filters, served by single-field indexes).
 */
export async function agreementStats(deps: { db: Firestore }): Promise<AgreementStats> {
  const { db } = deps;
  const approved = db.collection(collections.affiliates).where('status', '==', 'approved');
  const [currentVersion, total] = await Promise.all([
    currentAgreementVersion(db),
    approved.count().get(),
  ]);
  const accepted =
    currentVersion === null
      ? 0
      : (await approved.where('agreement.version', '==', currentVersion).count().get()).data()
          .count;
  return { currentVersion, accepted, affiliates: total.data().count };
}
