import { policyTitles, type PolicyKind } from '@contracts/policies';
import { FirebaseError } from 'firebase/app';
import { doc, getDoc } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { loadAuth } from '@/lib/auth/load-auth';
import { useAuthStore } from '@/lib/auth/auth-store';
import { noteAccepted } from '@/lib/consent/consent-state';
import { getDb } from '@/lib/firebase/firestore';
import { useSafeRedirectParam } from '@/lib/use-safe-redirect-param';
import { Alert } from '@/lib/ui/alert';
import { Button } from '@/lib/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/lib/ui/card';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { Skeleton } from '@/lib/ui/skeleton';
import { Spinner } from '@/lib/ui/spinner';
import { formatPolicyDate } from './format-date';
import { PolicyMarkdown } from './markdown';
import { acceptPolicyVersion } from './policy-api';
import { usePolicyText } from './use-policy-text';

const publicPath: Record<PolicyKind, string> = {
  terms: paths.termsAndConditions.path,
  privacy: paths.privacyPolicy.path,
};

/** The version this user accepted before, if any (to say "we updated" rather than "welcome"). */
function useAcceptedVersion(kind: PolicyKind): number | null | undefined {
  const uid = useAuthStore((s) => s.user?.uid);
  const [result, setResult] = useState<{ uid: string; version: number | null } | null>(null);
  useEffect(() => {
    if (!uid) return;
    let active = true;
    void getDb()
      .then((db) => getDoc(doc(db, 'users', uid)))
      .then(
        (snapshot) => {
          const version = snapshot.get(`policyAcceptances.${kind}.version`) as unknown;
          if (active) setResult({ uid, version: typeof version === 'number' ? version : null });
        },
        () => active && setResult({ uid, version: null }),
      );
    return () => {
      active = false;
    };
  }, [uid, kind]);
  return result && result.uid === uid ? result.version : undefined;
}

/**
 * Where a signed-in user is sent (by the guard) until they accept the current version of a
 * policy. Accepting records it on the server and continues to where they were going; declining
 * signs them out, since the product cannot be used without it.
 */
export function AcceptPolicyPage({ kind }: { kind: PolicyKind }) {
  const navigate = useNavigate();
  const uid = useAuthStore((s) => s.user?.uid);
  const redirect = useSafeRedirectParam() ?? paths.dashboard.path;
  const state = usePolicyText(kind);
  const acceptedVersion = useAcceptedVersion(kind);
  const [busy, setBusy] = useState<'accept' | 'decline' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [declineOpen, setDeclineOpen] = useState(false);
  const title = policyTitles[kind];

  const accept = async (version: number) => {
    if (!uid) return;
    setBusy('accept');
    setError(null);
    try {
      await acceptPolicyVersion(kind, version);
      noteAccepted(uid, kind, version);
      toast.success(`Thank you. You accepted the ${title.toLowerCase()}.`);
      await navigate(redirect, { replace: true });
    } catch (caught) {
      setBusy(null);
      setError(
        caught instanceof FirebaseError && caught.code === 'functions/failed-precondition'
          ? 'A newer version was published while you were reading. Please reload the page and review it.'
          : 'We could not record your answer. Check your connection and try again.',
      );
    }
  };

  const decline = async () => {
    setBusy('decline');
    try {
      await (await loadAuth()).signOutUser();
      await navigate('/', { replace: true });
      toast(`You declined the ${title.toLowerCase()} and were signed out.`);
    } catch {
      setBusy(null);
      setDeclineOpen(false);
      toast.error('We could not sign you out. Please try again.');
    }
  };

  const updated = typeof acceptedVersion === 'number';
  return (
    <Card>
      <CardHeader>
        <h1 className="text-2xl font-semibold tracking-tight">
          {updated
            ? `We updated our ${title.toLowerCase()}`
            : `Please accept our ${title.toLowerCase()}`}
        </h1>
        <p className="text-sm text-muted-foreground">
          {updated
            ? 'Please review what changed and accept the new version to go on using Parley.'
            : 'To use Parley, read and accept them. You only need to do this once per version.'}
        </p>
      </CardHeader>
      <CardContent className="space-y-4">
        {state.status === 'loading' ? (
          <div className="space-y-2" role="status" aria-label="Loading">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-40 w-full" />
          </div>
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
                className="font-medium text-primary underline-offset-4 hover:underline"
                to={publicPath[kind]}
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
              aria-label={`${title}, version ${state.text.version}`}
              className="max-h-80 overflow-y-auto rounded-md border bg-background p-4 text-sm focus-visible:outline-2 focus-visible:outline-ring"
            >
              <PolicyMarkdown>{state.text.content}</PolicyMarkdown>
            </section>
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
      {state.status === 'ready' ? (
        <CardFooter className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" disabled={busy !== null} onClick={() => setDeclineOpen(true)}>
            Decline
          </Button>
          <Button disabled={busy !== null} onClick={() => void accept(state.text.version)}>
            {busy === 'accept' ? <Spinner label="Saving" /> : null}I accept
          </Button>
        </CardFooter>
      ) : null}
      <ConfirmDialog
        open={declineOpen}
        onOpenChange={setDeclineOpen}
        title={`Decline the ${title.toLowerCase()}?`}
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
        busy={busy === 'decline'}
        onConfirm={() => void decline()}
      />
    </Card>
  );
}
