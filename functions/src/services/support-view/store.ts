import type { Auth } from 'firebase-admin/auth';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import {
  SUPPORT_VIEWS,
  supportViewDocSchema,
  type SupportViewDoc,
} from '../../contracts/support-view';
import { zodConverter } from '../../lib/converters';
import { recordAudit, type AuditActor } from '../admin/audit';

export const supportViewConverter = zodConverter(supportViewDocSchema, 'support view');

export const supportViewRef = (db: Firestore, id: string) =>
  db.collection(SUPPORT_VIEWS).doc(id).withConverter(supportViewConverter);

/** The admin who viewed, as the audit names actors (their email from Auth, when it answers). */
export async function viewingAdmin(auth: Auth, uid: string): Promise<AuditActor> {
  const email = await auth.getUser(uid).then(
    (user) => user.email ?? null,
    () => null,
  );
  return { uid, email };
}

/**
 * Ends a view still running, in `tx`, and audits it as `users.endSupportView` by the admin who
 * viewed (the view's own session ends it, or the maintenance job once its time ran out).
 */
export function endView(
  tx: Transaction,
  db: Firestore,
  id: string,
  view: SupportViewDoc,
  ended: { at: number; by: 'exit' | 'expired'; admin: AuditActor },
): void {
  tx.update(supportViewRef(db, id), { endedAt: ended.at, endedBy: ended.by });
  recordAudit(tx, db, {
    actor: ended.admin,
    action: 'users.endSupportView',
    target: { kind: 'user', id: view.targetUid, label: null },
    before: { endedAt: null },
    after: { endedAt: ended.at, endedBy: ended.by, view: id },
  });
}
