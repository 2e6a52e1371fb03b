import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { AffiliateDoc } from '../../contracts/affiliate-programme';
import { USER_AGENT_MAX } from '../../lib/validated-on-call';
import { affiliateConverter, collections } from '../affiliate/store';
import { policyConverter } from '../policies/store';
import { agreementRef } from './current-version';

type Acceptance = NonNullable<AffiliateDoc['agreement']>;

/**
 * Records that an approved affiliate accepted the current agreement version, with the time and
 * the browser's user agent (cut to USER_AGENT_MAX). Refused for anyone who is not an
 * approved affiliate (suspended ones included) and for a version that is not current (a newer
 * one was published while they read). Accepting the same version again keeps the first record.
 */
export async function acceptAgreement(
  input: { uid: string; version: number; userAgent: string | null },
  deps: { db: Firestore; now: number },
): Promise<{ version: number; acceptedAt: number }> {
  const { db, now } = deps;
  const affiliateRef = db.collection(collections.affiliates).doc(input.uid);
  return db.runTransaction(async (tx) => {
    const agreement = (await tx.get(agreementRef(db).withConverter(policyConverter))).data();
    const affiliate = (await tx.get(affiliateRef.withConverter(affiliateConverter))).data();
    if (affiliate?.status === 'suspended') {
      throw new HttpsError('permission-denied', 'Your affiliate account is suspended.');
    }
    if (affiliate?.status !== 'approved') {
      throw new HttpsError('permission-denied', 'Only approved affiliates accept the agreement.');
    }
    if (!agreement) throw new HttpsError('not-found', 'The agreement has not been published.');
    if (agreement.currentVersion !== input.version) {
      throw new HttpsError(
        'failed-precondition',
        'A newer version was published while you were reading. Please review it.',
      );
    }
    const previous = affiliate.agreement;
    if (previous?.version === input.version) {
      return { version: previous.version, acceptedAt: previous.acceptedAt };
    }
    const acceptance: Acceptance = {
      version: input.version,
      acceptedAt: now,
      userAgent: (input.userAgent ?? '').slice(0, USER_AGENT_MAX),
    };
    tx.update(affiliateRef, { agreement: acceptance });
    return { version: acceptance.version, acceptedAt: acceptance.acceptedAt };
  });
}
