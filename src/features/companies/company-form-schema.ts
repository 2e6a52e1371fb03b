import { companyOperationsInputSchema } from '@contracts/companies';
import type { z } from 'zod';

const createVariant = companyOperationsInputSchema.options[0];
if (createVariant.shape.action.value !== 'create') {
  throw new Error('companyOperations: the first action of the contract is no longer "create"');
}

/**
 * The company details form validates with the contract's own schema (name, slug, logo URL,
 * website), so its messages and rules are the server's.
 */
export const companyFormSchema = createVariant.shape.payload;

export type CompanyFormInput = z.input<typeof companyFormSchema>;
export type CompanyFormValues = z.output<typeof companyFormSchema>;
