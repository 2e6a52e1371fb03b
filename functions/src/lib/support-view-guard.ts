import { HttpsError } from 'firebase-functions/v2/https';
import type { ActionName, CallableName, OperationsName } from '../contracts/callables';
import { supportViewOf } from '../contracts/support-view';
import { refusal } from './refusal';

type Allowed = { [N in OperationsName]?: readonly ActionName<N>[] };

/**
 * The only calls a support view (view as user) may make: reads of what the user's pages show,
 * and ending the view. Everything else, every write included, is refused: a call added to the
 * contract is refused in a support view until it is listed here (support-view.test.ts walks
 * the whole contract table).
 */
export const SUPPORT_VIEW_CALLS: Allowed = {
  affiliateOperations: ['getVisitAnalytics', 'getRecentVisits'],
  affiliateEarningsOperations: ['getEarnings', 'getPayoutDetails', 'listPayouts'],
  affiliateApplicationOperations: ['getMine'],
  invitationOperations: ['preview'],
  accountOperations: ['endSupportView'],
};
const SINGLE_CALLS: readonly CallableName[] = ['ping'];

export function mayCallInSupportView(name: CallableName, action: string | null): boolean {
  if (action === null) return SINGLE_CALLS.includes(name);
  const listed = SUPPORT_VIEW_CALLS[name as OperationsName] as readonly string[] | undefined;
  return listed?.includes(action) ?? false;
}

/**
 * Refuses a support view's call that is not a listed read (reason `supportViewReadOnly`), and
 * every call once the view has ended. Ordinary sessions pass untouched.
 */
export function guardSupportView(
  name: CallableName,
  action: string | null,
  claims: Record<string, unknown>,
  now: number,
): void {
  const view = supportViewOf(claims);
  if (!view) return;
  if (now >= view.until) {
    throw new HttpsError('unauthenticated', 'This support view has ended. Please sign in again.');
  }
  if (!mayCallInSupportView(name, action)) {
    throw refusal(
      { reason: 'supportViewReadOnly' },
      'This is a read-only support view of the account: it cannot change anything.',
    );
  }
}
