import type { PathId } from '@/config/paths';
import type { AdminPathId } from './admin-pages';
import type { PageModule } from './page-module';

/** Pricing and the payment pages are one chunk, which renders the matched one (billing-routes). */
const billing = () => import('@/features/billing/billing-routes');

/**
 * The admin pages come from their own table (admin-pages.ts), loaded with the first admin page:
 * the entry chunk carries one import for all of them instead of each page's preload list, which
 * every visitor of the landing page would download.
 */
const admin =
  (id: AdminPathId): (() => Promise<PageModule>) =>
  async () =>
    (await import('./admin-pages')).adminPages[id]();

/**
 * The page module of every path-table entry, each its own lazy chunk. Keyed by the path-table
 * key: an entry without a page, or a page without an entry, does not compile.
 */
export const pages: Readonly<Record<PathId, () => Promise<PageModule>>> = {
  home: () => import('@/features/marketing/landing-page'),
  login: () => import('@/features/auth/login-page'),
  register: () => import('@/features/auth/register-page'),
  forgotPassword: () => import('@/features/auth/forgot-password-page'),
  pricing: billing,
  contact: () => import('@/features/contact/contact-page'),
  about: () => import('@/features/marketing/about-page'),
  affiliateJoin: () => import('@/features/affiliate-programme/join-page'),
  affiliateProgram: () => import('@/features/affiliate-programme/program-page'),
  affiliateApply: () => import('@/features/affiliate-programme/apply-page'),
  affiliateAgreement: () => import('@/features/policies/affiliate-agreement-page'),
  privacyPolicy: () => import('@/features/policies/privacy-policy-page'),
  termsAndConditions: () => import('@/features/policies/terms-page'),
  deleteData: () => import('@/features/delete-data/delete-data-page'),

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

  admin: admin('admin'),
  adminEmail: admin('adminEmail'),
  adminPlans: admin('adminPlans'),
  adminUsers: admin('adminUsers'),
  adminUser: admin('adminUser'),
  adminPrivacyPolicy: admin('adminPrivacyPolicy'),
  adminReportSummaries: admin('adminReportSummaries'),
  adminAffiliateModeling: admin('adminAffiliateModeling'),
  adminSubscriptionPlans: admin('adminSubscriptionPlans'),
  adminAffiliateAgreement: admin('adminAffiliateAgreement'),
  adminTermsAndConditions: admin('adminTermsAndConditions'),
  adminAffiliateManagement: admin('adminAffiliateManagement'),
  adminAffiliate: admin('adminAffiliate'),
  adminAffiliateApplications: admin('adminAffiliateApplications'),
  adminAffiliateSettings: admin('adminAffiliateSettings'),
};
