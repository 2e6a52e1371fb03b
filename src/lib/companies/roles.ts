import { ROLE_RANK } from '@contracts/company-roles';
import type { Member } from './company-model';

/*
 * Who may do what (edit, invite, bill, act on a member) is decided by
 * functions/src/contracts/company-permissions.ts, the module the functions refuse by.
 */

/** Owner first, then admins, then members; by name (or email) within a role. */
export function sortMembers<M extends Pick<Member, 'role' | 'displayName' | 'email'>>(
  members: readonly M[],
): M[] {
  const name = (m: M) => (m.displayName || m.email).toLocaleLowerCase();
  return [...members].sort(
    (a, b) => ROLE_RANK[b.role] - ROLE_RANK[a.role] || name(a).localeCompare(name(b)),
  );
}
