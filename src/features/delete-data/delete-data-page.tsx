import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router';
import { hrefs, paths } from '@/config/paths';
import { site } from '@/config/site';
import { useAuthStore } from '@/lib/auth/auth-store';
import { learnAuthStatus } from '@/lib/auth/learn-auth-status';
import { LinkButton } from '@/lib/ui/link-button';
import { LoadingBlocks, Skeleton } from '@/lib/ui/skeleton';

// The deletion form needs the Auth SDK; the explanation above it does not.
const DeleteAccountCard = lazy(async () => ({
  default: (await import('./delete-account-card')).DeleteAccountCard,
}));

const stored = [
  ['Your account', 'email address, display name, photo address and how you sign in.'],
  ['Your profile', 'bio, public username and which parts of your profile are public.'],
  ['Your teams', 'the companies you belong to, your role, invitations sent to you.'],
  ['Your consent', 'which version of the terms and privacy policy you accepted, and when.'],
  ['Affiliate programme', 'your affiliate record, the visits of your link and who signed up.'],
  ['Messages', 'what you sent us through the contact form.'],
] as const;

/**
 * What we store and how to delete it: also the data deletion instructions page that social
 * sign-in providers ask for. A signed-in user deletes their account right here.
 */
export default function DeleteDataPage() {
  const status = useAuthStore((s) => s.status);
  const user = useAuthStore((s) => s.user);
  // Restores a session, so a signed-in user sees the form.
  useEffect(learnAuthStatus, []);

  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">
        {paths.deleteData.title}
      </h1>
      <p className="mt-4 text-lg text-muted-foreground">
        You can delete your Parley account and your data yourself, at any time, from this page.
      </p>

      <h2 className="mt-10 text-xl font-semibold">What we store about you</h2>
      <dl className="mt-4 grid gap-3 sm:grid-cols-[12rem_1fr]">
        {stored.map(([term, text]) => (
          <div key={term} className="contents">
            <dt className="font-medium">{term}</dt>
            <dd className="text-muted-foreground">{text}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-muted-foreground">
        The{' '}
        <Link className="underline" to={paths.privacyPolicy.path}>
          privacy policy
        </Link>{' '}
        says why and for how long. You can download a copy of your data from your{' '}
        <Link className="underline" to={paths.profile.path}>
          profile
        </Link>
        .
      </p>

      <h2 className="mt-10 text-xl font-semibold">What deleting your account does</h2>
      <ul className="mt-4 list-disc space-y-2 pl-6 text-muted-foreground">
        <li>Your account, profile, public username and consent records are deleted.</li>
        <li>You leave every company you belong to; invitations sent to you are deleted.</li>
        <li>
          If you own a company, you first transfer it to another member or delete it: we never
          delete a team's work without its owner deciding.
        </li>
        <li>
          Affiliate statistics keep only anonymous counts; nothing links them to you any more.
        </li>
        <li>It cannot be undone, and it finishes even if it is interrupted: just run it again.</li>
      </ul>

      <h2 className="mt-10 text-xl font-semibold">How to delete it</h2>
      <ol className="mt-4 list-decimal space-y-2 pl-6 text-muted-foreground">
        <li>Sign in to Parley (with email, Google, GitHub, Facebook or X, as you signed up).</li>
        <li>Come back to this page, confirm it is you and type the confirmation phrase.</li>
        <li>
          Can&apos;t sign in any more? Write to{' '}
          <a className="underline" href={`mailto:${site.privacyEmail}`}>
            {site.privacyEmail}
          </a>{' '}
          from the address of your account and we delete it within 30 days.
        </li>
      </ol>

      <section aria-label="Delete your account" className="mt-10">
        {status === 'unknown' ? <LoadingBlocks label="Loading" blocks={['h-40 w-full']} /> : null}
        {status === 'signedOut' ? (
          <LinkButton to={hrefs.withRedirect(paths.login.path, paths.deleteData.path)}>
            Sign in to delete your account
          </LinkButton>
        ) : null}
        {status === 'signedIn' ? (
          <Suspense fallback={<Skeleton className="h-40 w-full" />}>
            <DeleteAccountCard email={user?.email ?? null} />
          </Suspense>
        ) : null}
      </section>
    </div>
  );
}
