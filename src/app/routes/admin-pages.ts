import type { PathId } from '@/config/paths';
import type { PageModule } from './page-module';

/** The path-table keys of the admin area (`/admin…`). */
export type AdminPathId = Extract<PathId, `admin${string}`>;

/** The page module of every admin path, each its own lazy chunk (see `admin` in pages.ts). */
export const adminPages: Readonly<Record<AdminPathId, () => Promise<PageModule>>> = {
  admin: () => import('@/features/admin/admin-overview-page'),
  adminEmail: () => import('@/features/admin-email/admin-email-page'),
  adminAuditLog: () => import('@/features/admin-audit-log/audit-log-page'),
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
