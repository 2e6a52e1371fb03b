import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PageHeader } from '@/lib/ui/page-header';

const sections = [
  {
    entry: paths.adminUsers,
    label: 'Users',
    text: 'Find accounts, see their companies and roles.',
  },
  { entry: paths.adminEmail, label: 'Email', text: 'Send announcements and review outgoing mail.' },
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
    entry: paths.adminAffiliateAgreement,
    label: 'Affiliate agreement',
    text: 'The agreement affiliates accept.',
  },
  {
    entry: paths.adminAffiliateModeling,
    label: 'Affiliate modelling',
    text: 'Model commission rates before changing them.',
  },
];

export default function AdminOverviewPage() {
  return (
    <>
      <PageHeader
        title="Admin"
        description="Run the product: people, plans, policies and the affiliate programme."
      />
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {sections.map(({ entry, label, text }) => (
          <li key={entry.path}>
            <Link
              to={entry.path}
              className="block h-full rounded-xl border bg-card p-5 shadow-sm hover:border-primary/50"
            >
              <p className="font-medium">{label}</p>
              <p className="mt-1 text-sm text-muted-foreground">{text}</p>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
