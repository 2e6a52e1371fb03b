import type { PathId } from '@/config/paths';
import type { AccountPathId } from './account-pages';
import type { AdminPathId } from './admin-pages';
import type { PageModule } from './page-module';

/** Pricing and the payment pages are one chunk, which renders the matched one (billing-routes). */
const billing = () => import('@/features/billing/billing-routes');

type PageTable<Id extends string> = Readonly<Record<Id, () => Promise<PageModule>>>;

/**
 * The signed-in pages and the admin pages come from their own tables (account-pages.ts,
 * admin-pages.ts), each loaded with its first page: the entry chunk carries one import per table
 * instead of each page's list of chunks to preload, which every visitor of the landing page
 * would download (about 1.2 KB gzip for the signed-in pages alone).
 */
const fromTable =
  <Id extends string>(table: () => Promise<PageTable<Id>>) =>
  (id: Id): (() => Promise<PageModule>) =>
  async () =>
    (await table())[id]();

const account = fromTable<AccountPathId>(
  async () => (await import('./account-pages')).accountPages,
);
const admin = fromTable<AdminPathId>(async () => (await import('./admin-pages')).adminPages);

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

  acceptInvite: account('acceptInvite'),
  invite: account('invite'),
  company: account('company'),
  companySetup: account('companySetup'),
  companyMembers: account('companyMembers'),
  profile: account('profile'),
  dashboard: account('dashboard'),
  paymentCancel: account('paymentCancel'),
  paymentSuccess: account('paymentSuccess'),
  acceptPrivacyPolicy: account('acceptPrivacyPolicy'),
  acceptTermsAndConditions: account('acceptTermsAndConditions'),
  affiliateDashboard: account('affiliateDashboard'),
  affiliateAcceptAgreement: account('affiliateAcceptAgreement'),
  testAffiliateCookie: account('testAffiliateCookie'),
  testNewArchitecture: account('testNewArchitecture'),

  admin: admin('admin'),
  adminEmail: admin('adminEmail'),
  adminAuditLog: admin('adminAuditLog'),
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
