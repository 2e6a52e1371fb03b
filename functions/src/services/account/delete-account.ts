import type { Auth } from 'firebase-admin/auth';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { DeletionBlocked } from '../../contracts/account';
import { deletionSteps, type DeletionStep } from './deletion-steps';
import { refusal } from '../../lib/refusal';

export interface DeleteAccountDeps {
  db: Firestore;
  auth: Auth;
  now: number;
  /** Tests only: called after each step (throwing there simulates an interruption). */
  afterStep?: (step: DeletionStep) => void;
}

const blocked = (message: string, details: DeletionBlocked) => refusal(details, message);

/** Companies the user owns: they must hand them over or delete them first. */
async function ownedCompanies(db: Firestore, uid: string) {
  const owned = await db
    .collectionGroup('members')
    .where('uid', '==', uid)
    .where('role', '==', 'owner')
    .get();
  const companies = await Promise.all(
    owned.docs.map(async (membership) => {
      const company = await membership.ref.parent.parent?.get();
      // A membership left behind by an interrupted company deletion owns nothing.
      if (!company?.exists) return null;
      return {
        id: company.id,
        name: (company.get('name') as string | undefined) ?? 'A company',
        memberCount: (company.get('memberCount') as number | undefined) ?? 1,
      };
    }),
  );
  return companies.filter((c) => c !== null);
}

/**
 * Deletes an account and everything it owns, step by step (see deletion-steps.ts). Progress is
 * recorded in accountDeletions/{uid} (no personal data), and a re-run after an interruption
 * picks up and finishes. The caller's recent sign-in is checked by the callable.
 */
export async function deleteAccount(
  uid: string,
  deps: DeleteAccountDeps,
): Promise<{ deleted: true }> {
  const { db, auth, now } = deps;
  const companies = await ownedCompanies(db, uid);
  if (companies.length) {
    throw blocked(
      `You own ${companies.map((c) => c.name).join(', ')}. Transfer ownership to another member or delete ${companies.length === 1 ? 'it' : 'them'} first.`,
      { reason: 'owns-companies', companies },
    );
  }
  const record = await auth.getUser(uid).catch(() => null);
  // Invitations addressed to an unverified email are not the user's to delete.
  const email = record?.emailVerified ? (record.email?.toLowerCase() ?? null) : null;
  const progressRef = db.doc(`accountDeletions/${uid}`);
  await progressRef.set({ status: 'in-progress', startedAt: now, done: [] }, { merge: true });
  for (const [name, run] of deletionSteps) {
    await run({ db, auth, uid, email });
    await progressRef.update({ done: FieldValue.arrayUnion(name) });
    deps.afterStep?.(name);
  }
  await progressRef.set({ status: 'completed', completedAt: Date.now() }, { merge: true });
  return { deleted: true };
}
