import type { VersionedKind } from '@contracts/policies';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { Alert } from '@/lib/ui/alert';
import { RetryAlert } from '@/lib/ui/retry-alert';
import { LoadingBlocks } from '@/lib/ui/skeleton';
import { formatPolicyDate } from './format-date';
import { PolicyHtml } from '@/lib/ui/policy-prose';
import type { VersionSummary } from './policy-api';
import { usePublicPolicy } from './use-policy-text';

const pagePath: Record<VersionedKind, string> = {
  terms: paths.termsAndConditions.path,
  privacy: paths.privacyPolicy.path,
  affiliateAgreement: paths.affiliateAgreement.path,
};
const noun: Record<VersionedKind, string> = {
  terms: 'policy',
  privacy: 'policy',
  affiliateAgreement: 'agreement',
};

function EarlierVersions({
  kind,
  shown,
  versions,
}: {
  kind: VersionedKind;
  shown: number;
  versions: VersionSummary[];
}) {
  if (versions.length < 2) return null;
  return (
    <nav aria-labelledby="versions-heading" className="mt-12 border-t pt-6">
      <h2 id="versions-heading" className="text-lg font-semibold">
        All versions
      </h2>
      <ul className="mt-3 space-y-2 text-sm">
        {versions.map((v, index) => (
          <li key={v.version}>
            <Link
              to={index === 0 ? pagePath[kind] : `${pagePath[kind]}?version=${v.version}`}
              aria-current={v.version === shown ? 'page' : undefined}
              className="font-medium text-primary underline-offset-4 hover:underline aria-[current=page]:text-foreground"
            >
              Version {v.version}
            </Link>{' '}
            <span className="text-muted-foreground">
              — effective {formatPolicyDate(v.effectiveDate)}
              {index === 0 ? ' (current)' : ''}: {v.summary}
            </span>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A public policy page (the affiliate agreement's too): the current version, or an earlier one
 * with `?version=N`, and the list of every version.
 */
export function PolicyPage({
  kind,
  title,
  intro,
}: {
  kind: VersionedKind;
  title: string;
  /** Shown above the current version's text (not above an earlier version's). */
  intro?: ReactNode;
}) {
  const [params] = useSearchParams();
  const asked = Number(params.get('version'));
  const version = Number.isInteger(asked) && asked > 0 ? asked : undefined;
  const state = usePublicPolicy(kind, version);

  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
      {state.status === 'loading' ? (
        // A screen tall, so the footer starts below the fold and the text arriving moves
        // nothing in view (no layout shift).
        <LoadingBlocks
          label="Loading"
          className="mt-8 min-h-dvh space-y-3"
          blocks={['h-4 w-48', 'h-4 w-full', 'h-4 w-5/6', 'h-4 w-2/3']}
        />
      ) : null}
      {state.status === 'missing' ? (
        <Alert className="mt-8">
          {version
            ? `There is no version ${version} of this ${noun[kind]}.`
            : `This ${noun[kind]} has not been published yet.`}{' '}
          {version ? <Link to={pagePath[kind]}>Read the current version.</Link> : null}
        </Alert>
      ) : null}
      {state.status === 'error' ? (
        <RetryAlert onRetry={state.retry} className="mt-8">
          We could not load this page. Check your connection and try again.
        </RetryAlert>
      ) : null}
      {state.status === 'ready' ? (
        <>
          <p className="mt-3 text-sm text-muted-foreground">
            Version {state.text.version} · effective {formatPolicyDate(state.text.effectiveDate)}
          </p>
          {state.text.current ? null : (
            <Alert variant="info" className="mt-6">
              You are reading an earlier version.{' '}
              <Link className="font-medium underline" to={pagePath[kind]}>
                Read the current version
              </Link>
              .
            </Alert>
          )}
          {state.text.current ? intro : null}
          <div className="mt-8">
            <PolicyHtml html={state.text.html} />
          </div>
          <EarlierVersions kind={kind} shown={state.text.version} versions={state.versions} />
        </>
      ) : null}
    </article>
  );
}
