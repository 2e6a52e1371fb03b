import { paths } from './paths';

/** The admin area's sections, in menu order: the admin sidebar and the overview page list them. */
export const adminSections = [
  { entry: paths.admin, label: 'Overview', text: 'Everything at a glance.' },
  {
    entry: paths.adminUsers,
    label: 'Users',
    text: 'Find accounts, see their companies and roles.',
  },
  { entry: paths.adminEmail, label: 'Email', text: 'Send announcements and review outgoing mail.' },
  {
    entry: paths.adminAuditLog,
    label: 'Audit log',
    text: 'Every admin action: who, what, when. Filter and export.',
  },
  {
    entry: paths.adminPlans,
    label: 'Plans',
    text: 'The plan catalogue shown on the pricing page.',
  },
  {
    entry: paths.adminSubscriptionPlans,
    label: 'Subscription plans',
    text: 'Prices and limits linked to the payment provider.',
  },
  {
    entry: paths.adminReportSummaries,
    label: 'Report summaries',
    text: 'Sign-ups, revenue and usage at a glance.',
  },
  {
    entry: paths.adminPrivacyPolicy,
    label: 'Privacy policy',
    text: 'Publish new versions users must accept.',
  },
  {
    entry: paths.adminTermsAndConditions,
    label: 'Terms and conditions',
    text: 'Publish new versions users must accept.',
  },
  {
    entry: paths.adminAffiliateManagement,
    label: 'Affiliates',
    text: 'Approved affiliates, their rates and results.',
  },
  {
    entry: paths.adminAffiliateApplications,
    label: 'Affiliate applications',
    text: 'Review and approve applications.',
  },
  {
    entry: paths.adminAffiliateSettings,
    label: 'Programme settings',
    text: 'Commission, hold, payouts and attribution terms.',
  },
  {
    entry: paths.adminAffiliateAgreement,
    label: 'Affiliate agreement',
    text: 'The agreement affiliates accept.',
  },
  {
    entry: paths.adminAffiliateModeling,
    label: 'Affiliate modelling',
    text: 'Model commission rates before changing them.',
  },
] as const;
