import type { BillingInterval } from '@contracts/billing';
import { hrefs, paths } from '@/config/paths';
import { INTERVAL_WORDS, isFreePlan, type Plan } from '@/lib/billing/plans';
import type { CompanyEntry } from '@/lib/companies/companies-store';
import { mayDo } from '@contracts/company-permissions';
import { pricingHref } from './pricing-link';

/** Who is looking at the pricing page, as far as buying goes. */
export type PricingViewer =
  | { kind: 'loading' }
  | { kind: 'visitor' }
  | { kind: 'noCompany' }
  | { kind: 'member'; entry: CompanyEntry }
  | { kind: 'manager'; entry: CompanyEntry };

export function pricingViewer(
  authStatus: 'unknown' | 'signedOut' | 'signedIn',
  companies: { status: 'loading' | 'ready' | 'error'; active: CompanyEntry | null },
): PricingViewer {
  if (authStatus === 'signedOut') return { kind: 'visitor' };
  if (authStatus === 'unknown' || companies.status !== 'ready') return { kind: 'loading' };
  const entry = companies.active;
  if (!entry) return { kind: 'noCompany' };
  return mayDo(entry.role, 'billing') ? { kind: 'manager', entry } : { kind: 'member', entry };
}

/** What a plan card's button does. */
export type PlanAction =
  | { kind: 'loading' }
  /** A link (sign up, create a company) that comes back to this plan. */
  | { kind: 'link'; label: string; to: string }
  /** A button that cannot be used, with why (`note`, when there is more to say). */
  | { kind: 'disabled'; label: string; note: string | null }
  /** Opens the seats dialog, then checkout. */
  | { kind: 'checkout'; label: string }
  /** Opens the billing portal (change plan or seats, downgrade, fix a payment). */
  | { kind: 'portal'; label: string };

export interface PlanActionContext {
  viewer: PricingViewer;
  interval: BillingInterval;
  /** The plan the active company is on now (free when nothing is granted). */
  currentPlanId: string | null;
  /** The company has a subscription that is not over: changes go through the portal. */
  liveSubscription: boolean;
  /** The owner's name, for members who must ask them. */
  ownerName: string | null;
}

/**
 * The button of one plan card, by who is looking:
 * - visitor: "Start with {plan}" → sign up, then back to this plan;
 * - signed in without a company: "Create a company first" → company setup, then back;
 * - member: the plan's button disabled, and whom to ask;
 * - owner or admin: "Choose {plan}" (seats, then checkout) while the company has no live
 *   subscription; once it has one, plan changes and the downgrade to free go through the portal.
 */
export function planAction(plan: Plan, context: PlanActionContext): PlanAction {
  const { viewer, interval, currentPlanId, liveSubscription, ownerName } = context;
  const free = isFreePlan(plan);
  const back = pricingHref(plan.id, interval);

  switch (viewer.kind) {
    case 'loading':
      return { kind: 'loading' };
    case 'visitor':
      return {
        kind: 'link',
        label: `Start with ${plan.name}`,
        to: hrefs.withRedirect(paths.register.path, back),
      };
    case 'noCompany':
      return {
        kind: 'link',
        label: 'Create a company first',
        to: hrefs.withRedirect(paths.companySetup.path, back),
      };
  }

  const current = plan.id === currentPlanId;
  if (!free && !plan.prices[interval]) {
    return {
      kind: 'disabled',
      label: `Choose ${plan.name}`,
      note: `${plan.name} is not sold with ${INTERVAL_WORDS[interval].adverb} billing.`,
    };
  }

  if (viewer.kind === 'member') {
    if (current) return { kind: 'disabled', label: 'Current plan', note: null };
    const who = ownerName ? `${ownerName} (the owner)` : 'the owner';
    return {
      kind: 'disabled',
      label: `Choose ${plan.name}`,
      note: `Ask ${who} or an admin to ${free ? 'change the plan' : 'upgrade'}.`,
    };
  }

  // Owner or admin.
  if (liveSubscription) {
    if (free || current) return { kind: 'portal', label: 'Manage billing' };
    return { kind: 'portal', label: `Switch to ${plan.name}` };
  }
  if (current || free) return { kind: 'disabled', label: 'Current plan', note: null };
  return { kind: 'checkout', label: `Choose ${plan.name}` };
}
