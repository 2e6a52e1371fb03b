import type { ComponentType } from 'react';
import type { PathId } from '@/config/paths';

export type PageModule = { default: ComponentType };

/** Pricing and the payment pages are one chunk, which renders the matched one (billing-routes). */
const billing = () => import('@/features/billing/billing-routes');

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

  admin: () => import('@/features/admin/admin-overview-page'),
  adminEmail: () => import('@/features/admin-email/admin-email-page'),
  adminPlans: () => import('@/features/admin-billing/admin-plans-page'),
  adminUsers: () => import('@/features/admin-users/admin-users-page'),
  adminUser: () => import('@/features/admin-users/admin-user-page'),
  adminPrivacyPolicy: () => import('@/features/admin-policies/admin-privacy-page'),
  adminReportSummaries: () => import('@/features/admin-reports/report-summaries-page'),
  adminAffiliateModeling: () => import('@/features/admin-affiliate-modeling/modeling-page'),
  adminSubscriptionPlans: () => import('@/features/admin-billing/admin-subscriptions-page'),
  adminAffiliateAgreement: () => import('@/features/admin-policies/admin-affiliate-agreement-page'),
  adminTermsAndConditions: () => import('@/features/admin-policies/admin-terms-page'),
  adminAffiliateManagement: () => import('@/features/admin-affiliates/admin-affiliates-page'),
  adminAffiliate: () => import('@/features/admin-affiliates/admin-affiliate-page'),
  adminAffiliateApplications: () =>
    import('@/features/admin-affiliate-applications/applications-page'),
  adminAffiliateSettings: () => import('@/features/admin-affiliate-settings/settings-page'),
};
