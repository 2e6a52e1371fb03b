import { callableCode, callableMessage } from '../firebase/callable-errors';

const NOT_AVAILABLE =
  'Billing is not available on this site right now, so nothing was changed. Please try again later or contact support.';

/**
 * A failed billing call in words. The functions word their refusals for people (a plan no longer
 * offered, too few seats, payments not set up on this deployment…), so those are shown as they
 * come; a `failed-precondition` without words gets a calm explanation instead of a generic one.
 */
export function billingErrorMessage(error: unknown): string {
  return callableMessage(error, { 'failed-precondition': NOT_AVAILABLE });
}

/** Refusals that are not failures (billing not set up, nothing to manage): shown as information. */
export const isBillingNotice = (error: unknown): boolean =>
  callableCode(error) === 'failed-precondition';
