/**
 * Company roles with no imports, so public pages (pricing) can rank roles without pulling zod
 * in (companies.ts re-exports them next to its schemas).
 */

export const COMPANY_ROLES = ['owner', 'admin', 'member'] as const;

/** owner > admin > member. Nobody acts on someone of equal or higher rank (except themselves). */
export const ROLE_RANK: Record<(typeof COMPANY_ROLES)[number], number> = {
  owner: 3,
  admin: 2,
  member: 1,
};
