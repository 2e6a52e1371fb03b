import { FREE_PLAN_ID } from '@contracts/billing';
import { mayDo } from '@contracts/company-permissions';
import type { CompaniesView } from '@/lib/companies/companies-store';

export type NextStepId = 'company' | 'profile' | 'plan' | 'affiliate';

/** What the dashboard knows of the user, to tell which steps are still to do. */
export interface Progress {
  companies: Pick<CompaniesView, 'status' | 'entries' | 'active'>;
  /** The Auth profile's name and photo. */
  displayName: string | null | undefined;
  photoURL: string | null | undefined;
  /** Has applied to or joined the affiliate programme; undefined while unknown. */
  affiliate: boolean | undefined;
}

/**
 * The steps still to do, in order (pure). A step whose state is not known yet (companies
 * loading, the affiliate record on its way) is left out rather than shown and then taken back.
 * Choosing a plan is for whoever may manage the active company's billing, while it is free.
 */
export function pendingSteps(progress: Progress): NextStepId[] {
  const { companies } = progress;
  const steps: NextStepId[] = [];
  const loaded = companies.status === 'ready';
  if (loaded && companies.entries.length === 0) steps.push('company');
  if (!progress.displayName?.trim() || !progress.photoURL) steps.push('profile');
  const active = companies.active;
  if (
    loaded &&
    active &&
    mayDo(active.role, 'billing') &&
    (active.company.entitlements?.planId ?? FREE_PLAN_ID) === FREE_PLAN_ID
  ) {
    steps.push('plan');
  }
  if (progress.affiliate === false) steps.push('affiliate');
  return steps;
}
