import type { UserRecord } from 'firebase-admin/auth';
import type { DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import type { UserRow } from '../../contracts/admin-users';
import { userMirrorFromAuth } from '../../contracts/user-mirror';

export const USERS = 'users';

/** Writes the mirror of an Auth record (merge: other fields of users/{uid} stay). */
export function writeMirror(tx: Transaction, db: Firestore, record: UserRecord): void {
  tx.set(db.collection(USERS).doc(record.uid), userMirrorFromAuth(record), { merge: true });
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const num = (value: unknown) => (typeof value === 'number' ? value : null);

/** A list row from users/{uid}, tolerant of documents written before the mirror existed. */
export function rowFromDoc(doc: DocumentSnapshot): UserRow {
  const data = doc.data() ?? {};
  return {
    uid: doc.id,
    email: text(data.email),
    displayName: text(data.displayName),
    providers: Array.isArray(data.providers)
      ? data.providers.filter((p) => typeof p === 'string')
      : [],
    emailVerified: data.emailVerified === true,
    disabled: data.disabled === true,
    superAdmin: data.superAdmin === true,
    createdAt: num(data.createdAt),
    lastSignInAt: num(data.lastSignInAt),
  };
}
