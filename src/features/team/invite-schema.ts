import { invitationOperationsInputSchema } from '@contracts/companies';

const createVariant = invitationOperationsInputSchema.options[0];
if (createVariant.shape.action.value !== 'create') {
  throw new Error('invitationOperations: the first action of the contract is no longer "create"');
}

/** The invite form validates with the contract's schema (email and role), minus the company. */
export const inviteFormSchema = createVariant.shape.payload.omit({ companyId: true });
