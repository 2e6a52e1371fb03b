import type { CompanyRole } from '@contracts/companies';

/**
 * Words for roles. Type-only imports from the contract on purpose: this file is in the top bar
 * and the dashboard's first bytes, and the contract's runtime module builds zod schemas.
 */
export const ROLE_LABELS: Record<CompanyRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
};

export const ROLE_DESCRIPTIONS: Record<CompanyRole, string> = {
  owner: 'Full control, including billing, ownership and deleting the company.',
  admin: 'Manages the company details, members and invitations.',
  member: 'Works in the company; cannot manage people or settings.',
};

/** "You are the owner", "You are an admin", "You are a member". */
export const YOUR_ROLE: Record<CompanyRole, string> = {
  owner: 'You are the owner',
  admin: 'You are an admin',
  member: 'You are a member',
};
