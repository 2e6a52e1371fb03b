import { invitationOperations } from '@contracts/companies';

/** The invite form validates with the contract's schema (email and role), minus the company. */
export const inviteFormSchema = invitationOperations.actions.create.input.omit({ companyId: true });
