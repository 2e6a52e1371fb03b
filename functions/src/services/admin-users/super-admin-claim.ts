import type { Auth, UserRecord } from 'firebase-admin/auth';
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { programmeCollections, type AffiliateFlagDoc } from '../../contracts/affiliate-programme';
import { isSuperAdminClaim } from '../../contracts/claims';
import { SUPER_ADMIN_GRANTS } from '../admin/own-affiliate-account';
import { afterAuthChange, type UserActionDeps } from './account-change';
import { USERS } from './mirror';

/**
 * The super admins now, but for `except`: the mirror finds the candidates (enabled ones), Auth,
 * the authority, confirms the claim (getUsers takes 100 at a time).
 */
export async function superAdminsNow(
  deps: { db: Firestore; auth: Auth },
  except: readonly string[] = [],
): Promise<{ uid: string; email: string | null }[]> {
  const candidates = await deps.db.collection(USERS).where('superAdmin', '==', true).get();
  const uids = candidates.docs
    .filter((d) => !except.includes(d.id) && d.get('disabled') !== true)
    .map((d) => d.id);
  const found: { uid: string; email: string | null }[] = [];
  for (let start = 0; start < uids.length; start += 100) {
    const chunk = uids.slice(start, start + 100).map((uid) => ({ uid }));
    const { users } = await deps.auth.getUsers(chunk);
    for (const user of users) {
      if (isSuperAdminClaim(user.customClaims) && !user.disabled) {
        found.push({ uid: user.uid, email: user.email ?? null });
      }
    }
  }
  return found;
}

/**
 * Who granted it (superAdminGrants, which keeps duties apart: own-affiliate-account.ts): the one
 * who asked and the one who approved. A grant by an affiliate opens a review flag on that
 * affiliate: the new admin may not decide about them.
 */
async function recordGrant(
  tx: Transaction,
  db: Firestore,
  uid: string,
  grantors: readonly string[],
): Promise<void> {
  const now = Date.now();
  const affiliates = await Promise.all(
    grantors.map((grantor) => tx.get(db.collection('affiliates').doc(grantor))),
  );
  // Added to, never replaced: a later grant by someone else must not erase an earlier grantor.
  tx.set(
    db.collection(SUPER_ADMIN_GRANTS).doc(uid),
    { grantedBy: FieldValue.arrayUnion(...grantors), grantedAt: now },
    { merge: true },
  );
  for (const affiliate of affiliates.filter((a) => a.exists)) {
    const flag: AffiliateFlagDoc = {
      affiliateUid: affiliate.id,
      kind: 'adminGrant',
      day: new Date(now).toISOString().slice(0, 10),
      count: 1,
      createdAt: now,
      status: 'open',
      note: `This affiliate, a super admin, granted super admin to ${uid}. That admin cannot decide about this affiliate's account or the programme settings.`,
    };
    tx.set(
      db.collection(programmeCollections.flags).doc(`adminGrant_${affiliate.id}_${uid}`),
      flag,
    );
  }
}

/**
 * Sets the claim (keeping other claims), then mirrors it, records the grantors and audits it as
 * `users.grantSuperAdmin` in one transaction.
 */
export async function grantSuperAdminClaim(
  deps: UserActionDeps,
  user: UserRecord,
  grantors: readonly string[],
  auditAfter: Record<string, unknown> = {},
) {
  await deps.auth.setCustomUserClaims(user.uid, { ...(user.customClaims ?? {}), superAdmin: true });
  return afterAuthChange(
    deps,
    user.uid,
    'users.grantSuperAdmin',
    { superAdmin: false },
    { superAdmin: true, ...auditAfter },
    async (tx) => {
      await recordGrant(tx, deps.db, user.uid, grantors);
    },
  );
}
