import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { adminSections } from '@/config/admin-sections';
import { paths } from '@/config/paths';
import { byCurrency } from '@contracts/currency';
import { formatMinorUnits } from '@/lib/money';
import { queryKeys } from '@/lib/data/keys';
import { queryClient } from '@/lib/query-client';
import { HeaderRow } from '@/lib/ui/header-row';
import { PageHeader } from '@/lib/ui/page-header';
import { RetryAlert } from '@/lib/ui/retry-alert';
import { LoadingBlocks, Skeleton } from '@/lib/ui/skeleton';
import { TitledSection } from '@/lib/ui/titled-section';
import { auditChange } from '@/lib/admin/audit-change';
import { fetchLatestAudit, fetchMrrByPlan, overviewCounts } from './overview-api';
import { ScrollRegion } from '@/lib/ui/scroll-region';

// The overview links to every section but itself.
const sections = adminSections.filter(({ entry }) => entry !== paths.admin);

/** Counts stay live: asked again every minute while the page is open. */
const LIVE = { refetchInterval: 60_000 } as const;

const formatTime = (ms: number) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);

/** Each read of the page (a figure, the MRR, the audit log) fails and refreshes on its own. */
const overviewKey = (part: keyof typeof overviewCounts | 'mrr' | 'audit') =>
  queryKeys.admin.overviewPart(part);

function useCount(name: keyof typeof overviewCounts, fetch: () => Promise<number>) {
  return useQuery({ queryKey: overviewKey(name), queryFn: fetch, ...LIVE }, queryClient);
}

interface FigureSpec {
  id: keyof typeof overviewCounts;
  label: string;
  to: string;
  count: () => Promise<number>;
  hint?: string;
}

const FIGURES: readonly FigureSpec[] = [
  { id: 'users', label: 'Users', to: paths.adminUsers.path, count: overviewCounts.users },
  {
    id: 'newThisWeek',
    label: 'New this week',
    to: paths.adminUsers.path,
    count: () => overviewCounts.newThisWeek(Date.now()),
  },
  {
    id: 'companies',
    label: 'Companies',
    to: paths.adminSubscriptionPlans.path,
    count: overviewCounts.companies,
  },
  {
    id: 'paying',
    label: 'Paying companies',
    to: paths.adminSubscriptionPlans.path,
    count: overviewCounts.paying,
    hint: 'Active or past due',
  },
  {
    id: 'trialing',
    label: 'Trialing',
    to: paths.adminSubscriptionPlans.path,
    count: overviewCounts.trialing,
  },
  {
    id: 'openApplications',
    label: 'Open affiliate applications',
    to: paths.adminAffiliateApplications.path,
    count: overviewCounts.openApplications,
  },
  {
    id: 'mailsFailed',
    label: 'Mails failed',
    to: paths.adminEmail.path,
    count: overviewCounts.mailsFailed,
  },
];

/** One live figure: its count (read on its own), linking to its section. */
function Figure({ id, label, to, count, hint }: FigureSpec) {
  const result = useCount(id, count);
  return (
    <li>
      <Link
        to={to}
        className="block h-full rounded-xl border bg-card p-5 shadow-sm hover:border-primary/50"
      >
        <p className="text-sm text-muted-foreground">{label}</p>
        {result.isPending ? (
          <span role="status" aria-label={`Loading ${label}`}>
            <Skeleton className="mt-2 h-8 w-16" />
          </span>
        ) : result.isError ? (
          <p className="mt-2 text-sm text-destructive">Could not count</p>
        ) : (
          <p className="mt-1 text-3xl font-semibold tabular-nums" data-testid={`figure-${id}`}>
            {result.data}
          </p>
        )}
        {hint ? <p className="mt-1 text-xs text-muted-foreground">{hint}</p> : null}
      </Link>
    </li>
  );
}

function Retry({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <RetryAlert onRetry={onRetry} className="mb-0">
      We could not load {what}.
    </RetryAlert>
  );
}

function MrrByPlan() {
  const mrr = useQuery(
    { queryKey: overviewKey('mrr'), queryFn: fetchMrrByPlan, ...LIVE },
    queryClient,
  );
  if (mrr.isPending) {
    return <LoadingBlocks label="Loading MRR" blocks={['h-24 w-full']} />;
  }
  if (mrr.isError) return <Retry what="MRR" onRetry={() => void mrr.refetch()} />;
  if (mrr.data.length === 0) return <p className="text-sm text-muted-foreground">No plans yet.</p>;
  // One total per currency: plans priced in two currencies are never added together.
  const totals = new Map<string, number>();
  for (const plan of mrr.data) {
    totals.set(plan.currency, (totals.get(plan.currency) ?? 0) + plan.mrrCents);
  }
  const currencies = [...totals.keys()].sort(byCurrency('usd'));
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Monthly recurring revenue by plan</caption>
      <thead>
        <HeaderRow
          className="text-left text-muted-foreground"
          cellClassName="py-1 font-normal"
          cells={['Plan', { label: 'MRR', className: 'text-right' }]}
        />
      </thead>
      <tbody>
        {mrr.data.map((plan) => (
          <tr key={plan.planId} className="border-t">
            <th scope="row" className="py-1.5 text-left font-medium">
              {plan.name}
              {plan.active ? '' : ' (retired)'}
            </th>
            <td className="py-1.5 text-right tabular-nums" data-testid={`mrr-${plan.planId}`}>
              {formatMinorUnits(plan.mrrCents, plan.currency)}
            </td>
          </tr>
        ))}
        {currencies.map((currency) => (
          <tr key={currency} className="border-t font-semibold">
            <th scope="row" className="py-1.5 text-left">
              {currencies.length === 1 ? 'Total' : `Total in ${currency.toUpperCase()}`}
            </th>
            <td className="py-1.5 text-right tabular-nums">
              {formatMinorUnits(totals.get(currency) ?? 0, currency)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function LatestAudit() {
  const audit = useQuery(
    { queryKey: overviewKey('audit'), queryFn: () => fetchLatestAudit(10), ...LIVE },
    queryClient,
  );
  if (audit.isPending) {
    return (
      <LoadingBlocks
        label="Loading the audit log"
        className="space-y-2"
        blocks={['h-6 w-full', 'h-6 w-full', 'h-6 w-full']}
      />
    );
  }
  if (audit.isError) return <Retry what="the audit log" onRetry={() => void audit.refetch()} />;
  if (audit.data.length === 0) {
    return <p className="text-sm text-muted-foreground">No admin action has been recorded yet.</p>;
  }
  return (
    <ScrollRegion label="Latest admin actions">
      <table className="w-full text-sm">
        <caption className="sr-only">The latest admin actions, newest first</caption>
        <thead>
          <HeaderRow
            className="text-left text-muted-foreground"
            cellClassName="py-1 pr-4 font-normal"
            cells={['When', 'Who', 'Action', 'Target', 'Change']}
          />
        </thead>
        <tbody>
          {audit.data.map((entry) => (
            <tr key={entry.id} className="border-t align-top">
              <td className="py-1.5 pr-4 whitespace-nowrap">{formatTime(entry.at)}</td>
              <td className="py-1.5 pr-4">{entry.actor.email ?? entry.actor.uid}</td>
              <td className="py-1.5 pr-4 font-mono text-xs">{entry.action}</td>
              <td className="py-1.5 pr-4">{entry.target.label ?? entry.target.id}</td>
              <td className="py-1.5 text-muted-foreground">
                {auditChange(entry.before, entry.after)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** A panel of the overview whose title leads to the section it summarises. */
function LinkedPanel({
  id,
  title,
  to,
  children,
}: {
  id: string;
  title: string;
  to: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl border bg-card p-5 shadow-sm">
      <h2 id={id} className="mb-3 font-semibold">
        <Link className="hover:underline" to={to}>
          {title}
        </Link>
      </h2>
      {children}
    </section>
  );
}

/** /admin: live figures (each links to its section), MRR by plan, the latest audit entries. */
export default function AdminOverviewPage() {
  return (
    <>
      <PageHeader
        title="Admin"
        description="Run the product: people, plans, policies and the affiliate programme."
      />
      <TitledSection id="figures-heading" title="Figures" titleClassName="sr-only">
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {FIGURES.map((figure) => (
            <Figure key={figure.id} {...figure} />
          ))}
        </ul>
      </TitledSection>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_2fr]">
        <LinkedPanel id="mrr-heading" title="MRR by plan" to={paths.adminReportSummaries.path}>
          <MrrByPlan />
        </LinkedPanel>
        <LinkedPanel id="audit-heading" title="Latest admin actions" to={paths.adminAuditLog.path}>
          <LatestAudit />
          <Link
            className="mt-3 inline-block text-sm text-primary hover:underline"
            to={paths.adminAuditLog.path}
          >
            See the whole audit log
          </Link>
        </LinkedPanel>
      </div>
      <TitledSection
        id="sections-heading"
        title="Sections"
        className="mt-10"
        titleClassName="mb-4 font-semibold"
      >
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
      </TitledSection>
    </>
  );
}
