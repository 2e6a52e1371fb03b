import type { RecentVisit, VisitAnalytics } from '@contracts/affiliate';
import type { Earnings } from '@contracts/affiliate-earnings';
import { hasAcceptedCurrentAgreement, type AffiliateDoc } from '@contracts/affiliate-programme';
import { AFFILIATE_AGREEMENT_KIND } from '@contracts/policies';
import { doc, getDoc } from 'firebase/firestore';
import { getDb } from '@/lib/firebase/firestore';
import { callOperation } from '@/lib/firebase/functions';

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

export function fetchAnalytics(
  affiliateUserId: string,
  range: { from: string; to: string },
): Promise<VisitAnalytics> {
  return callOperation('affiliateOperations', 'getVisitAnalytics', {
    affiliateUserId,
    dateRange: range,
  });
}

export async function fetchRecentVisits(
  affiliateUserId: string,
  limit = 50,
): Promise<RecentVisit[]> {
  return (await callOperation('affiliateOperations', 'getRecentVisits', { affiliateUserId, limit }))
    .visits;
}

/** The caller's earnings: totals, next payout date and one page of ledger entries. */
export function fetchEarnings(cursor: string | null, pageSize: number): Promise<Earnings> {
  return callOperation('affiliateEarningsOperations', 'getEarnings', { cursor, pageSize });
}
