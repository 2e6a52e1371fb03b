import type { Auth } from 'firebase-admin/auth';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { DeletionBlocked } from '../../contracts/account';
import { bulkWriteOrThrow } from '../../lib/bulk-write';

export interface DeletionContext {
  db: Firestore;
  auth: Auth;
  uid: string;
  /** Lower-cased email of the account, if it has one (invitations are addressed by email). */
  email: string | null;
}

/**
 * Deletes every document of a query, in batches (BulkWriter retries transient failures). A write
 * that fails for good fails the step, so it is not recorded done and the next run tries again.
 */
async function deleteAll(db: Firestore, query: FirebaseFirestore.Query): Promise<void> {
  const snapshot = await query.get();
  if (snapshot.empty) return;
  await bulkWriteOrThrow(db, (writer) => snapshot.docs.map((doc) => writer.delete(doc.ref)));
}

/**
 * Leaves every company the user is a member of, in ONE transaction that also checks ownership:
 * the memberships are read inside it, so if the user became an owner after deleteAccount's
 * early check (a transfer racing the deletion), the whole step is refused and no company is left
 * without its owner. The early check stays for its friendly list of companies.
 */
async function leaveCompanies({ db, uid }: DeletionContext): Promise<void> {
  await db.runTransaction(async (tx) => {
    const memberships = await tx.get(db.collectionGroup('members').where('uid', '==', uid));
    const companyRefs = memberships.docs.flatMap((m) => m.ref.parent.parent ?? []);
    const companies = companyRefs.length ? await tx.getAll(...companyRefs) : [];
    const company = new Map(companies.map((c) => [c.ref.path, c]));
    // An owner membership of a company that no longer exists (its deletion was interrupted
    // before the members went) owns nothing: it is removed below with the others.
    const owned = memberships.docs.filter(
      (m) => m.get('role') === 'owner' && company.get(m.ref.parent.parent?.path ?? '')?.exists,
    );
    if (owned.length) {
      const names = owned.map((m) => {
        const snap = m.ref.parent.parent && company.get(m.ref.parent.parent.path);
        return {
          id: m.ref.parent.parent?.id ?? '',
          name: (snap?.get('name') as string | undefined) ?? 'A company',
          memberCount: (snap?.get('memberCount') as number | undefined) ?? 1,
        };
      });
      throw new HttpsError(
        'failed-precondition',
        `You own ${names.map((c) => c.name).join(', ')}. Transfer ownership to another member or delete ${names.length === 1 ? 'it' : 'them'} first.`,
        { reason: 'owns-companies', companies: names } satisfies DeletionBlocked,
      );
    }
    const existing = new Set(companies.filter((c) => c.exists).map((c) => c.ref.path));
    for (const membership of memberships.docs) {
      tx.delete(membership.ref);
      const companyRef = membership.ref.parent.parent;
      if (companyRef && existing.has(companyRef.path)) {
        tx.update(companyRef, { memberCount: FieldValue.increment(-1), updatedAt: Date.now() });
      }
    }
  });
}

/** Invitations addressed to the user go; those they sent stay with the company, anonymised. */
async function clearInvitations({ db, uid, email }: DeletionContext): Promise<void> {
  if (email) await deleteAll(db, db.collection('invitations').where('email', '==', email));
  const sent = await db.collection('invitations').where('invitedBy.uid', '==', uid).get();
  await bulkWriteOrThrow(db, (writer) =>
    sent.docs.map((doc) =>
      writer.update(doc.ref, { invitedBy: { uid: 'deleted-user', name: 'A former member' } }),
    ),
  );
}

/** The public username claims and the public profiles kept under them. */
async function clearPublicIdentity({ db, uid }: DeletionContext): Promise<void> {
  const claims = await db.collection('usernames').where('uid', '==', uid).get();
  const username = (await db.doc(`users/${uid}`).get()).get('username') as unknown;
  const names = new Set(claims.docs.map((claim) => claim.id));
  if (typeof username === 'string') names.add(username);
  await bulkWriteOrThrow(db, (writer) => [
    ...[...names].map((name) => writer.delete(db.doc(`publicProfiles/${name}`))),
    ...claims.docs.map((claim) => writer.delete(claim.ref)),
  ]);
}

/**
 * Affiliate records keep only anonymous counts: the rollups stay (their affiliateUid no longer
 * leads to a person), everything else that links a person to a visit or a sign-up goes.
 */
async function anonymiseAffiliateRecords({ db, uid }: DeletionContext): Promise<void> {
  await db.doc(`affiliates/${uid}`).delete();
  await deleteAll(db, db.collection('affiliateVisits').where('affiliateUid', '==', uid));
  await db.doc(`affiliateAttributions/${uid}`).delete();
  const converted = await db.collection('affiliateSessions').where('convertedBy', '==', uid).get();
  await bulkWriteOrThrow(db, (writer) =>
    converted.docs.map((session) => writer.update(session.ref, { convertedBy: 'deleted-user' })),
  );
}

async function deleteContactMessages({ db, uid }: DeletionContext): Promise<void> {
  await deleteAll(db, db.collection('contactMessages').where('uid', '==', uid));
}

async function deleteUserDocument({ db, uid }: DeletionContext): Promise<void> {
  await db.doc(`users/${uid}`).delete();
}

/** Last: until here the user can still sign in and run the deletion again to finish it. */
async function deleteAuthUser({ auth, uid }: DeletionContext): Promise<void> {
  try {
    await auth.deleteUser(uid);
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
  }
}

/** Every step is idempotent, so a deletion interrupted anywhere finishes when run again. */
export const deletionSteps = [
  ['leave-companies', leaveCompanies],
  ['clear-invitations', clearInvitations],
  ['clear-public-identity', clearPublicIdentity],
  ['anonymise-affiliate-records', anonymiseAffiliateRecords],
  ['delete-contact-messages', deleteContactMessages],
  ['delete-user-document', deleteUserDocument],
  ['delete-auth-user', deleteAuthUser],
] as const satisfies readonly (readonly [string, (ctx: DeletionContext) => Promise<void>])[];

export type DeletionStep = (typeof deletionSteps)[number][0];
