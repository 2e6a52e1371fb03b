import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { slugRef } from './store';

export const slugTaken = (slug: string) =>
  new HttpsError(
    'already-exists',
    `The address “${slug}” is already taken. Please choose another.`,
  );

/** Whether nobody holds the slug (a hint for the form; the claim itself happens in a transaction). */
export async function isSlugAvailable(db: Firestore, slug: string): Promise<boolean> {
  return !(await slugRef(db, slug).get()).exists;
}

/** Who holds the slug, read inside the transaction that will claim it (null: free). */
export async function slugHolder(
  tx: Transaction,
  db: Firestore,
  slug: string,
): Promise<string | null> {
  const snap = await tx.get(slugRef(db, slug));
  return snap.exists ? ((snap.get('companyId') as string | undefined) ?? '') : null;
}

/** Writes the claim; call only after slugHolder said the slug is free (or already this company's). */
export function claimSlug(tx: Transaction, db: Firestore, slug: string, companyId: string): void {
  tx.set(slugRef(db, slug), { companyId });
}

export function releaseSlug(tx: Transaction, db: Firestore, slug: string): void {
  tx.delete(slugRef(db, slug));
}

/** A create that lost the race for a slug at commit (gRPC ALREADY_EXISTS) is the same refusal. */
export const isAlreadyExists = (error: unknown) => (error as { code?: unknown })?.code === 6;
