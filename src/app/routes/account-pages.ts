import type { PathId, paths } from '@/config/paths';
import type { PageModule } from './page-module';

/** The path-table keys of the pages that need sign-in (the admin area has its own table). */
export type AccountPathId = {
  [K in PathId]: (typeof paths)[K]['access'] extends 'signedIn' ? K : never;
}[PathId];

/** The payment pages render from the billing chunk, as pricing does (see pages.ts). */
const billing = () => import('@/features/billing/billing-routes');

/** The page module of every signed-in path, each its own lazy chunk (see `account` in pages.ts). */
export const accountPages: Readonly<Record<AccountPathId, () => Promise<PageModule>>> = {
  acceptInvite: () => import('@/features/invitations/accept-invite-page'),
  invite: () => import('@/features/invitations/invite-page'),
  company: () => import('@/features/companies/company-page'),
  companySetup: () => import('@/features/companies/company-setup-page'),
  companyMembers: () => import('@/features/team/members-page'),
  profile: () => import('@/features/profile/profile-page'),
  dashboard: () => import('@/features/dashboard/dashboard-page'),
  paymentCancel: billing,
  paymentSuccess: billing,
  acceptPrivacyPolicy: () => import('@/features/policies/accept-privacy-page'),
  acceptTermsAndConditions: () => import('@/features/policies/accept-terms-page'),
  affiliateDashboard: () => import('@/features/affiliate-dashboard/affiliate-dashboard-page'),
  affiliateAcceptAgreement: () => import('@/features/policies/accept-agreement-page'),
  testAffiliateCookie: () => import('@/features/affiliate-tracking/affiliate-link-checker-page'),
  testNewArchitecture: () => import('@/features/diagnostics/architecture-test-page'),
};
