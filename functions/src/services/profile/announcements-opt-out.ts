import type { Firestore } from 'firebase-admin/firestore';

/** users/{uid}.announcementsOptOut: the announcement segments skip users who opted out. */
export async function setAnnouncementsOptOut(
  optOut: boolean,
  uid: string,
  deps: { db: Firestore },
): Promise<{ announcementsOptOut: boolean }> {
  await deps.db.doc(`users/${uid}`).set({ announcementsOptOut: optOut }, { merge: true });
  return { announcementsOptOut: optOut };
}
