// Entry point: every function is declared here with its options; its module (services,
// firebase-admin, Stripe, mail, contracts) loads on the instance's first request (lazy-function.ts).
import { lazyCallable, lazyEndpoint, lazySchedule } from './lib/lazy-function';

export const accountOperations = lazyCallable(
  async () => (await import('./callables/account-operations.js')).accountOperations,
);
export const adminAffiliateOperations = lazyCallable(
  async () => (await import('./callables/admin-affiliate-operations.js')).adminAffiliateOperations,
);
export const adminAffiliatePayoutOperations = lazyCallable(
  async () =>
    (await import('./callables/admin-affiliate-payout-operations.js'))
      .adminAffiliatePayoutOperations,
);
export const adminAffiliateModelOperations = lazyCallable(
  async () =>
    (await import('./callables/admin-affiliate-model-operations.js')).adminAffiliateModelOperations,
);
export const adminAuditOperations = lazyCallable(
  async () => (await import('./callables/admin-audit-operations.js')).adminAuditOperations,
);
export const adminBillingOperations = lazyCallable(
  async () => (await import('./callables/admin-billing-operations.js')).adminBillingOperations,
);
export const adminMailOperations = lazyCallable(
  async () => (await import('./callables/admin-mail-operations.js')).adminMailOperations,
);
export const adminPolicyOperations = lazyCallable(
  async () => (await import('./callables/admin-policy-operations.js')).adminPolicyOperations,
);
export const adminReportOperations = lazyCallable(
  async () => (await import('./callables/admin-report-operations.js')).adminReportOperations,
);
export const adminUserOperations = lazyCallable(
  async () => (await import('./callables/admin-user-operations.js')).adminUserOperations,
);
export const affiliateOperations = lazyCallable(
  async () => (await import('./callables/affiliate-operations.js')).affiliateOperations,
);
export const affiliateEarningsOperations = lazyCallable(
  async () =>
    (await import('./callables/affiliate-earnings-operations.js')).affiliateEarningsOperations,
);
export const affiliateAgreementOperations = lazyCallable(
  async () =>
    (await import('./callables/affiliate-agreement-operations.js')).affiliateAgreementOperations,
);
export const affiliateApplicationOperations = lazyCallable(
  async () =>
    (await import('./callables/affiliate-application-operations.js'))
      .affiliateApplicationOperations,
);
export const adminAffiliateApplicationOperations = lazyCallable(
  async () =>
    (await import('./callables/admin-affiliate-application-operations.js'))
      .adminAffiliateApplicationOperations,
);
export const adminAffiliateProgrammeOperations = lazyCallable(
  async () =>
    (await import('./callables/admin-affiliate-programme-operations.js'))
      .adminAffiliateProgrammeOperations,
);
export const billingOperations = lazyCallable(
  async () => (await import('./callables/billing-operations.js')).billingOperations,
);
export const companyOperations = lazyCallable(
  async () => (await import('./callables/company-operations.js')).companyOperations,
);
export const contactOperations = lazyCallable(
  async () => (await import('./callables/contact-operations.js')).contactOperations,
);
export const invitationOperations = lazyCallable(
  async () => (await import('./callables/invitation-operations.js')).invitationOperations,
);
export const ping = lazyCallable(async () => (await import('./callables/ping.js')).ping);
export const policyOperations = lazyCallable(
  async () => (await import('./callables/policy-operations.js')).policyOperations,
);
export const profileOperations = lazyCallable(
  async () => (await import('./callables/profile-operations.js')).profileOperations,
);
export const session = lazyEndpoint(async () => (await import('./http/session.js')).session);
export const clientErrors = lazyEndpoint(
  async () => (await import('./http/client-errors.js')).clientErrors,
);
export const billingWebhook = lazyEndpoint(
  async () => (await import('./http/billing-webhook.js')).billingWebhook,
);
export const publicContent = lazyEndpoint(
  async () => (await import('./http/public-content.js')).publicContent,
);
export const sitemap = lazyEndpoint(async () => (await import('./http/sitemap.js')).sitemap);
export const publicPage = lazyEndpoint(
  async () => (await import('./http/public-page.js')).publicPage,
);
export const testCheckout = lazyEndpoint(
  async () => (await import('./http/test-checkout.js')).testCheckout,
);
export const unsubscribe = lazyEndpoint(
  async () => (await import('./http/unsubscribe.js')).unsubscribe,
);

// Scheduled jobs (jobs/): on the emulators they do not fire by themselves; tests run their code.
export const maintenanceJob = lazySchedule(
  'every 15 minutes',
  async () => (await import('./jobs/maintenance.js')).runMaintenance,
);
export const announcementsJob = lazySchedule(
  'every 1 minutes',
  async () => (await import('./jobs/announcements.js')).runAnnouncements,
);
