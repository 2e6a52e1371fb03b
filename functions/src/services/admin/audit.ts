import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { AuditEntry } from '../../contracts/audit';

export const AUDIT_COLLECTION = 'auditLog';

/** Who acts: the verified super admin of the call. */
export interface AuditActor {
  uid: string;
  email: string | null;
}

/**
 * Appends an audit entry inside the caller's transaction, so the entry exists exactly when the
 * change does: a refused or failed action leaves none. Entries are never changed afterwards.
 */
export function recordAudit(
  tx: Transaction,
  db: Firestore,
  entry: Omit<AuditEntry, 'at'> & { at?: number },
): void {
  const ref = db.collection(AUDIT_COLLECTION).doc();
  tx.create(ref, { ...entry, at: entry.at ?? Date.now() });
}

/** The actor of a call from its verified claims. */
export function auditActor(uid: string, claims: Record<string, unknown>): AuditActor {
  return { uid, email: typeof claims.email === 'string' ? claims.email : null };
}
