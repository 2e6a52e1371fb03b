import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { SUPPORT_VIEWS } from '../../contracts/support-view';
import { endView, supportViewConverter, viewingAdmin } from './store';

const BATCH = 100;

/**
 * Maintenance: support views whose 30 minutes ran out without an Exit are recorded as ended
 * then (`expired`), so the audit log and the user's page show each view's end. Bounded per run.
 */
export async function expireSupportViews(
  deps: { db: Firestore; auth: Auth },
  now: number,
): Promise<number> {
  const { db } = deps;
  const due = await db
    .collection(SUPPORT_VIEWS)
    .where('endedAt', '==', null)
    .where('expiresAt', '<=', now)
    .limit(BATCH)
    .withConverter(supportViewConverter)
    .get();
  let ended = 0;
  for (const doc of due.docs) {
    const admin = await viewingAdmin(deps.auth, doc.data().adminUid);
    const done = await db.runTransaction(async (tx) => {
      const view = (await tx.get(doc.ref)).data();
      if (!view || view.endedAt !== null) return false;
      endView(tx, db, doc.id, view, { at: view.expiresAt, by: 'expired', admin });
      return true;
    });
    if (done) ended += 1;
  }
  return ended;
}
