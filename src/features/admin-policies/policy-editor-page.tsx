import { publishPolicyInputSchema } from '@contracts/admin-policies';
import {
  versionedTitles,
  type PolicyDoc,
  type PolicyVersionDoc,
  type VersionedKind,
} from '@contracts/policies';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { queryKeys } from '@/lib/data/keys';
import { useAction } from '@/lib/data/use-action';
import { callableMessage } from '@/lib/firebase/callable-errors';
import { PolicyMarkdown } from '@/lib/markdown';
import { queryClient } from '@/lib/query-client';
import { Alert } from '@/lib/ui/alert';
import { Button } from '@/lib/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/lib/ui/card';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { PageHeader } from '@/lib/ui/page-header';
import { LoadingBlocks } from '@/lib/ui/skeleton';
import { formFields, TextareaField, TextField } from '@/lib/ui/text-field';
import { TitledSection } from '@/lib/ui/titled-section';
import { editorTargets, fetchPolicyHistory, publishedReads } from './admin-policies-api';
import { PolicyDiffView } from './policy-diff-view';

const formSchema = publishPolicyInputSchema.omit({ kind: true });
type FormInput = z.input<typeof formSchema>;
type FormValues = z.output<typeof formSchema>;

const today = () => new Date().toISOString().slice(0, 10);
const formatDay = (isoDay: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDay}T00:00:00Z`),
  );
const formatTime = (ms: number) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);

function AcceptanceStats({ kind }: { kind: VersionedKind }) {
  const target = editorTargets[kind];
  // From the callable of the kind (editorTargets), so under the admin's policy keys.
  const stats = useQuery(
    { queryKey: queryKeys.admin.policyStats(kind), queryFn: target.fetchStats },
    queryClient,
  );
  if (stats.isPending) {
    return <LoadingBlocks label="Loading acceptance" blocks={['h-6 w-48']} />;
  }
  if (stats.isError) {
    return (
      <Alert variant="destructive">
        {callableMessage(stats.error)}{' '}
        <Button variant="outline" size="sm" className="ml-2" onClick={() => void stats.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  const { currentVersion, accepted, total } = stats.data;
  if (currentVersion === null) return <p className="text-sm">Not published yet.</p>;
  const share = total === 0 ? 0 : Math.round((accepted / total) * 100);
  return (
    <p className="text-sm" data-testid="acceptance-stats">
      <span className="text-2xl font-semibold">{accepted}</span> of {total} {target.population}{' '}
      accepted version {currentVersion} ({share}%).
    </p>
  );
}

function VersionHistory({ kind, versions }: { kind: VersionedKind; versions: PolicyVersionDoc[] }) {
  const { publicPath } = editorTargets[kind];
  if (versions.length === 0) {
    return <p className="text-sm text-muted-foreground">No version has been published yet.</p>;
  }
  return (
    <ol className="space-y-3 text-sm" aria-label="Published versions">
      {versions.map((v, index) => (
        <li key={v.version} className="border-b pb-3 last:border-0">
          <p>
            <Link
              className="font-medium text-primary underline-offset-4 hover:underline"
              to={index === 0 ? publicPath : `${publicPath}?version=${v.version}`}
            >
              Version {v.version}
            </Link>
            {index === 0 ? ' (current)' : ''}
            <span className="text-muted-foreground">
              {' '}
              · effective {formatDay(v.effectiveDate)} · published {formatTime(v.publishedAt)}
            </span>
          </p>
          <p className="mt-1 text-muted-foreground">{v.summary}</p>
        </li>
      ))}
    </ol>
  );
}

function EditorForm({
  kind,
  policy,
  current,
}: {
  kind: VersionedKind;
  policy: PolicyDoc | null;
  current: PolicyVersionDoc | null;
}) {
  const target = editorTargets[kind];
  const next = (policy?.currentVersion ?? 0) + 1;
  const form = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      title: current?.title ?? versionedTitles[kind],
      content: current?.content ?? '',
      summary: '',
      effectiveDate: today(),
    },
  });
  const content = useWatch({ control: form.control, name: 'content' });
  const [pending, setPending] = useState<FormValues | null>(null);
  const publishing = useAction(target.publish, {
    // The editor, the stats and the public pages all read the new version.
    invalidates: publishedReads(kind),
    success: ({ version }) =>
      `Version ${version} published. ${target.audience} will be asked to accept it.`,
    // Refused in the dialog, where it was asked.
    errorToast: false,
    onSuccess: () => setPending(null),
  });

  const onSubmit = form.handleSubmit((values) => {
    if (current && values.content === current.content.trim() && values.title === current.title) {
      form.setError(
        'content',
        { message: `The text is the same as version ${current.version}: change it first.` },
        { shouldFocus: true },
      );
      return;
    }
    publishing.reset();
    setPending(values);
  });

  const field = formFields(form, 'policy');
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-6">
      <TextField {...field('title')} label="Title" />
      <div className="grid gap-6 lg:grid-cols-2">
        <TextareaField
          {...field('content')}
          label="Text (Markdown)"
          hint="Headings with ##, lists with -, links with [text](url). Raw HTML is not rendered."
          className="min-h-[32rem] font-mono text-xs leading-relaxed"
          spellCheck
        />
        <TitledSection
          id="preview-heading"
          title="Preview"
          className="space-y-2"
          titleClassName="text-sm font-medium"
        >
          <div className="max-h-[36rem] overflow-auto rounded-md border bg-card p-4 text-sm">
            {content.trim() ? (
              <PolicyMarkdown>{content}</PolicyMarkdown>
            ) : (
              <p className="text-muted-foreground">Nothing to preview yet.</p>
            )}
          </div>
        </TitledSection>
      </div>
      <section aria-labelledby="changes-heading" className="space-y-2">
        <h2 id="changes-heading" className="text-sm font-medium">
          {current ? `Changes against version ${current.version}` : 'Changes'}
        </h2>
        <PolicyDiffView
          before={current?.content ?? ''}
          after={content}
          label={current ? `Changes against version ${current.version}` : 'Changes'}
        />
      </section>
      <div className="grid gap-6 md:grid-cols-[2fr_1fr]">
        <TextareaField
          {...field('summary')}
          label="Summary of changes"
          hint={`${target.audience} reads this when asked to accept the new version.`}
          rows={3}
        />
        <TextField {...field('effectiveDate')} label="Effective date" type="date" />
      </div>
      <div className="flex justify-end">
        <Button type="submit">Publish version {next}</Button>
      </div>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title={`Publish version ${next} of the ${target.lowerName}?`}
        description={
          <>
            <p>
              {target.audience} will be asked to accept it {target.untilAccepted}. A published
              version cannot be edited or withdrawn.
            </p>
            {publishing.error ? (
              <p role="alert" className="text-destructive">
                {callableMessage(publishing.error)}
              </p>
            ) : null}
          </>
        }
        confirmLabel="Publish"
        busy={publishing.pending}
        onConfirm={() => pending && publishing.run(pending)}
      />
    </form>
  );
}

/**
 * /admin/terms-and-conditions, /admin/privacy-policy and /admin/affiliates/agreement: edit,
 * compare and publish a versioned text (what differs per kind: `editorTargets`).
 */
export function PolicyEditorPage({ kind }: { kind: VersionedKind }) {
  const target = editorTargets[kind];
  const history = useQuery(
    { queryKey: queryKeys.admin.policyHistory(kind), queryFn: () => fetchPolicyHistory(kind) },
    queryClient,
  );
  const current =
    history.data?.versions.find((v) => v.version === history.data.policy?.currentVersion) ?? null;

  return (
    <>
      <PageHeader
        title={versionedTitles[kind]}
        description={
          <>
            Publish a new version: {target.audience.toLowerCase()} is asked to accept it.{' '}
            <Link
              className="text-primary underline-offset-4 hover:underline"
              to={target.publicPath}
            >
              Public page
            </Link>
          </>
        }
      />
      {history.isPending ? (
        <LoadingBlocks
          label="Loading"
          className="space-y-3"
          blocks={['h-10 w-full', 'h-96 w-full']}
        />
      ) : null}
      {history.isError ? (
        <Alert variant="destructive">
          We could not load this {target.noun}. Check your connection and try again.{' '}
          <Button
            variant="outline"
            size="sm"
            className="ml-2"
            onClick={() => void history.refetch()}
          >
            Try again
          </Button>
        </Alert>
      ) : null}
      {history.data ? (
        <div className="grid gap-8 xl:grid-cols-[1fr_20rem]">
          <div className="min-w-0 space-y-4">
            {history.data.policy ? null : (
              <Alert variant="info">
                This {target.noun} has not been published yet: what you publish becomes version 1.
              </Alert>
            )}
            <EditorForm
              key={history.data.policy?.currentVersion ?? 0}
              kind={kind}
              policy={history.data.policy}
              current={current}
            />
          </div>
          <aside className="space-y-6">
            <Card>
              <CardHeader>
                <CardTitle>Acceptance</CardTitle>
                <CardDescription>
                  The {target.population} who accepted the current version.
                </CardDescription>
              </CardHeader>
              <CardContent>
                <AcceptanceStats kind={kind} />
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>Version history</CardTitle>
              </CardHeader>
              <CardContent>
                <VersionHistory kind={kind} versions={history.data.versions} />
              </CardContent>
            </Card>
          </aside>
        </div>
      ) : null}
    </>
  );
}
