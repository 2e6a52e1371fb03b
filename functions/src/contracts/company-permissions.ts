import { ROLE_RANK } from './company-roles';

/**
 * Who may do what in a company, in one pure module (no imports but the role table, so every page
 * can use it without zod): the functions refuse by these rules, the app shows only the actions
 * they allow, and company-permissions.test.ts walks the same role table as the rules tests.
 * The Firestore rules express the read side of the same table (`isMemberOf`, `isManagerOf`).
 */
export type Role = keyof typeof ROLE_RANK;
export type Grantable = Exclude<Role, 'owner'>;

/** The roles an invitation or a role change can give (ownership moves only by transfer). */
export const GRANTABLE_ROLES: readonly Grantable[] = ['member', 'admin'];

/** Whether `role` is `min` or higher (owner > admin > member). */
export const hasRole = (role: Role, min: Role): boolean => ROLE_RANK[role] >= ROLE_RANK[min];

/** Whether `actor` strictly outranks `target`: only then may they act on them. */
export const outranks = (actor: Role, target: Role): boolean =>
  ROLE_RANK[actor] > ROLE_RANK[target];

/** What a role may do to the company itself. */
export const COMPANY_ACTIONS = {
  /** Edit the name, slug, logo and website. */
  edit: 'admin',
  /** Invite by email or link, resend and revoke invitations, see the pending ones. */
  invite: 'admin',
  /** Manage billing: checkout, the portal, seats. */
  billing: 'admin',
  /** Hand the company to another member. */
  transferOwnership: 'owner',
  /** Delete the company. */
  delete: 'owner',
} as const satisfies Record<string, Role>;
export type CompanyAction = keyof typeof COMPANY_ACTIONS;

/** Whether `role` may do `action` to the company. */
export const mayDo = (role: Role | null | undefined, action: CompanyAction): boolean =>
  role != null && hasRole(role, COMPANY_ACTIONS[action]);

/** Anyone but the owner may leave (the owner transfers ownership first). */
export const mayLeave = (role: Role | null | undefined): boolean =>
  role === 'member' || role === 'admin';

/** Whether an inviter of `role` may invite someone as `invited` (never above their own role). */
export const mayInviteAs = (role: Role | null | undefined, invited: Grantable): boolean =>
  mayDo(role, 'invite') && role != null && hasRole(role, invited);

/**
 * What `actor` may do to another member `target`: change their role (to a role no higher than
 * their own) and remove them. Nobody acts on themselves here (leaving is its own action), on an
 * equal or higher rank, or on the owner (ownership moves only by transfer). So the owner manages
 * admins and members, an admin manages members, a member manages nobody.
 */
export function memberActions(
  actor: { uid: string; role: Role },
  target: { uid: string; role: Role },
): { changeRole: boolean; remove: boolean; grantable: readonly Grantable[] } {
  const allowed =
    target.uid !== actor.uid &&
    target.role !== 'owner' &&
    mayDo(actor.role, 'invite') &&
    outranks(actor.role, target.role);
  return {
    changeRole: allowed,
    remove: allowed,
    grantable: allowed ? GRANTABLE_ROLES.filter((r) => hasRole(actor.role, r)) : [],
  };
}
