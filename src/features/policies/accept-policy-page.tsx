import { versionedTitles, type VersionedKind } from '@contracts/policies';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { loadAuth } from '@/lib/auth/load-auth';
import { useAuthStore } from '@/lib/auth/auth-store';
import { queryKeys } from '@/lib/data/keys';
import { useAction } from '@/lib/data/use-action';
import { callableCode, callableMessage } from '@/lib/firebase/callable-errors';
import { queryClient } from '@/lib/query-client';
import { LinkButton } from '@/lib/ui/link-button';
import { useSafeRedirectParam } from '@/lib/use-safe-redirect-param';
import { Alert } from '@/lib/ui/alert';
import { Button } from '@/lib/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/lib/ui/card';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { LoadingBlocks } from '@/lib/ui/skeleton';
import { Spinner } from '@/lib/ui/spinner';
import { formatPolicyDate } from './format-date';
import { PolicyMarkdown } from '@/lib/markdown';
import { acceptTargets, type AcceptedState } from './accept-targets';
import { usePolicyText } from './use-policy-text';

/**
 * The version this user accepted before, if any (to say "we updated" rather than "welcome"), and
 * whether they may accept at all.
 */
function useAcceptedState(kind: VersionedKind): AcceptedState | undefined {
  const uid = useAuthStore((s) => s.user?.uid);
  const { data, status } = useQuery(
    {
      queryKey: queryKeys.policies.accepted(kind, uid ?? ''),
      queryFn: () => acceptTargets[kind].fetchAccepted(uid ?? ''),
      enabled: !!uid,
    },
    queryClient,
  );
  // Unknown after a failure: the page greets them as a first-time reader (the server decides).
  return status === 'error' && data === undefined ? { version: null, refusal: null } : data;
}

const acceptFallbacks = {
  'failed-precondition': 'A newer version was published while you were reading. Please review it.',
  unavailable: 'We could not record your answer. Check your connection and try again.',
};

const refusalText: Record<NonNullable<AcceptedState['refusal']>, string> = {
  notAffiliate: 'Only approved affiliates accept the affiliate agreement.',
  suspended: 'Your affiliate account is suspended, so there is nothing to accept.',
};

/**
 * Where a signed-in user is sent (by the guard) until they accept the current version of a
 * policy, and an approved affiliate (by the affiliate dashboard) until they accept the current
 * affiliate agreement. Accepting records it on the server and continues to where they were going;
 * declining a policy signs them out, since the product cannot be used without it.
 */
export function AcceptPolicyPage({ kind }: { kind: VersionedKind }) {
  const target = acceptTargets[kind];
  const navigate = useNavigate();
  const uid = useAuthStore((s) => s.user?.uid);
  const redirect = useSafeRedirectParam() ?? target.defaultRedirect;
  const state = usePolicyText(kind);
  const accepted = useAcceptedState(kind);
  const acceptedVersion = accepted?.version;
  const refusal = accepted?.refusal ?? null;
  const [declineOpen, setDeclineOpen] = useState(false);
  const title = target.name;

  const accepting = useAction(
    ({ uid: who, version }: { uid: string; version: number }) =>
      target.accept(who, version).catch((caught: unknown) => {
        // A newer version was published meanwhile: load it, so what they review next is current.
        if (callableCode(caught) === 'failed-precondition')
          void queryClient.invalidateQueries({ queryKey: queryKeys.policies.textAll(kind) });
        throw caught;
      }),
    {
      success: `Thank you. You accepted the ${title}.`,
      // Said on the page, above the buttons.
      errorToast: false,
      onSuccess: () => navigate(redirect, { replace: true }),
    },
  );
  const error = accepting.error ? callableMessage(accepting.error, acceptFallbacks) : null;

  // Signing out is not a callable: its failure has words of its own.
  const declining = useAction(async () => (await loadAuth()).signOutUser(), {
    errorToast: false,
    onSuccess: async () => {
      await navigate('/', { replace: true });
      toast(`You declined the ${title} and were signed out.`);
    },
  });
  const decline = () =>
    declining.runAsync(undefined).catch(() => {
      setDeclineOpen(false);
      toast.error('We could not sign you out. Please try again.');
    });
  const busy = accepting.pending || declining.pending;

  const updated = typeof acceptedVersion === 'number';
  return (
    <Card>
      <CardHeader>
        <h1 className="text-2xl font-semibold tracking-tight">{target.heading(updated)}</h1>
        <p className="text-sm text-muted-foreground">{target.lead(updated)}</p>
      </CardHeader>
      <CardContent className="space-y-4">
        {state.status === 'loading' ? (
          <LoadingBlocks
            label="Loading"
            className="space-y-2"
            blocks={['h-4 w-40', 'h-40 w-full']}
          />
        ) : null}
        {state.status === 'error' ? (
          <Alert variant="destructive">
            We could not load the text.{' '}
            <Button variant="outline" size="sm" onClick={state.retry}>
              Try again
            </Button>
          </Alert>
        ) : null}
        {state.status === 'missing' ? (
          <Alert>
            There is nothing to accept right now.{' '}
            <Link className="font-medium underline" to={redirect}>
              Continue
            </Link>
          </Alert>
        ) : null}
        {state.status === 'ready' ? (
          <>
            <p className="text-sm text-muted-foreground">
              Version {state.text.version}, effective {formatPolicyDate(state.text.effectiveDate)}.{' '}
              <Link
                className="font-medium text-primary underline underline-offset-4"
                to={target.publicPath}
                target="_blank"
              >
                Open in a new tab
              </Link>
            </p>
            {updated ? (
              <Alert variant="info">
                <strong className="font-semibold">What changed:</strong> {state.text.summary}
              </Alert>
            ) : null}
            <section
              tabIndex={0}
              aria-label={`${versionedTitles[kind]}, version ${state.text.version}`}
              className="max-h-80 overflow-y-auto rounded-md border bg-background p-4 text-sm focus-visible:outline-2 focus-visible:outline-ring"
            >
              <PolicyMarkdown>{state.text.content}</PolicyMarkdown>
            </section>
            {refusal ? (
              <Alert>
                {refusalText[refusal]}{' '}
                {refusal === 'notAffiliate' ? (
                  <Link className="font-medium underline" to={paths.affiliateJoin.path}>
                    Join the programme
                  </Link>
                ) : null}
              </Alert>
            ) : null}
            {error ? <Alert variant="destructive">{error}</Alert> : null}
            {acceptedVersion === state.text.version ? (
              <Alert>
                You already accepted this version.{' '}
                <Link className="font-medium underline" to={redirect}>
                  Continue
                </Link>
              </Alert>
            ) : null}
          </>
        ) : null}
      </CardContent>
      {state.status === 'ready' && !refusal ? (
        <CardFooter className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {target.declineSignsOut ? (
            <Button variant="outline" disabled={busy} onClick={() => setDeclineOpen(true)}>
              Decline
            </Button>
          ) : (
            <LinkButton to={paths.dashboard.path} variant="outline">
              Not now
            </LinkButton>
          )}
          <Button
            disabled={busy}
            onClick={() => uid && accepting.run({ uid, version: state.text.version })}
          >
            {accepting.pending ? <Spinner label="Saving" /> : null}I accept
          </Button>
        </CardFooter>
      ) : null}
      <ConfirmDialog
        open={declineOpen}
        onOpenChange={setDeclineOpen}
        title={`Decline the ${title}?`}
        description={
          <>
            <p>
              Parley cannot be used without accepting them, so we will sign you out. Your account
              and data stay as they are: you can accept the next time you sign in.
            </p>
            <p>
              To remove your account instead, see{' '}
              <Link className="underline" to={paths.deleteData.path}>
                Delete your data
              </Link>
              .
            </p>
          </>
        }
        confirmLabel="Decline and sign out"
        destructive
        busy={declining.pending}
        onConfirm={() => void decline()}
      />
    </Card>
  );
}
