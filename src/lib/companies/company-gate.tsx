import { Building2, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { LinkButton } from '../ui/link-button';
import { LoadingBlocks } from '../ui/skeleton';
import type { CompanyEntry } from './companies-store';
import { retryCompanies, useCompanies } from './use-companies';

/** Shown where a page needs a company and the user has none yet. */
export function NoCompanyCard({ text }: { text: string }) {
  return (
    <Card className="mx-auto max-w-xl text-center">
      <CardHeader className="items-center">
        <span className="grid size-12 place-items-center rounded-full bg-primary/10 text-primary">
          <Building2 aria-hidden className="size-6" />
        </span>
        <CardTitle>You are not in a company yet</CardTitle>
        <CardDescription>{text}</CardDescription>
      </CardHeader>
      <CardContent>
        <LinkButton to={paths.companySetup.path}>Create a company</LinkButton>
      </CardContent>
    </Card>
  );
}

export function CompaniesLoadError({ message }: { message: string }) {
  return (
    <Alert
      variant="destructive"
      className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <span>{message}</span>
      <Button size="sm" variant="outline" onClick={retryCompanies}>
        <RotateCw aria-hidden /> Try again
      </Button>
    </Alert>
  );
}

/**
 * Renders `children` with the active company once it is known: a skeleton while loading, an
 * error with a retry, or a call to create a company when the user has none.
 */
export function CompanyGate({
  emptyText,
  children,
}: {
  emptyText: string;
  children: (active: CompanyEntry) => ReactNode;
}) {
  const { status, active, error } = useCompanies();
  if (status === 'error') return <CompaniesLoadError message={error ?? 'Something went wrong.'} />;
  if (status === 'loading') {
    return (
      <LoadingBlocks
        label="Loading your company"
        className="space-y-4"
        blocks={['h-40 w-full rounded-xl', 'h-64 w-full rounded-xl']}
      />
    );
  }
  if (!active) return <NoCompanyCard text={emptyText} />;
  return <>{children(active)}</>;
}
