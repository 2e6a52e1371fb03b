import type { CompanyRole, GrantableRole } from '@contracts/companies';
import { ROLE_RANK } from '@contracts/company-roles';
import type { Member } from './company-model';

export const GRANTABLE_ROLES: readonly GrantableRole[] = ['member', 'admin'];

/** Owners and admins edit the company, invite people and see pending invitations. */
export function canManageCompany(role: CompanyRole | null | undefined): boolean {
  return role === 'owner' || role === 'admin';
}

export interface MemberActions {
  changeRole: boolean;
  remove: boolean;
}

const NONE: MemberActions = { changeRole: false, remove: false };

/**
 * What the caller may do to another member, by rank (owner > admin > member). Nobody acts on
 * themselves here (leaving is on the company page), on an equal or higher rank, or on the owner
 * (ownership moves only by transfer). So the owner manages admins and members; an admin manages
 * members; a member manages nobody.
 */
export function memberActions(caller: { uid: string; role: CompanyRole }, target: Member) {
  if (target.uid === caller.uid || target.role === 'owner') return NONE;
  if (!canManageCompany(caller.role)) return NONE;
  if (ROLE_RANK[caller.role] <= ROLE_RANK[target.role]) return NONE;
  return { changeRole: true, remove: true } satisfies MemberActions;
}

/** Owner first, then admins, then members; by name (or email) within a role. */
export function sortMembers<M extends Pick<Member, 'role' | 'displayName' | 'email'>>(
  members: readonly M[],
): M[] {
  const name = (m: M) => (m.displayName || m.email).toLocaleLowerCase();
  return [...members].sort(
    (a, b) => ROLE_RANK[b.role] - ROLE_RANK[a.role] || name(a).localeCompare(name(b)),
  );
}
