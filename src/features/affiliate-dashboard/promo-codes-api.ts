import { promoCodeDocSchema, type PromoCodeDoc } from '@contracts/affiliate-promo-codes';
import { collection, getDocs, query, where } from 'firebase/firestore';
import { checkedDocs } from '@/lib/firebase/checked-data';
import { getDb } from '@/lib/firebase/firestore';

/**
 * The affiliate's own promo codes, active first, then newest first. The rules let an affiliate
 * read only the codes that name them, so the query must say so.
 */
export async function fetchOwnPromoCodes(uid: string): Promise<PromoCodeDoc[]> {
  const db = await getDb();
  const snap = await getDocs(
    query(collection(db, 'affiliatePromoCodes'), where('affiliateUid', '==', uid)),
  );
  return checkedDocs(promoCodeDocSchema, snap.docs)
    .map((d) => d.data)
    .sort((a, b) => Number(b.active) - Number(a.active) || b.createdAt - a.createdAt);
}
