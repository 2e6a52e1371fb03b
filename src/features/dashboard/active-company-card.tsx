import { Building2, Settings, Users } from 'lucide-react';
import { paths } from '@/config/paths';
import { Avatar } from '@/lib/companies/avatar';
import { CompaniesLoadError } from '@/lib/companies/company-gate';
import { ROLE_LABELS } from '@/lib/companies/role-labels';
import { useCompanies } from '@/lib/companies/use-companies';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/lib/ui/card';
import { LinkButton } from '@/lib/ui/link-button';
import { Skeleton } from '@/lib/ui/skeleton';

/** The active company at a glance (name, your role, members), or a call to create one. */
export function ActiveCompanyCard() {
  const { status, active, error } = useCompanies();

  if (status === 'error') return <CompaniesLoadError message={error ?? 'Something went wrong.'} />;
  if (status === 'loading') {
    return (
      <Card>
        <CardContent className="flex items-center gap-4 pt-6" role="status">
          <span className="sr-only">Loading your company…</span>
          <Skeleton className="size-14 rounded-md" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-4 w-1/3" />
          </div>
        </CardContent>
      </Card>
    );
  }
  if (!active) {
    return (
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Building2 aria-hidden className="size-5 text-primary" /> Create your company
          </CardTitle>
          <CardDescription>
            A company is your team&apos;s shared workspace. Create one, then invite your teammates.
            Invited by someone? Open the link in their invitation.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <LinkButton to={paths.companySetup.path}>Create a company</LinkButton>
        </CardContent>
      </Card>
    );
  }

  const { company, role } = active;
  return (
    <Card>
      <CardHeader className="flex-row items-center gap-4">
        <Avatar name={company.name} src={company.logoUrl} size="lg" shape="square" />
        <div className="min-w-0 space-y-1">
          <CardTitle className="truncate">{company.name}</CardTitle>
          <CardDescription>
            Your role: {ROLE_LABELS[role]} ·{' '}
            {company.memberCount === 1 ? '1 member' : `${company.memberCount} members`}
          </CardDescription>
        </div>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        <LinkButton to={paths.companyMembers.path} variant="outline" size="sm">
          <Users aria-hidden /> Team members
        </LinkButton>
        <LinkButton to={paths.company.path} variant="outline" size="sm">
          <Settings aria-hidden /> Company settings
        </LinkButton>
      </CardContent>
    </Card>
  );
}
