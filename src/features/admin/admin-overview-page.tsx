import { Link } from 'react-router-dom';
import { adminSections } from '@/config/admin-sections';
import { paths } from '@/config/paths';
import { PageHeader } from '@/lib/ui/page-header';

// The overview links to every section but itself.
const sections = adminSections.filter(({ entry }) => entry !== paths.admin);

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
