import { readReason } from '@contracts/error-reason-fields';
import type { ErrorReason } from '@contracts/error-reasons';

/**
 * The app's words for the reasons a call is refused (contracts/error-reasons.ts): the server
 * sends the reason and its facts; what people read, and which page they are sent to, is decided
 * here, so no server message names a page of the app.
 */

/**
 * The reason a failed call carries, checked against the contract's shape (without zod: public
 * pages read refusals too); null when it has none.
 */
export function callableReason(error: unknown): ErrorReason | null {
  if (typeof error !== 'object' || error === null) return null;
  return readReason((error as { details?: unknown }).details);
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "in a minute", "in 12 minutes", "in 3 hours". */
export function retryIn(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 1) return 'in a minute';
  if (minutes < 90) return `in ${minutes} minutes`;
  return `in ${plural(Math.ceil(minutes / 60), 'hour')}`;
}

const day = (ms: number) =>
  new Date(ms).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });

const INVITATION_PROBLEMS: Record<
  Extract<ErrorReason, { reason: 'invitationProblem' }>['problem'],
  string
> = {
  invalid: 'This invitation link is not valid. Check that you copied all of it.',
  expired: 'This invitation has expired. Ask whoever invited you for a new one.',
  used: 'This invitation has already been used.',
  revoked: 'This invitation was withdrawn. Ask whoever invited you for a new one.',
  declined: 'This invitation was declined.',
};

/** What people read for a reason. */
export function reasonMessage(reason: ErrorReason): string {
  switch (reason.reason) {
    case 'seatLimit':
      return reason.asker === 'inviter'
        ? `Your plan includes ${plural(reason.limit, 'seat')}, and members and pending invitations already use all of them. Upgrade the plan, or remove someone, to invite more people.`
        : `${reason.companyName} has no free seat: its plan includes ${plural(reason.limit, 'seat')}. Ask an owner or admin to upgrade the plan.`;
    case 'rateLimited': {
      const when = retryIn(reason.retryAfterSeconds);
      switch (reason.scope) {
        case 'companyInvitations':
          return `This company has sent ${reason.max} invitations in the last hour, the most allowed. Try again ${when}.`;
        case 'inviterInvitations':
          return `You have sent ${reason.max} invitations today, the most allowed. Try again ${when}.`;
        case 'contactMessages':
          return `You have sent ${plural(reason.max, 'message')} in the last hour, the most allowed. Try again ${when}.`;
        case 'visits':
          return `Too many visits in a short time. Try again ${when}.`;
        case 'payoutDetailsMails':
          return `We have just mailed you a confirmation link. Try again ${when} if it does not arrive.`;
      }
      break;
    }
    case 'reauthenticate':
      return 'For your security, confirm it is you (your password, or sign in again) right before doing this.';
    case 'secondFactorRequired':
      return 'Super admins must sign in with two-step verification. Set it up on your profile, then sign in again with your code.';
    case 'supportViewReadOnly':
      return 'This is a read-only support view.';
    case 'owns-companies':
      return `You still own ${plural(reason.companies.length, 'company', 'companies')}. Hand ${reason.companies.length === 1 ? 'it' : 'them'} over to someone else or delete ${reason.companies.length === 1 ? 'it' : 'them'} first.`;
    case 'invitationProblem':
      return INVITATION_PROBLEMS[reason.problem];
    case 'linkRenameCooldown':
      return `Your affiliate link name can change once every ${plural(reason.cooldownDays, 'day')}: next on ${day(reason.nextChangeAt)}.`;
    case 'retiredLinkNames':
      return `You have retired ${reason.max} link names, the most an affiliate may. Take one of them back, or keep your current one.`;
    case 'planNotOffered':
      return `The ${reason.planName} plan is no longer offered. Choose another plan.`;
    case 'noSubscription':
      return `${reason.companyName} has no subscription yet: choose a plan first.`;
    case 'checkoutExpired':
      return 'This checkout expired before it was paid. Nothing was charged; start again from the plans.';
    case 'reapplyLater':
      return `You may apply again from ${day(reason.reapplyAfter)}.`;
  }
  return 'That cannot be done right now.';
}

/**
 * Whether the way on is the plans page: a manager whose plan is full, or a checkout or billing
 * action that needs another plan. Someone joining a full company cannot upgrade it, and a rate
 * limit is no matter of plans.
 */
export function reasonLeadsToPlans(reason: ErrorReason | null): boolean {
  switch (reason?.reason) {
    case 'seatLimit':
      return reason.asker === 'inviter';
    case 'planNotOffered':
    case 'noSubscription':
    case 'checkoutExpired':
      return true;
    default:
      return false;
  }
}
