import { hasAcceptedCurrentAgreement, type AffiliateDoc } from '@contracts/affiliate-programme';
import { AFFILIATE_AGREEMENT_KIND } from '@contracts/policies';
import { doc, getDoc } from 'firebase/firestore';
import { getDb } from '@/lib/firebase/firestore';

export interface AffiliateProfile {
  username: string;
  status: string;
  /** Whether they accepted the agreement version now current (true while none is published). */
  agreementAccepted: boolean;
}

/**
 * The caller's own affiliate record (the rules let an affiliate read only their own), or null,
 * with whether they accepted the current agreement (`policies/affiliateAgreement`, public).
 */
export async function fetchAffiliateProfile(uid: string): Promise<AffiliateProfile | null> {
  const db = await getDb();
  const [snapshot, agreement] = await Promise.all([
    getDoc(doc(db, 'affiliates', uid)),
    getDoc(doc(db, 'policies', AFFILIATE_AGREEMENT_KIND)),
  ]);
  const data = snapshot.data();
  if (!data || typeof data.username !== 'string' || typeof data.status !== 'string') return null;
  const current = agreement.get('currentVersion') as unknown;
  return {
    username: data.username,
    status: data.status,
    agreementAccepted: hasAcceptedCurrentAgreement(
      data as Pick<AffiliateDoc, 'agreement'>,
      typeof current === 'number' ? current : null,
    ),
  };
}
