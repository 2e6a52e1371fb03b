import type { z } from 'zod';
import { accountOperationsInputSchema, accountOperationsOutputSchema } from './account';
import { affiliateOperationsInputSchema, affiliateOperationsOutputSchema } from './affiliate';
import { billingOperationsInputSchema, billingOperationsOutputSchema } from './billing';
import {
  companyOperationsInputSchema,
  companyOperationsOutputSchema,
  invitationOperationsInputSchema,
  invitationOperationsOutputSchema,
} from './companies';
import { contactOperationsInputSchema, contactOperationsOutputSchema } from './contact';
import { pingInputSchema, pingOutputSchema } from './ping';
import { policyOperationsInputSchema, policyOperationsOutputSchema } from './policies';
import { profileOperationsInputSchema, profileOperationsOutputSchema } from './profile';

/**
 * Every callable's name with its input and output schema. The client's typed caller and the
 * server's `validatedOnCall` both read this table, so the two sides cannot drift apart.
 */
export const callables = {
  ping: { input: pingInputSchema, output: pingOutputSchema },
  affiliateOperations: {
    input: affiliateOperationsInputSchema,
    output: affiliateOperationsOutputSchema,
  },
  companyOperations: {
    input: companyOperationsInputSchema,
    output: companyOperationsOutputSchema,
  },
  invitationOperations: {
    input: invitationOperationsInputSchema,
    output: invitationOperationsOutputSchema,
  },
  policyOperations: { input: policyOperationsInputSchema, output: policyOperationsOutputSchema },
  accountOperations: { input: accountOperationsInputSchema, output: accountOperationsOutputSchema },
  billingOperations: { input: billingOperationsInputSchema, output: billingOperationsOutputSchema },
  profileOperations: {
    input: profileOperationsInputSchema,
    output: profileOperationsOutputSchema,
  },
  contactOperations: {
    input: contactOperationsInputSchema,
    output: contactOperationsOutputSchema,
  },
} as const;

export type CallableName = keyof typeof callables;
export type CallableInput<N extends CallableName> = z.input<(typeof callables)[N]['input']>;
export type CallableOutput<N extends CallableName> = z.output<(typeof callables)[N]['output']>;

export const CALLABLE_REGION = 'us-central1';
/** SPEC §9: callable function timeout. */
export const CALLABLE_TIMEOUT_MS = 70_000;
