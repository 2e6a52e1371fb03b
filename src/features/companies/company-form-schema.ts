import { companyOperations } from '@contracts/companies';
import type { z } from 'zod';

/**
 * The company details form validates with the contract's own schema (name, slug, logo URL,
 * website), so its messages and rules are the server's.
 */
export const companyFormSchema = companyOperations.actions.create.input;

export type CompanyFormInput = z.input<typeof companyFormSchema>;
export type CompanyFormValues = z.output<typeof companyFormSchema>;
