import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import {
  applicationSchema,
  type Application,
  type ApplicationDoc,
} from '../../contracts/affiliate-applications';
import { programmeCollections } from '../../contracts/affiliate-programme';

export const applicationsRef = (db: Firestore) => db.collection(programmeCollections.applications);
export const applicationRef = (db: Firestore, id: string) => applicationsRef(db).doc(id);
export const affiliateRef = (db: Firestore, uid: string) => db.collection('affiliates').doc(uid);
export const usernameRef = (db: Firestore, username: string) =>
  db.collection('usernames').doc(username);

/** The caller's applications, newest first (index: uid, createdAt desc). */
export const latestApplicationQuery = (db: Firestore, uid: string) =>
  applicationsRef(db).where('uid', '==', uid).orderBy('createdAt', 'desc').limit(1);

/** A stored application with its id, or null when it does not parse (never shown half-read). */
export function applicationFrom(snap: DocumentSnapshot): Application | null {
  if (!snap.exists) return null;
  const parsed = applicationSchema.safeParse({ ...snap.data(), id: snap.id });
  return parsed.success ? parsed.data : null;
}

export const docOf = ({ id: _id, ...doc }: Application): ApplicationDoc => doc;

/** Dates in refusals: the day in UTC (the page shows the exact time from the application). */
export const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);
