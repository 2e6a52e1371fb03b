import type { Firestore } from 'firebase-admin/firestore';
import type { CompanyDoc, InvitationDoc, MemberDoc } from '../../contracts/companies';
import type { StoredEntitlements } from '../../contracts/seats';

/** Collection names of companies and teams, in one place. */
export const collections = {
  companies: 'companies',
  members: 'members',
  slugs: 'companySlugs',
  invitations: 'invitations',
  users: 'users',
  /** Written by the account feature while it deletes an account (read here, never written). */
  accountDeletions: 'accountDeletions',
} as const;

/**
 * companies/{id} as stored: the contract's fields, plus what only functions use. `entitlements`
 * is written by billing's webhook (see contracts/seats.ts); `seatsChangedAt` is touched by every transaction that
 * takes a seat, so two of them always conflict on this document and run one after the other.
 */
export interface StoredCompany extends CompanyDoc {
  /** The shape is contracts/billing.ts `Entitlements`; read defensively (contracts/seats.ts). */
  entitlements?: StoredEntitlements | null;
  seatsChangedAt?: number;
}

export type { CompanyDoc, InvitationDoc, MemberDoc };

export const companyRef = (db: Firestore, companyId: string) =>
  db.collection(collections.companies).doc(companyId);

export const membersRef = (db: Firestore, companyId: string) =>
  companyRef(db, companyId).collection(collections.members);

export const memberRef = (db: Firestore, companyId: string, uid: string) =>
  membersRef(db, companyId).doc(uid);

/** companySlugs/{slug} = { companyId }: the claim that keeps a slug unique across the product. */
export const slugRef = (db: Firestore, slug: string) => db.collection(collections.slugs).doc(slug);

export const invitationsRef = (db: Firestore) => db.collection(collections.invitations);

export const userRef = (db: Firestore, uid: string) => db.collection(collections.users).doc(uid);
