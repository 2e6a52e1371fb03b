import type { Firestore, Transaction } from 'firebase-admin/firestore';
import {
  DEFAULT_PUBLIC_FIELDS,
  publicFieldsSchema,
  type Profile,
  type PublicFields,
} from '../../contracts/profile';

/** Collection names of profiles and public identities, in one place. */
export const collections = {
  users: 'users',
  usernames: 'usernames',
  publicProfiles: 'publicProfiles',
  affiliates: 'affiliates',
} as const;

export const userRef = (db: Firestore, uid: string) => db.collection(collections.users).doc(uid);
export const usernameRef = (db: Firestore, username: string) =>
  db.collection(collections.usernames).doc(username);
export const publicProfileRef = (db: Firestore, username: string) =>
  db.collection(collections.publicProfiles).doc(username);
export const affiliateRef = (db: Firestore, uid: string) =>
  db.collection(collections.affiliates).doc(uid);

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The profile fields of users/{uid}, with defaults for a user who never saved one. */
export function profileFromDoc(
  data: Record<string, unknown> | undefined,
  username: string | null,
): Profile {
  const fields = publicFieldsSchema.safeParse(data?.publicFields);
  return {
    displayName: text(data?.displayName),
    photoURL: text(data?.photoURL),
    bio: text(data?.bio),
    username,
    publicFields: fields.success ? fields.data : DEFAULT_PUBLIC_FIELDS,
  };
}

export interface Identity {
  /** users/{uid} as stored (undefined when it does not exist yet). */
  user: Record<string, unknown> | undefined;
  /** The caller's public username: the one on their users doc, else their affiliate username. */
  username: string | null;
  /** An affiliate's referral link name (it may differ from the public username); null: none. */
  affiliateUsername: string | null;
  /** When the affiliate last moved their link name (ms); null: never. */
  linkNameChangedAt: number | null;
}

/** Reads the caller's users doc and affiliate record inside a transaction. */
export async function readIdentity(tx: Transaction, db: Firestore, uid: string): Promise<Identity> {
  const [user, affiliate] = await tx.getAll(userRef(db, uid), affiliateRef(db, uid));
  const data = user?.data();
  const affiliateUsername = affiliate?.exists ? text(affiliate.get('username')) : null;
  const changedAt: unknown = affiliate?.get('usernameChangedAt');
  return {
    user: data,
    username: text(data?.username) ?? affiliateUsername,
    affiliateUsername,
    linkNameChangedAt: typeof changedAt === 'number' ? changedAt : null,
  };
}

export type { PublicFields };
