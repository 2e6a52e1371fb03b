import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  ANNOUNCEMENTS_COLLECTION,
  announcementSchema,
  type Announcement,
} from '../../contracts/admin-mail';

/** announcements/{id}: the jobs, read through the contract's schema. */
export const jobs = (db: Firestore) => db.collection(ANNOUNCEMENTS_COLLECTION);

export function parseJob(id: string, data: DocumentData | undefined): Announcement {
  const parsed = announcementSchema.safeParse({ ...data, id });
  if (!parsed.success) throw new HttpsError('not-found', 'That announcement does not exist.');
  return parsed.data;
}
