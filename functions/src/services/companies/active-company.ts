import type { DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import { userRef } from './store';

/**
 * `users/{uid}.activeCompanyId` is the company the app opens: the client switches it itself
 * (rules allow exactly that field), and the server sets it on create and accept and clears it
 * when the user leaves, is removed, or the company is deleted.
 */
export function setActiveCompany(
  tx: Transaction,
  db: Firestore,
  uid: string,
  companyId: string,
): void {
  tx.set(userRef(db, uid), { activeCompanyId: companyId }, { merge: true });
}

/** Read before any write of the transaction; pass to clearActiveCompanyIf. */
export const readUser = (tx: Transaction, db: Firestore, uid: string) => tx.get(userRef(db, uid));

export function clearActiveCompanyIf(
  tx: Transaction,
  user: DocumentSnapshot,
  companyId: string,
): void {
  if (user.exists && user.get('activeCompanyId') === companyId) {
    tx.update(user.ref, { activeCompanyId: null });
  }
}
