import { useQuery } from '@tanstack/react-query';
import { Link, Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/lib/auth/auth-store';
import { queryClient } from '@/lib/query-client';
import { Alert } from '@/lib/ui/alert';
import { Button } from '@/lib/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/lib/ui/card';
import { PageHeader } from '@/lib/ui/page-header';
import { AffiliateResults } from './affiliate-results';
import { fetchAffiliateProfile } from './dashboard-api';
import { EarningsSection } from './earnings-section';
import { ReferralLinkCard } from './referral-link-card';

function JoinCard({ pending }: { pending: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          {pending ? 'Your application is being reviewed' : 'Earn by sharing Parley'}
        </CardTitle>
        <CardDescription>
          {pending
            ? 'We will email you as soon as it is approved; your link and results will appear here.'
            : 'Join the affiliate programme to get your own link, follow your visits and get credit for every sign-up.'}
        </CardDescription>
      </CardHeader>
      {pending ? null : (
        <CardContent className="flex flex-wrap gap-2">
          <Button asChild>
            <Link to={paths.affiliateJoin.path}>Join the programme</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.affiliateProgram.path}>How it works</Link>
          </Button>
        </CardContent>
      )}
    </Card>
  );
}

/** /affiliate/dashboard: the approved affiliate's link, analytics and recent visits. */
export default function AffiliateDashboardPage() {
  const uid = useAuthStore((s) => s.user?.uid);
  const {
    data: profile,
    status,
    isFetchedAfterMount,
  } = useQuery(
    {
      queryKey: ['affiliate', uid, 'profile'],
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
    const back = encodeURIComponent(paths.affiliateDashboard.path);
    return <Navigate replace to={`${paths.affiliateAcceptAgreement.path}?redirect=${back}`} />;
  }

  return (
    <>
      <PageHeader
        title="Affiliate dashboard"
        description="Your link, your visits and the sign-ups you brought."
      />
      {state.status === 'loading' ? (
        <div className="h-32 animate-pulse rounded-xl bg-muted" aria-label="Loading" />
      ) : null}
      {state.status === 'error' ? (
        <Alert variant="destructive">
          We could not load your affiliate account. Please reload the page.
        </Alert>
      ) : null}
      {state.status === 'ready' && state.profile?.status === 'approved' && uid ? (
        <div className="space-y-8">
          <ReferralLinkCard username={state.profile.username} />
          <AffiliateResults affiliateUid={uid} />
          <EarningsSection affiliateUid={uid} />
        </div>
      ) : null}
      {state.status === 'ready' && state.profile?.status !== 'approved' ? (
        <JoinCard pending={state.profile?.status === 'pending'} />
      ) : null}
    </>
  );
}
