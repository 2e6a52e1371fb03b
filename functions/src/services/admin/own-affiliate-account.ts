import type { DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';

/**
 * superAdminGrants/{uid}: who granted `uid` super admin, and when (written with the grant by
 * adminUserOperations.setSuperAdmin; absent for grants from the seed or `npm run admin:claim`).
 * Closed to clients: functions read it to keep duties apart.
 */
export const SUPER_ADMIN_GRANTS = 'superAdminGrants';

/** How far back a chain of grants is followed (a longer one is refused, not followed). */
const MAX_GRANT_HOPS = 10;

type Read = (ref: FirebaseFirestore.DocumentReference) => Promise<DocumentSnapshot>;

/**
 * The super admins whose grants led to `uid`'s, nearest first: who granted `uid`, who granted
 * them, and so on. Reads in `tx` when given (call before its writes).
 */
async function grantedBy(db: Firestore, uid: string, tx?: Transaction): Promise<string[]> {
  const read: Read = tx ? (ref) => tx.get(ref) : (ref) => ref.get();
  const chain: string[] = [];
  let current = uid;
  for (let hop = 0; hop < MAX_GRANT_HOPS; hop += 1) {
    const by: unknown = (await read(db.collection(SUPER_ADMIN_GRANTS).doc(current))).get(
      'grantedBy',
    );
    if (typeof by !== 'string' || chain.includes(by) || by === uid) return chain;
    chain.push(by);
    current = by;
  }
  return chain;
}

const refusal = () =>
  new HttpsError(
    'failed-precondition',
    'You cannot decide about your own affiliate account, nor about the account of the affiliate whose grant made you a super admin. Ask another super admin.',
  );

/**
 * Separation of duties: a super admin who is also an affiliate (or applies to be one) does not
 * decide about their own affiliate account: not its application, status, commission rate, flags
 * nor payouts. Nor does any super admin whose grant came, directly or through others, from that
 * affiliate's account: otherwise an affiliate who is an admin would grant a second account and
 * decide through it. Money and attribution need a second, independent person.
 */
export async function refuseOwnAffiliateAccount(
  db: Firestore,
  actorUid: string,
  affiliateUid: unknown,
  tx?: Transaction,
): Promise<void> {
  if (typeof affiliateUid !== 'string') return;
  if (actorUid === affiliateUid) throw refusal();
  if ((await grantedBy(db, actorUid, tx)).includes(affiliateUid)) throw refusal();
}

/**
 * The programme's settings set every affiliate's rate, hold and window: an affiliate who is a
 * super admin, or a super admin granted by an affiliate, does not change them.
 */
export async function refuseAffiliateSettingsChange(
  db: Firestore,
  actorUid: string,
  tx?: Transaction,
): Promise<void> {
  const read: Read = tx ? (ref) => tx.get(ref) : (ref) => ref.get();
  for (const uid of [actorUid, ...(await grantedBy(db, actorUid, tx))]) {
    if ((await read(db.collection('affiliates').doc(uid))).exists) {
      throw new HttpsError(
        'failed-precondition',
        uid === actorUid
          ? 'You are an affiliate: the programme settings set your own terms. Ask another super admin.'
          : 'Your super admin grant came from an affiliate: the programme settings set their terms. Ask another super admin.',
      );
    }
  }
}
