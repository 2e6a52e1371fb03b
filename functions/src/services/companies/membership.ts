import type { UserRecord } from 'firebase-admin/auth';
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { CompanyRole, MemberDoc } from '../../contracts/companies';
import { hasRole, outranks } from '../../contracts/company-permissions';
import { authDisplayName, authPhotoUrl } from '../../contracts/profile';
import { getAllOf } from '../../lib/converters';
import {
  collections,
  companyConverter,
  companyRef,
  memberConverter,
  memberRef,
  type StoredCompany,
} from './store';

export interface Membership {
  companyId: string;
  company: StoredCompany;
  companyRef: DocumentReference;
  member: MemberDoc;
  memberRef: DocumentReference;
}

const roleNeeded: Record<CompanyRole, string> = {
  owner: 'Only the company owner can do this.',
  admin: 'Only the company owner or an admin can do this.',
  member: 'You are not a member of this company.',
};

/**
 * The caller's membership, read inside the transaction (so a role change takes effect at once and
 * cannot race the action), or an error: `not-found` for a company that does not exist,
 * `permission-denied` for a stranger or a role below `minRole`.
 */
export async function requireRole(
  tx: Transaction,
  db: Firestore,
  companyId: string,
  uid: string,
  /** The least role: `COMPANY_ACTIONS[action]` (contracts/company-permissions.ts), or `member`. */
  minRole: CompanyRole,
): Promise<Membership> {
  const refs = { company: companyRef(db, companyId), member: memberRef(db, companyId, uid) };
  const [companySnap, memberSnap] = await getAllOf(
    tx,
    refs.company.withConverter(companyConverter),
    refs.member.withConverter(memberConverter),
  );
  const company = companySnap.data();
  if (!company) throw new HttpsError('not-found', 'This company no longer exists.');
  const member = memberSnap.data();
  if (!member) {
    throw new HttpsError('permission-denied', 'You are not a member of this company.');
  }
  if (!hasRole(member.role, minRole))
    throw new HttpsError('permission-denied', roleNeeded[minRole]);
  return {
    companyId,
    company,
    companyRef: refs.company,
    member,
    memberRef: refs.member,
  };
}

/**
 * May `actor` change or remove `target`? Never the owner (ownership moves only by transfer), and
 * only someone of lower rank; acting on oneself is decided by the caller.
 */
export function requireOutranks(actor: MemberDoc, target: MemberDoc): void {
  if (target.role === 'owner') {
    throw new HttpsError(
      'permission-denied',
      'The owner cannot be demoted or removed; the owner can transfer ownership first.',
    );
  }
  if (!outranks(actor.role, target.role)) {
    throw new HttpsError(
      'permission-denied',
      `Only the owner can change or remove an ${target.role}.`,
    );
  }
}

/** A member document from the Auth user record (the source of name, address and photo). */
export function memberFromUser(
  user: Pick<UserRecord, 'uid' | 'email' | 'displayName' | 'photoURL'>,
  companyId: string,
  role: CompanyRole,
  now: number,
): MemberDoc {
  return {
    uid: user.uid,
    companyId,
    role,
    email: user.email?.toLowerCase() ?? '',
    // Bounded like a profile name: the Auth record's name is whatever the client set.
    displayName: authDisplayName(user.displayName),
    photoURL: authPhotoUrl(user.photoURL),
    joinedAt: now,
  };
}

/** How a member is named to others (mails, invitation pages). */
export const memberName = (member: Pick<MemberDoc, 'displayName' | 'email'>) =>
  authDisplayName(member.displayName) || member.email || 'A teammate';

/**
 * Refuses a new membership to an account being deleted. Read inside the transaction that
 * creates the membership: a deletion that starts meanwhile conflicts with it, so either the
 * membership exists before the deletion looks for memberships, or it is refused.
 */
export async function requireNotBeingDeleted(
  tx: Transaction,
  db: Firestore,
  uid: string,
): Promise<void> {
  const deletion = await tx.get(db.collection(collections.accountDeletions).doc(uid));
  if (deletion.get('status') === 'in-progress') {
    throw new HttpsError(
      'failed-precondition',
      'Your account is being deleted, so it cannot join or create a company.',
    );
  }
}
