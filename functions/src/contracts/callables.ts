import type { z } from 'zod';
import { accountOperations } from './account';
import { adminAffiliateOperations, adminAffiliatePayoutOperations } from './admin-affiliates';
import { adminAffiliateModelOperations } from './admin-affiliate-model';
import { adminBillingOperations } from './admin-billing';
import { adminPolicyOperations } from './admin-policies';
import { adminReportOperations } from './admin-reports';
import { adminAuditOperations } from './admin-audit';
import { adminMailOperations } from './admin-mail';
import { adminUserOperations } from './admin-users';
import { affiliateOperations } from './affiliate';
import { affiliateEarningsOperations } from './affiliate-earnings';
import { affiliateAgreementOperations } from './affiliate-agreement';
import {
  adminAffiliateApplicationOperations,
  adminAffiliateProgrammeOperations,
  affiliateApplicationOperations,
} from './affiliate-applications';
import { billingOperations } from './billing';
import { companyOperations, invitationOperations } from './companies';
import { contactOperations } from './contact';
import type {
  ActionTable,
  AnswerOf,
  AnswersOf,
  EnvelopeOf,
  Operation,
  OperationsCallable,
  PayloadOf,
} from './operation';
import { pingOperation } from './ping';
import { policyOperations } from './policies';
import { profileOperations } from './profile';

/**
 * The contract table: every callable, and for an `*Operations` callable every action, with its
 * input schema, output schema and access. The client's `callFunction`/`callOperation` and the
 * server's `validatedOnCall`/`validatedOperations` both read it, so the two sides cannot drift,
 * and a caller of `companyOperations.create` gets exactly the answer of `create`.
 */
export const callables = {
  ping: pingOperation,
  affiliateOperations,
  affiliateAgreementOperations,
  affiliateEarningsOperations,
  companyOperations,
  invitationOperations,
  policyOperations,
  accountOperations,
  billingOperations,
  profileOperations,
  contactOperations,
  adminBillingOperations,
  adminReportOperations,
  adminAffiliateModelOperations,
  adminMailOperations,
  adminAuditOperations,
  adminPolicyOperations,
  adminUserOperations,
  adminAffiliateOperations,
  adminAffiliatePayoutOperations,
  affiliateApplicationOperations,
  adminAffiliateApplicationOperations,
  adminAffiliateProgrammeOperations,
} as const;

type Callables = typeof callables;
export type CallableName = keyof Callables;

/** Callables with one operation (their body is the input itself). */
export type SingleCallableName = {
  [N in CallableName]: Callables[N] extends Operation ? N : never;
}[CallableName];
/** `*Operations` callables (their body is `{ action, payload }`). */
export type OperationsName = {
  [N in CallableName]: Callables[N] extends OperationsCallable ? N : never;
}[CallableName];

export type ActionsOf<N extends OperationsName> = Callables[N]['actions'];
export type ActionName<N extends OperationsName> = keyof ActionsOf<N> & string;
export type ActionOperation<
  N extends OperationsName,
  A extends ActionName<N>,
> = ActionsOf<N>[A] extends Operation ? ActionsOf<N>[A] : never;
export type ActionPayload<N extends OperationsName, A extends ActionName<N>> = PayloadOf<
  ActionOperation<N, A>
>;
export type ActionAnswer<N extends OperationsName, A extends ActionName<N>> = AnswerOf<
  ActionOperation<N, A>
>;

type TableOf<N extends CallableName> =
  Callables[N] extends OperationsCallable<infer T> ? T : ActionTable;

/** The wire body of a callable: its input, or `{ action, payload }` of one of its actions. */
export type CallableInput<N extends CallableName> = Callables[N] extends Operation
  ? z.input<Callables[N]['input']>
  : EnvelopeOf<TableOf<N>>;
/** Any answer of a callable (callers that know the action get the exact one instead). */
export type CallableOutput<N extends CallableName> = Callables[N] extends Operation
  ? z.output<Callables[N]['output']>
  : AnswersOf<TableOf<N>>;

export { CALLABLE_REGION, CALLABLE_TIMEOUT_MS } from './callable-settings';
