import { doc, getDoc } from 'firebase/firestore';
import { getDb } from '@/lib/firebase/firestore';

/** Whether `affiliates/{uid}` exists (loaded lazily: Firestore stays out of the page's chunk). */
export async function readIsAffiliate(uid: string): Promise<boolean> {
  return (await getDoc(doc(await getDb(), 'affiliates', uid))).exists();
}
