import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/lib/auth/auth-store';
import { Alert } from '@/lib/ui/alert';
import { Button } from '@/lib/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/lib/ui/card';
import { PageHeader } from '@/lib/ui/page-header';
import { AffiliateResults } from './affiliate-results';
import { fetchAffiliateProfile, type AffiliateProfile } from './dashboard-api';
import { ReferralLinkCard } from './referral-link-card';

type ProfileState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; profile: AffiliateProfile | null };

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
  const [state, setState] = useState<ProfileState>({ status: 'loading' });

  useEffect(() => {
    if (!uid) return;
    let live = true;
    fetchAffiliateProfile(uid).then(
      (profile) => live && setState({ status: 'ready', profile }),
      () => live && setState({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [uid]);

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
        </div>
      ) : null}
      {state.status === 'ready' && state.profile?.status !== 'approved' ? (
        <JoinCard pending={state.profile?.status === 'pending'} />
      ) : null}
    </>
  );
}
