import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { isSuperAdminClaim } from '../../contracts/claims';

/**
 * The users mirror of every account it calls a super admin, set right from Auth: a claim removed
 * or an account disabled outside the product (the console, a script) reaches the mirror here,
 * so the rules (which read the mirror) and the announcement sender follow within a maintenance
 * run instead of at that user's next sign-in. Super admins are few: one query, one Auth lookup
 * per hundred. Answers how many mirrors it corrected.
 */
export async function reconcileSuperAdminMirrors(db: Firestore, auth: Auth): Promise<number> {
  const mirrors = await db
    .collection('users')
    .where('superAdmin', '==', true)
    .select('disabled')
    .get();
  // A disabled one the mirror already shows disabled needs nothing (rules refuse it already).
  const live = new Map(mirrors.docs.map((doc) => [doc.id, doc.get('disabled') !== true]));
  const uids = [...live.keys()];
  let corrected = 0;
  for (let i = 0; i < uids.length; i += 100) {
    const { users, notFound } = await auth.getUsers(uids.slice(i, i + 100).map((uid) => ({ uid })));
    const stale = [
      ...users
        .filter(
          (user) =>
            !isSuperAdminClaim(user.customClaims) || (user.disabled && live.get(user.uid) === true),
        )
        .map((user) => ({
          uid: user.uid,
          superAdmin: isSuperAdminClaim(user.customClaims),
          disabled: user.disabled,
        })),
      ...notFound.map((id) => ({ uid: (id as { uid: string }).uid, superAdmin: false })),
    ];
    for (const { uid, ...fields } of stale) {
      await db.collection('users').doc(uid).set(fields, { merge: true });
      logger.warn('super admin mirror corrected from Auth', { uid, ...fields });
      corrected += 1;
    }
  }
  return corrected;
}
