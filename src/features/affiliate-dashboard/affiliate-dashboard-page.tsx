import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/lib/auth/auth-store';
import { queryKeys } from '@/lib/data/keys';
import { queryClient } from '@/lib/query-client';
import { Alert } from '@/lib/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/lib/ui/card';
import { LinkButton } from '@/lib/ui/link-button';
import { PageHeader } from '@/lib/ui/page-header';
import { RetryAlert } from '@/lib/ui/retry-alert';
import { AffiliateResults } from './affiliate-results';
import { ConfirmPayoutDetailsCard } from './confirm-payout-details-card';
import { fetchAffiliateProfile, type AffiliateProfile } from './dashboard-api';
import { EarningsSection } from './earnings-section';
import { PayoutDetailsSection } from './payout-details-section';
import { PayoutHistorySection } from './payout-history-section';
import { PromoCodesCard } from './promo-codes-card';
import { ReferralLinkCard } from './referral-link-card';

function JoinCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Earn by sharing Parley</CardTitle>
        <CardDescription>
          Join the affiliate programme to get your own link, follow your visits and get credit for
          every sign-up.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        <LinkButton to={paths.affiliateJoin.path}>Join the programme</LinkButton>
        <LinkButton to={paths.affiliateProgram.path} variant="outline">
          How it works
        </LinkButton>
      </CardContent>
    </Card>
  );
}

/**
 * A suspended affiliate's link tracks nothing and earns nothing, and no payout is generated for
 * them (docs/ARCHITECTURE.md, affiliate page): say so, instead of offering to join again. The
 * admin's reason is an internal note and is not shown.
 */
function SuspendedNotice() {
  return (
    <Alert className="border-warning/50 bg-warning/10" data-testid="affiliate-suspended">
      <p className="font-medium">Your affiliate account is suspended</p>
      <p className="mt-1">
        Your link no longer tracks visits or earns commissions, and no payouts are made while the
        account is suspended. Your results and balance below are kept. If you think this is a
        mistake,{' '}
        <Link to={paths.contact.path} className="underline">
          contact us
        </Link>
        .
      </p>
    </Alert>
  );
}

/** An affiliate record the dashboard shows: approved, or suspended (its history stays visible). */
const isMember = (
  profile: AffiliateProfile | null,
): profile is AffiliateProfile & { status: 'approved' | 'suspended' } =>
  profile?.status === 'approved' || profile?.status === 'suspended';

/**
 * /affiliate/dashboard: the approved affiliate's link, analytics, recent visits, earnings and
 * payout details; a suspended affiliate sees why their link is gone above the same history.
 */
export default function AffiliateDashboardPage() {
  const uid = useAuthStore((s) => s.user?.uid);
  const { search } = useLocation();
  const {
    data: profile,
    status,
    isFetchedAfterMount,
    refetch,
  } = useQuery(
    {
      queryKey: queryKeys.affiliate.profile(uid ?? ''),
      queryFn: () => fetchAffiliateProfile(uid ?? ''),
      enabled: !!uid,
    },
    queryClient,
  );
  const state =
    profile !== undefined
      ? ({ status: 'ready', profile } as const)
      : status === 'error'
        ? ({ status: 'error' } as const)
        : ({ status: 'loading' } as const);

  // The agreement gate decides on a fresh read only: a cached record may predate an acceptance.
  if (
    isFetchedAfterMount &&
    profile?.status === 'approved' &&
    profile.agreementAccepted === false
  ) {
    // With the query: a mailed payout-details link comes back here after the agreement.
    const back = encodeURIComponent(paths.affiliateDashboard.path + search);
    return <Navigate replace to={`${paths.affiliateAcceptAgreement.path}?redirect=${back}`} />;
  }

  return (
    <>
      <PageHeader
        title="Affiliate dashboard"
        description="Your link, your visits and the sign-ups you brought."
      />
      {state.status === 'loading' ? (
        <div
          role="status"
          className="h-32 animate-pulse rounded-xl bg-muted"
          aria-label="Loading"
        />
      ) : null}
      {state.status === 'error' ? (
        <RetryAlert onRetry={() => void refetch()}>
          We could not load your affiliate account.
        </RetryAlert>
      ) : null}
      {state.status === 'ready' && isMember(state.profile) && uid ? (
        <div className="space-y-8">
          <ConfirmPayoutDetailsCard />
          {state.profile.status === 'suspended' ? (
            <SuspendedNotice />
          ) : (
            <>
              <ReferralLinkCard username={state.profile.username} />
              <PromoCodesCard uid={uid} />
            </>
          )}
          <AffiliateResults affiliateUid={uid} />
          <EarningsSection />
          <PayoutHistorySection />
          <PayoutDetailsSection canChange={state.profile.status === 'approved'} />
        </div>
      ) : null}
      {state.status === 'ready' && !isMember(state.profile) ? <JoinCard /> : null}
    </>
  );
}
