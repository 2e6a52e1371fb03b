import type { DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';

/**
 * superAdminGrants/{uid}: every super admin who ever granted `uid` super admin (`grantedBy`, only
 * ever added to: a later re-grant, revoke or grant again never erases who came before), with
 * when the last one did. Written with each grant by adminUserOperations.setSuperAdmin; absent
 * for grants from the seed or `npm run admin:claim`. Closed to clients.
 */
export const SUPER_ADMIN_GRANTS = 'superAdminGrants';

/** How many accounts a grant history is followed through; a larger one is refused, not cut. */
const MAX_GRANTORS = 50;

type Read = (ref: FirebaseFirestore.DocumentReference) => Promise<DocumentSnapshot>;

const grantorsOf = (snap: DocumentSnapshot): string[] => {
  const by: unknown = snap.get('grantedBy');
  if (typeof by === 'string') return [by];
  return Array.isArray(by) ? by.filter((uid): uid is string => typeof uid === 'string') : [];
};

const tooManyGrants = () =>
  new HttpsError(
    'failed-precondition',
    'Your super admin grant cannot be traced to check it is independent of this affiliate. Ask another super admin.',
  );

/**
 * Every super admin whose grants led to `uid`'s: who granted `uid`, who granted them, and so on,
 * breadth first over every grantor ever recorded. Reads in `tx` when given (call before its
 * writes). A history larger than MAX_GRANTORS is refused: an unchecked one would let a long
 * chain of accounts hide its origin.
 */
async function grantedBy(db: Firestore, uid: string, tx?: Transaction): Promise<Set<string>> {
  const read: Read = tx ? (ref) => tx.get(ref) : (ref) => ref.get();
  const seen = new Set<string>();
  let frontier = [uid];
  while (frontier.length > 0) {
    const snaps = await Promise.all(
      frontier.map((id) => read(db.collection(SUPER_ADMIN_GRANTS).doc(id))),
    );
    frontier = [];
    for (const by of snaps.flatMap(grantorsOf)) {
      if (by === uid || seen.has(by)) continue;
      seen.add(by);
      frontier.push(by);
    }
    if (seen.size > MAX_GRANTORS) throw tooManyGrants();
  }
  return seen;
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
  if ((await grantedBy(db, actorUid, tx)).has(affiliateUid)) throw refusal();
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
