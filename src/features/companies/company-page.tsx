import { ChevronRight, UsersRound } from 'lucide-react';
import { paths } from '@/config/paths';
import { Avatar } from '@/lib/companies/avatar';
import { CompanyGate } from '@/lib/companies/company-gate';
import type { CompanyEntry } from '@/lib/companies/companies-store';
import { YOUR_ROLE } from '@/lib/companies/role-labels';
import { Badge } from '@/lib/ui/badge';
import { LinkButton } from '@/lib/ui/link-button';
import { PageHeader } from '@/lib/ui/page-header';
import { BillingCard } from './billing-card';
import { CompanyDetailsCard } from './company-details-card';
import { DeleteCompanyCard } from './delete-company-card';
import { LeaveCompanyCard } from './leave-company-card';
import { TransferOwnershipCard } from './transfer-ownership-card';
import { useCompanyFromAddress } from './use-company-from-address';

function CompanySettings({ entry }: { entry: CompanyEntry }) {
  const { company, role } = entry;
  const isOwner = role === 'owner';
  return (
    <div className="space-y-6">
      <section
        aria-label="Company summary"
        className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-sm sm:flex-row sm:items-center sm:p-6"
      >
        <div className="flex min-w-0 flex-1 items-center gap-4">
          <Avatar name={company.name} src={company.logoUrl} size="lg" shape="square" />
          <div className="min-w-0">
            <h2 className="truncate text-xl font-semibold">{company.name}</h2>
            <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              <span className="font-mono">{company.slug}</span>
              <Badge>{YOUR_ROLE[role]}</Badge>
            </p>
          </div>
        </div>
        <LinkButton to={paths.companyMembers.path} variant="outline">
          <UsersRound aria-hidden />
          {company.memberCount === 1 ? '1 member' : `${company.memberCount} members`}
          <ChevronRight aria-hidden />
        </LinkButton>
      </section>
      {/* Keyed by company: switching companies starts each form afresh. */}
      <CompanyDetailsCard key={`details-${company.id}`} entry={entry} />
      <BillingCard key={`billing-${company.id}`} entry={entry} />
      {isOwner ? <TransferOwnershipCard key={`transfer-${company.id}`} entry={entry} /> : null}
      <LeaveCompanyCard entry={entry} />
      {isOwner ? <DeleteCompanyCard key={`delete-${company.id}`} company={company} /> : null}
    </div>
  );
}

/**
 * /company: the active company's details, plan and billing, ownership, leaving and deleting.
 * `?company=<id>` picks the company; `#billing` scrolls to its plan and billing.
 */
export default function CompanyPage() {
  useCompanyFromAddress();
  return (
    <>
      <PageHeader
        title={paths.company.title}
        description="Your company's details, plan and who is in charge."
      />
      <CompanyGate emptyText="Create a company to manage its details, members and plan.">
        {(entry) => <CompanySettings entry={entry} />}
      </CompanyGate>
    </>
  );
}
