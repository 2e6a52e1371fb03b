import {
  payoutDetailsSchema,
  type PayoutDetails,
  type PayoutDetailsInput,
  type PayoutMethod,
  type WiseCurrency,
} from '@contracts/affiliate-payout-details';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** The form's fields: every method's at once, so switching method keeps what was typed. */
export interface PayoutDetailsFormValues {
  method: PayoutMethod;
  paypalEmail: string;
  accountHolderName: string;
  currency: WiseCurrency;
  /** How Wise reaches them: by email (Wise asks for the bank details) or straight to an IBAN. */
  wiseDestination: 'email' | 'iban';
  wiseEmail: string;
  iban: string;
}

export function formValuesOf(details: PayoutDetails | null): PayoutDetailsFormValues {
  const values: PayoutDetailsFormValues = {
    method: details?.method ?? 'paypal',
    paypalEmail: '',
    accountHolderName: '',
    currency: 'USD',
    wiseDestination: 'email',
    wiseEmail: '',
    iban: '',
  };
  if (details?.method === 'paypal') return { ...values, paypalEmail: details.email };
  if (details?.method === 'wise') {
    return {
      ...values,
      accountHolderName: details.accountHolderName,
      currency: details.currency,
      wiseDestination: details.iban ? 'iban' : 'email',
      wiseEmail: details.recipientEmail ?? '',
      iban: details.iban ?? '',
    };
  }
  return values;
}

/** The contract's input for the chosen method (the other method's fields are left out). */
export function detailsInputOf(values: PayoutDetailsFormValues): PayoutDetailsInput {
  if (values.method === 'paypal') return { method: 'paypal', email: values.paypalEmail };
  const byEmail = values.wiseDestination === 'email';
  return {
    method: 'wise',
    accountHolderName: values.accountHolderName,
    currency: values.currency,
    recipientEmail: byEmail ? values.wiseEmail : null,
    iban: byEmail ? null : values.iban,
  };
}

/** The contract's field (first path segment) → the form's field. */
const FIELD_OF: Record<string, keyof PayoutDetailsFormValues> = {
  email: 'paypalEmail',
  accountHolderName: 'accountHolderName',
  currency: 'currency',
  recipientEmail: 'wiseEmail',
  iban: 'iban',
};

/** Checks the form with the server's own schema, and names each problem's field. */
export const payoutDetailsResolver: Resolver<PayoutDetailsFormValues, unknown, PayoutDetails> = (
  values,
) => {
  const parsed = payoutDetailsSchema.safeParse(detailsInputOf(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors<PayoutDetailsFormValues> = {};
  for (const issue of parsed.error.issues) {
    const field = FIELD_OF[String(issue.path[0])] ?? 'method';
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};
