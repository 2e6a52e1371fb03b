import { FieldPath, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import type { AudienceSegment } from '../../contracts/admin-mail';

/** A user who can receive an announcement. */
export interface Recipient {
  uid: string;
  email: string;
}

/**
 * Has a verified email (a non-empty string its owner proved: an announcement never goes to an
 * address somebody merely typed), did not opt out and is not disabled (a disabled account cannot
 * sign in, so it is not mailed either): the segments' shared condition.
 */
export function recipientOf(uid: string, user: DocumentData | undefined): Recipient | null {
  if (!user) return null;
  const email: unknown = user.email;
  if (typeof email !== 'string' || email === '') return null;
  if (user.emailVerified !== true) return null;
  if (user.announcementsOptOut === true) return null;
  if (user.disabled === true) return null;
  return { uid, email };
}

async function usersByUid(db: Firestore, uids: string[]): Promise<Recipient[]> {
  const unique = [...new Set(uids)];
  const recipients: Recipient[] = [];
  for (let i = 0; i < unique.length; i += 100) {
    const refs = unique.slice(i, i + 100).map((uid) => db.collection('users').doc(uid));
    if (refs.length === 0) continue;
    const docs = await db.getAll(...refs);
    for (const doc of docs) {
      const recipient = recipientOf(doc.id, doc.data());
      if (recipient) recipients.push(recipient);
    }
  }
  return recipients;
}

/**
 * How many people a segment reaches. All users: two count aggregations (users with a verified
 * email, minus those of them who opted out; indexes emailVerified + email and emailVerified +
 * announcementsOptOut + email), minus the disabled ones who would be reached (read: there are few). Owners and affiliates are a join with users/{uid}:
 * their ids are read (projection only), then the users docs.
 */
export async function countAudience(db: Firestore, segment: AudienceSegment): Promise<number> {
  if (segment === 'allUsers') {
    const withEmail = db
      .collection('users')
      .where('emailVerified', '==', true)
      .where('email', '>', '');
    const [all, optedOut, disabled] = await Promise.all([
      withEmail.count().get(),
      withEmail.where('announcementsOptOut', '==', true).count().get(),
      db
        .collection('users')
        .where('disabled', '==', true)
        .select('email', 'emailVerified', 'announcementsOptOut')
        .get(),
    ]);
    const disabledReached = disabled.docs.filter((doc) => {
      const email: unknown = doc.get('email');
      return (
        typeof email === 'string' &&
        email !== '' &&
        doc.get('emailVerified') === true &&
        doc.get('announcementsOptOut') !== true
      );
    }).length;
    return all.data().count - optedOut.data().count - disabledReached;
  }
  const ids =
    segment === 'companyOwners'
      ? (await db.collection('companies').select('ownerUid').get()).docs
          .map((doc) => doc.get('ownerUid') as unknown)
          .filter((uid): uid is string => typeof uid === 'string' && uid !== '')
      : (
          await db.collection('affiliates').where('status', '==', 'approved').select().get()
        ).docs.map((doc) => doc.id);
  return (await usersByUid(db, ids)).length;
}

/** One page of a segment's source documents, after `cursor` (the last source document id). */
export interface AudiencePage {
  recipients: Recipient[];
  /** The id of the last source document read (the next cursor), or the old cursor. */
  lastId: string | null;
  /** Fewer documents than asked: the segment is exhausted. */
  done: boolean;
}

export async function readAudiencePage(
  db: Firestore,
  segment: AudienceSegment,
  cursor: string | null,
  limit: number,
): Promise<AudiencePage> {
  const byId = FieldPath.documentId();
  const source =
    segment === 'allUsers'
      ? db.collection('users')
      : segment === 'companyOwners'
        ? db.collection('companies').select('ownerUid')
        : db.collection('affiliates').where('status', '==', 'approved').select();
  let query = source.orderBy(byId);
  if (cursor) query = query.startAfter(cursor);
  const snapshot = await query.limit(limit).get();
  const lastId = snapshot.docs.at(-1)?.id ?? cursor;
  const done = snapshot.docs.length < limit;
  if (segment === 'allUsers') {
    const recipients = snapshot.docs.flatMap((doc) => recipientOf(doc.id, doc.data()) ?? []);
    return { recipients, lastId, done };
  }
  const uids =
    segment === 'companyOwners'
      ? snapshot.docs
          .map((doc) => doc.get('ownerUid') as unknown)
          .filter((uid): uid is string => typeof uid === 'string' && uid !== '')
      : snapshot.docs.map((doc) => doc.id);
  return { recipients: await usersByUid(db, uids), lastId, done };
}
