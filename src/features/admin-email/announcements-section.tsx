import {
  ANNOUNCEMENT_BODY_MAX,
  ANNOUNCEMENT_HISTORY_LIMIT,
  ANNOUNCEMENT_SUBJECT_MAX,
  AUDIENCE_LABELS,
  AUDIENCE_SEGMENTS,
  announcementDraftSchema,
  type Announcement,
  type AudienceSegment,
  type RenderedMailAnswer,
} from '@contracts/admin-mail';
import { Eye, Send } from 'lucide-react';
import { useState } from 'react';
import { useOperationQuery } from '@/lib/data/operation-query';
import { useOperation } from '@/lib/data/use-action';
import { callableMessage } from '@/lib/firebase/callable-errors';
import { Alert } from '@/lib/ui/alert';
import { Button } from '@/lib/ui/button';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { fieldAria, FormField } from '@/lib/ui/form-field';
import { Input, Textarea } from '@/lib/ui/input';
import { Label } from '@/lib/ui/label';
import { RetryAlert } from '@/lib/ui/retry-alert';
import { Select } from '@/lib/ui/select';
import { ANNOUNCEMENT_READS } from './admin-email-api';
import { AnnouncementHistory } from './announcement-history';
import { PAUSED_WHY, people, sentWords } from './announcement-status';
import { MailPreview } from './mail-preview';

const SEGMENT_OPTIONS = AUDIENCE_SEGMENTS.map((s) => ({ value: s, label: AUDIENCE_LABELS[s] }));

const PROGRESS_WORD: Record<Announcement['status'], string> = {
  sending: 'Sending',
  paused: 'Paused',
  canceled: 'Canceled',
  done: 'Sent',
};

/** How often the page reads the progress of an announcement the server is sending. */
export const PROGRESS_POLL_MS = 2_000;

function Progress({ job, waiting }: { job: Announcement; waiting: boolean }) {
  const done = job.sent + job.failed;
  const percent = job.total === 0 ? 100 : Math.min(100, Math.round((done / job.total) * 100));
  return (
    <div className="space-y-2 rounded-lg border p-4" aria-live="polite">
      <p className="text-sm font-medium">
        {PROGRESS_WORD[job.status]} “{job.subject}”: {done} of {job.total}
        {job.failed ? ` (${job.failed} failed)` : ''}
      </p>
      {job.status === 'paused' && job.pausedReason ? (
        <p className="text-sm text-muted-foreground">{PAUSED_WHY[job.pausedReason]}</p>
      ) : null}
      {job.status === 'sending' && !waiting ? (
        <p className="text-sm text-muted-foreground">
          The server goes on sending it every minute; you can leave this page.
        </p>
      ) : null}
      <div
        role="progressbar"
        aria-label="Announcement progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-all" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/**
 * Compose, preview, count, confirm, send, and the history. The server sends (the call that
 * creates or resumes a job, then the every-minute job); the page shows its progress.
 */
export function AnnouncementsSection() {
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [segment, setSegment] = useState<AudienceSegment>('allUsers');
  const [preview, setPreview] = useState<RenderedMailAnswer | null>(null);
  const [confirming, setConfirming] = useState(false);
  // A problem with the subject or the message shows at its field; any other, above the buttons.
  const [formError, setFormError] = useState<{
    message: string;
    field: 'subject' | 'body' | null;
  } | null>(null);
  const fieldError = (field: 'subject' | 'body') =>
    formError?.field === field ? formError.message : undefined;

  // The job a call (create or resume) last answered (shown until the history has it).
  const [answered, setAnswered] = useState<Announcement | null>(null);
  // A create or resume call is sending (it answers when done or after its time budget).
  const [waiting, setWaiting] = useState(false);
  const history = useOperationQuery(
    'adminMailOperations',
    'listAnnouncements',
    {},
    {
      refetchInterval: (query) =>
        waiting || query.state.data?.announcements.some((a) => a.status === 'sending')
          ? PROGRESS_POLL_MS
          : false,
    },
  );
  const audience = useOperationQuery('adminMailOperations', 'countAudience', { segment });
  const announcements = history.data?.announcements;
  // The page follows the job the server is sending now (the newest), and keeps showing it, or
  // the one a call last answered, once it has finished.
  const live = announcements?.find((a) => a.status === 'sending');
  const [followed, setFollowed] = useState<string | null>(null);
  if (live && live.id !== followed) setFollowed(live.id);
  const onAnswered = (announcement: Announcement) => {
    setAnswered(announcement);
    setFollowed(announcement.id);
  };
  const shownId = live?.id ?? followed;
  const job =
    announcements?.find((a) => a.id === shownId) ?? (answered?.id === shownId ? answered : null);

  // The server's refusals show above the buttons, as a check of the draft does.
  const previewing = useOperation('adminMailOperations', 'previewAnnouncement', {
    invalidates: [],
    errorToast: false,
    onSuccess: (rendered) => setPreview(rendered),
  });
  const creating = useOperation('adminMailOperations', 'createAnnouncement', {
    invalidates: ANNOUNCEMENT_READS,
    errorToast: false,
    success: ({ announcement }) => sentWords(announcement),
    onSuccess: ({ announcement }) => {
      setSubject('');
      setBody('');
      setPreview(null);
      onAnswered(announcement);
    },
  });
  const refusal = previewing.error ?? creating.error;

  const draft = () => {
    previewing.reset();
    creating.reset();
    const parsed = announcementDraftSchema.safeParse({ subject, body });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path[0];
      setFormError({
        message: issue?.message ?? 'Check the subject and the message.',
        field: field === 'subject' || field === 'body' ? field : null,
      });
      return null;
    }
    setFormError(null);
    return parsed.data;
  };

  const onPreview = () => {
    const valid = draft();
    if (valid) previewing.run(valid);
  };

  const onAskToSend = () => {
    if (draft()) setConfirming(true);
  };

  const onConfirm = () => {
    const valid = draft();
    if (!valid) return;
    // The question closes at once: the page shows the progress while the server sends. A
    // refusal shows above the buttons.
    setConfirming(false);
    setWaiting(true);
    void creating
      .runAsync({ ...valid, segment })
      .catch(() => undefined)
      .finally(() => setWaiting(false));
  };

  const count = audience.data?.count;
  const busy = waiting || live !== undefined;

  return (
    <div className="space-y-8">
      {job ? <Progress job={job} waiting={waiting} /> : null}

      <section aria-labelledby="compose-title" className="space-y-4">
        <h2 id="compose-title" className="text-lg font-semibold">
          New announcement
        </h2>
        <FormField id="announcement-subject" label="Subject" error={fieldError('subject')}>
          <Input
            {...fieldAria('announcement-subject', fieldError('subject'))}
            value={subject}
            maxLength={ANNOUNCEMENT_SUBJECT_MAX}
            onChange={(event) => setSubject(event.target.value)}
          />
        </FormField>
        <FormField
          id="announcement-body"
          label="Message (Markdown)"
          hint="Paragraphs, # headings, - lists, **bold**, *italic* and [links](https://…). Every mail ends with an unsubscribe link."
          error={fieldError('body')}
        >
          <Textarea
            {...fieldAria('announcement-body', fieldError('body'), true)}
            rows={8}
            value={body}
            maxLength={ANNOUNCEMENT_BODY_MAX}
            onChange={(event) => setBody(event.target.value)}
          />
        </FormField>
        <div className="flex flex-wrap items-end gap-4">
          <div className="space-y-2">
            <Label htmlFor="announcement-segment">Audience</Label>
            <Select
              id="announcement-segment"
              value={segment}
              options={SEGMENT_OPTIONS}
              onValueChange={setSegment}
              className="w-56"
            />
          </div>
          <p className="pb-2 text-sm text-muted-foreground" aria-live="polite">
            {audience.status === 'pending'
              ? 'Counting…'
              : audience.status === 'error'
                ? 'Could not count the audience.'
                : `Reaches ${people(audience.data.count)} (a verified email, not opted out, not disabled).`}
          </p>
        </div>
        {formError && formError.field === null ? (
          <Alert variant="destructive">{formError.message}</Alert>
        ) : refusal ? (
          <Alert variant="destructive">{callableMessage(refusal)}</Alert>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" onClick={onPreview} disabled={previewing.pending}>
            <Eye aria-hidden /> {previewing.pending ? 'Rendering…' : 'Preview'}
          </Button>
          <Button onClick={onAskToSend} disabled={busy || count === undefined || count === 0}>
            <Send aria-hidden /> Send…
          </Button>
        </div>
        {preview ? (
          <div className="space-y-2">
            <MailPreview
              title="Preview of the announcement"
              subject={preview.subject}
              html={preview.html}
            />
          </div>
        ) : null}
      </section>

      <section aria-labelledby="history-title" className="space-y-4">
        <h2 id="history-title" className="text-lg font-semibold">
          History
        </h2>
        {history.status === 'error' ? (
          <RetryAlert onRetry={() => void history.refetch()} className="mb-0">
            {callableMessage(history.error)}
          </RetryAlert>
        ) : (
          <AnnouncementHistory
            rows={announcements ?? []}
            loading={history.isPending}
            onResuming={setWaiting}
            onChanged={onAnswered}
          />
        )}
        {(announcements?.length ?? 0) >= ANNOUNCEMENT_HISTORY_LIMIT ? (
          <p className="text-sm text-muted-foreground">
            The latest {ANNOUNCEMENT_HISTORY_LIMIT} announcements are shown.
          </p>
        ) : null}
      </section>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Send this announcement?"
        description={
          <p>
            “{subject.trim()}” goes to {AUDIENCE_LABELS[segment].toLowerCase()}:{' '}
            {people(count ?? 0)}. This cannot be undone.
          </p>
        }
        confirmLabel={`Send to ${people(count ?? 0)}`}
        busy={creating.pending}
        onConfirm={onConfirm}
      />
    </div>
  );
}
