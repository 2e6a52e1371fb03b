import { REJECTION_REASON_LABELS, type Application } from '@contracts/affiliate-applications';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/lib/auth/auth-store';
import { learnAuthStatus } from '@/lib/auth/learn-auth-status';
import { formatDate } from '@/lib/companies/dates';
import { operationKey } from '@/lib/data/keys';
import { useOperationQuery } from '@/lib/data/operation-query';
import { useOperation } from '@/lib/data/use-action';
import { callableMessage } from '@/lib/firebase/callable-errors';
import { queryClient } from '@/lib/query-client';
import { Button } from '@/lib/ui/button';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { LinkButton } from '@/lib/ui/link-button';
import { RetryAlert } from '@/lib/ui/retry-alert';
import { LoadingBlocks } from '@/lib/ui/skeleton';
import { ApplyForm } from './apply-form';
import { SignedOutApply } from './signed-out-apply';

/** The caller's latest application (`getMine` takes nothing). */
const MINE = {} as const;

function StatusPanel({
  tone,
  title,
  children,
}: {
  tone: 'info' | 'success' | 'warning';
  title: string;
  children: React.ReactNode;
}) {
  const border =
    tone === 'success' ? 'border-success/50' : tone === 'warning' ? 'border-warning/50' : '';
  return (
    <section
      aria-labelledby="application-status-title"
      data-testid="application-status"
      className={`rounded-xl border bg-card p-6 shadow-sm ${border}`}
    >
      <h2 id="application-status-title" className="text-xl font-semibold">
        {title}
      </h2>
      <div className="mt-2 space-y-3 text-sm text-muted-foreground">{children}</div>
    </section>
  );
}

function PendingPanel({ application }: { application: Application }) {
  const [confirming, setConfirming] = useState(false);
  // Refreshes the application shown (every read of this callable).
  const withdraw = useOperation('affiliateApplicationOperations', 'withdraw', {
    success: 'Your application was withdrawn.',
    onSuccess: () => setConfirming(false),
  });
  return (
    <StatusPanel tone="info" title="Your application is pending review">
      <p>
        You applied on {formatDate(application.createdAt)} with the username{' '}
        <strong className="text-foreground">{application.username}</strong>. We will email you the
        outcome.
      </p>
      <Button variant="outline" onClick={() => setConfirming(true)}>
        Withdraw application
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Withdraw your application?"
        description="It will no longer be reviewed. You can apply again afterwards."
        confirmLabel="Withdraw"
        destructive
        busy={withdraw.pending}
        onConfirm={() => withdraw.run({ applicationId: application.id })}
      />
    </StatusPanel>
  );
}

/**
 * /affiliate/apply: a visitor sees what applying involves and the sign-up step; a signed-in user sees their
 * latest application's status (pending, approved → accept the agreement, rejected with the
 * reason and re-apply date), that their affiliate account is suspended, or the form.
 */
export default function ApplyPage() {
  const status = useAuthStore((s) => s.status);
  const user = useAuthStore((s) => s.user);
  const [now] = useState(() => Date.now());
  const [reapplying, setReapplying] = useState(false);

  useEffect(learnAuthStatus, []);

  const mine = useOperationQuery('affiliateApplicationOperations', 'getMine', MINE, {
    enabled: status === 'signedIn',
  });

  const data = mine.data;
  const application = data?.application ?? null;
  const rejectedUntil =
    application?.status === 'rejected' && application.rejection
      ? application.rejection.reapplyAfter
      : null;
  const canReapplyNow = rejectedUntil !== null && rejectedUntil <= now;

  let body: React.ReactNode;
  if (status === 'signedOut') {
    body = <SignedOutApply />;
  } else if (status === 'unknown' || mine.isPending) {
    body = (
      <LoadingBlocks
        label="Loading your application"
        className="space-y-3"
        blocks={['h-8 w-1/2', 'h-32 w-full']}
      />
    );
  } else if (mine.status === 'error') {
    body = (
      <RetryAlert onRetry={() => void mine.refetch()} className="mb-0">
        {callableMessage(mine.error)}
      </RetryAlert>
    );
  } else if (data?.affiliateStatus === 'suspended') {
    body = (
      <StatusPanel tone="warning" title="Your affiliate account is suspended">
        <p>
          Your link does not track visits or earn commissions while the account is suspended, and
          you cannot apply again. If you think this is a mistake,{' '}
          <Link to={paths.contact.path} className="underline">
            contact us
          </Link>
          .
        </p>
        <LinkButton to={paths.affiliateDashboard.path} variant="outline">
          Affiliate dashboard
        </LinkButton>
      </StatusPanel>
    );
  } else if (data?.isAffiliate || application?.status === 'approved') {
    body = (
      <StatusPanel tone="success" title="Your application is approved">
        <p>
          Welcome to the programme
          {application ? (
            <>
              , <strong className="text-foreground">{application.username}</strong>
            </>
          ) : null}
          . Accept the affiliate agreement to activate your link.
        </p>
        <div className="flex flex-wrap gap-2">
          <LinkButton to={paths.affiliateAcceptAgreement.path}>Accept the agreement</LinkButton>
          <LinkButton to={paths.affiliateDashboard.path} variant="outline">
            Affiliate dashboard
          </LinkButton>
        </div>
      </StatusPanel>
    );
  } else if (application?.status === 'pending') {
    body = <PendingPanel application={application} />;
  } else if (application?.status === 'rejected' && !reapplying) {
    const rejection = application.rejection;
    body = (
      <StatusPanel tone="warning" title="Your application was not approved">
        {rejection ? (
          <>
            <p>
              <strong className="text-foreground">Reason:</strong>{' '}
              {REJECTION_REASON_LABELS[rejection.reason]}
            </p>
            {rejection.note ? <p>{rejection.note}</p> : null}
            <p>
              {canReapplyNow
                ? 'You may apply again now.'
                : `You may apply again from ${formatDate(rejection.reapplyAfter)}.`}
            </p>
          </>
        ) : null}
        {canReapplyNow ? <Button onClick={() => setReapplying(true)}>Apply again</Button> : null}
      </StatusPanel>
    );
  } else {
    body = (
      <div className="rounded-xl border bg-card p-6 shadow-sm">
        {application?.status === 'withdrawn' ? (
          <p className="mb-4 text-sm text-muted-foreground">
            You withdrew your previous application. You can apply again below.
          </p>
        ) : null}
        <ApplyForm
          defaults={{
            name: application?.name ?? user?.displayName ?? '',
            payoutEmail: application?.payoutEmail ?? user?.email ?? '',
            username: application?.username ?? data?.suggestedUsername ?? '',
          }}
          onSubmitted={(submitted) => {
            // The answer is the page's new state: written into its read, not read again.
            queryClient.setQueryData(
              operationKey('affiliateApplicationOperations', 'getMine', MINE),
              {
                application: submitted,
                isAffiliate: submitted.status === 'approved',
                affiliateStatus: submitted.status === 'approved' ? 'approved' : null,
                suggestedUsername: data?.suggestedUsername ?? null,
              },
            );
            setReapplying(false);
          }}
        />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-semibold tracking-tight">Apply to become an affiliate</h1>
      <p className="mt-3 text-muted-foreground">
        Tell us about you and your audience. Not sure yet? See the{' '}
        <Link to={paths.affiliateProgram.path} className="underline">
          programme terms
        </Link>
        .
      </p>
      <div className="mt-8">{body}</div>
    </div>
  );
}
