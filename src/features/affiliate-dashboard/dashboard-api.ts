import type { RecentVisit, VisitAnalytics } from '@contracts/affiliate';
import { doc, getDoc } from 'firebase/firestore';
import { getDb } from '@/lib/firebase/firestore';
import { callFunction } from '@/lib/firebase/functions';

export interface AffiliateProfile {
  username: string;
  status: string;
}

/** The caller's own affiliate record (the rules let an affiliate read only their own), or null. */
export async function fetchAffiliateProfile(uid: string): Promise<AffiliateProfile | null> {
  const snapshot = await getDoc(doc(await getDb(), 'affiliates', uid));
  const data = snapshot.data();
  if (!data || typeof data.username !== 'string' || typeof data.status !== 'string') return null;
  return { username: data.username, status: data.status };
}

export async function fetchAnalytics(
  affiliateUserId: string,
  range: { from: string; to: string },
): Promise<VisitAnalytics> {
  const data = await callFunction('affiliateOperations', {
    action: 'getVisitAnalytics',
    payload: { affiliateUserId, dateRange: range },
  });
  if (!('totals' in data)) throw new Error('Unexpected analytics answer');
  return data;
}

export async function fetchRecentVisits(
  affiliateUserId: string,
  limit = 50,
): Promise<RecentVisit[]> {
  const data = await callFunction('affiliateOperations', {
    action: 'getRecentVisits',
    payload: { affiliateUserId, limit },
  });
  if (!('visits' in data)) throw new Error('Unexpected recent visits answer');
  return data.visits;
}
