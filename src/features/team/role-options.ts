import type { GrantableRole } from '@contracts/companies';
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from '@/lib/companies/role-labels';
import { GRANTABLE_ROLES } from '@contracts/company-permissions';
import type { SelectOption } from '@/lib/ui/select';

/** Member and Admin, each with what it may do. */
export const roleOptions: SelectOption<GrantableRole>[] = GRANTABLE_ROLES.map((role) => ({
  value: role,
  label: ROLE_LABELS[role],
  description: ROLE_DESCRIPTIONS[role],
}));

/** The same, without descriptions, for compact places such as a table cell. */
export const compactRoleOptions: SelectOption<GrantableRole>[] = GRANTABLE_ROLES.map((role) => ({
  value: role,
  label: ROLE_LABELS[role],
}));
