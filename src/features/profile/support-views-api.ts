import { SUPPORT_VIEWS, supportViewDocSchema, type SupportViewDoc } from '@contracts/support-view';
import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore';
import { checkedDocs } from '@/lib/firebase/checked-data';
import { getDb } from '@/lib/firebase/firestore';

/** How many of the latest support views the profile lists. */
export const SUPPORT_VIEWS_SHOWN = 10;

export type SupportViewRow = { id: string; data: SupportViewDoc };

/** The latest support views of the user's account, newest first (rules: their own only). */
export async function loadSupportViews(uid: string): Promise<SupportViewRow[]> {
  const db = await getDb();
  const snap = await getDocs(
    query(
      collection(db, SUPPORT_VIEWS),
      where('targetUid', '==', uid),
      orderBy('startedAt', 'desc'),
      limit(SUPPORT_VIEWS_SHOWN),
    ),
  );
  return checkedDocs(supportViewDocSchema, snap.docs);
}
