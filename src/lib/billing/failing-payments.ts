import { mayDo } from '@contracts/company-permissions';
import type { CompanyEntry } from '../companies/companies-store';

/** A company whose last payment failed, as its owner or an admin is told. */
export interface FailingPayment {
  companyId: string;
  companyName: string;
  planId: string;
  /** When the plan ends (or ended) unless a payment goes through (ms). */
  graceUntil: number;
  /** The grace is over: the company is on the Free plan until a payment goes through. */
  ended: boolean;
}

/**
 * The user's companies whose entitlements say past_due, for those they may fix (billing is an
 * owner's and admins' action: members are not told). Pure, with `now`: a grace ends by the clock.
 */
export function failingPayments(entries: readonly CompanyEntry[], now: number): FailingPayment[] {
  return entries.flatMap(({ company, role }) => {
    const entitlements = company.entitlements;
    if (!mayDo(role, 'billing') || entitlements?.status !== 'past_due') return [];
    if (entitlements.graceUntil === null) return [];
    return [
      {
        companyId: company.id,
        companyName: company.name,
        planId: entitlements.planId,
        graceUntil: entitlements.graceUntil,
        ended: now >= entitlements.graceUntil,
      },
    ];
  });
}

/** The company's page, made active, at its billing card (whose button opens the portal). */
export const fixPaymentHref = (companyPath: string, companyId: string) =>
  `${companyPath}?company=${encodeURIComponent(companyId)}#billing`;
