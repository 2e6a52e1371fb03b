import type { Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import {
  companyDocSchema,
  invitationDocSchema,
  memberDocSchema,
  type CompanyDoc,
  type InvitationDoc,
  type MemberDoc,
} from '../../contracts/companies';
import type { StoredEntitlements } from '../../contracts/seats';
import { zodConverter } from '../../lib/converters';

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
export const storedCompanySchema = companyDocSchema.extend({
  /**
   * The shape is contracts/billing.ts `Entitlements`, but its values are read defensively
   * (contracts/seats.ts): kept as they are, whatever they hold.
   */
  entitlements: z
    .object({ seats: z.unknown(), status: z.unknown(), graceUntil: z.unknown() })
    .partial()
    .nullable()
    .optional() satisfies z.ZodType<StoredEntitlements | null | undefined>,
  seatsChangedAt: z.number().optional(),
});
export type StoredCompany = z.infer<typeof storedCompanySchema>;

export type { CompanyDoc, InvitationDoc, MemberDoc };

export const companyConverter = zodConverter(storedCompanySchema, 'company');
export const memberConverter = zodConverter(memberDocSchema, 'company member');
export const invitationConverter = zodConverter(invitationDocSchema, 'invitation');

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
