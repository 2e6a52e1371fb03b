import {
  affiliateUsernameSchema,
  DEFAULT_REAPPLY_DAYS,
  REJECTION_REASON_LABELS,
  type ApplicationRow,
} from '@contracts/affiliate-applications';
import { REJECTION_REASONS, type RejectionReason } from '@contracts/affiliate-programme';
import { useState } from 'react';
import { formatDate } from '@/lib/companies/dates';
import { useOperation } from '@/lib/data/use-action';
import { callableMessage } from '@/lib/firebase/callable-errors';
import { Alert } from '@/lib/ui/alert';
import { Button } from '@/lib/ui/button';
import { Dialog } from '@/lib/ui/dialog';
import { FormField, fieldAria } from '@/lib/ui/form-field';
import { Input, Textarea } from '@/lib/ui/input';
import { SelectField } from '@/lib/ui/select-field';
import { Spinner } from '@/lib/ui/spinner';

const DAY_MS = 86_400_000;
const REASON_OPTIONS = REJECTION_REASONS.map((value) => ({
  value,
  label: REJECTION_REASON_LABELS[value],
}));

/** "2027-02-21" for a date input, in UTC. */
const dateInput = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-3">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="whitespace-pre-wrap break-words text-sm sm:col-span-2">{children}</dd>
    </div>
  );
}

/** The toast of a decision: whether the applicant was told. */
const decided =
  (done: string) =>
  ({ emailSent }: { emailSent: boolean }) =>
    emailSent
      ? `${done} The applicant was emailed.`
      : `${done} No email was sent: the applicant's address is not verified, or sending failed (see the mail log).`;

/**
 * One application in full, with Approve (the username may be changed when the wanted one is
 * taken) and Reject (reason, note, re-apply date). A decision reads the queue again; the dialog
 * stays open on a failure.
 */
export function ReviewDialog({
  row,
  onClose,
  onDecided,
}: {
  row: ApplicationRow;
  onClose: () => void;
  onDecided: () => void;
}) {
  const { application: a, applicant } = row;
  const [mode, setMode] = useState<'view' | 'approve' | 'reject'>('view');
  const [username, setUsername] = useState(a.username);
  const [reason, setReason] = useState<RejectionReason>('audienceMismatch');
  const [note, setNote] = useState('');
  const [reapply, setReapply] = useState(() =>
    dateInput(Date.now() + DEFAULT_REAPPLY_DAYS * DAY_MS),
  );
  const [today] = useState(() => dateInput(Date.now()));
  const approving = useOperation('adminAffiliateApplicationOperations', 'approve', {
    success: decided('Application approved.'),
    errorToast: false,
    onSuccess: () => onDecided(),
  });
  const rejecting = useOperation('adminAffiliateApplicationOperations', 'reject', {
    success: decided('Application rejected.'),
    errorToast: false,
    onSuccess: () => onDecided(),
  });
  const busy = approving.pending || rejecting.pending;
  // The last refusal (each decision clears the other's).
  const failure = approving.error ?? rejecting.error;
  const usernameCheck = affiliateUsernameSchema.safeParse(username);
  const pending = a.status === 'pending';

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={`Application from ${a.name}`}
      description={`Applied ${formatDate(a.createdAt)} · ${a.status}`}
    >
      <dl className="divide-y">
        <Fact label="Account email">
          {applicant.email ?? '—'} {applicant.emailVerified ? '(verified)' : '(not verified)'}
        </Fact>
        <Fact label="Account created">
          {applicant.createdAt ? formatDate(applicant.createdAt) : '—'}
        </Fact>
        <Fact label="Sign-in">{applicant.providers.join(', ') || '—'}</Fact>
        <Fact label="Companies">{applicant.companies}</Fact>
        <Fact label="Referred by">
          {applicant.referredBy
            ? (applicant.referredBy.username ?? applicant.referredBy.affiliateUid)
            : 'Nobody'}
        </Fact>
        <Fact label="Website">
          <a href={a.website} target="_blank" rel="noreferrer noopener" className="underline">
            {a.website}
          </a>
        </Fact>
        <Fact label="Audience">{a.audience}</Fact>
        <Fact label="Promotion">{a.promotion}</Fact>
        <Fact label="Payout email">{a.payoutEmail}</Fact>
        <Fact label="Username">{a.username}</Fact>
        {a.rejection ? (
          <Fact label="Rejected">
            {REJECTION_REASON_LABELS[a.rejection.reason]}
            {a.rejection.note ? ` — ${a.rejection.note}` : ''} (may re-apply from{' '}
            {formatDate(a.rejection.reapplyAfter)})
          </Fact>
        ) : null}
      </dl>

      {failure ? (
        <Alert variant="destructive" role="alert" className="mt-4">
          {callableMessage(failure)}
        </Alert>
      ) : null}

      {pending && mode === 'view' ? (
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => setMode('reject')}>
            Reject…
          </Button>
          <Button onClick={() => setMode('approve')}>Approve…</Button>
        </div>
      ) : null}

      {pending && mode === 'approve' ? (
        <form
          className="mt-6 space-y-4 rounded-lg border p-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!usernameCheck.success) return;
            rejecting.reset();
            approving.run({ applicationId: a.id, username: usernameCheck.data });
          }}
        >
          <FormField
            id="approve-username"
            label="Affiliate username"
            hint="Change it if the wanted one is taken."
            error={usernameCheck.success ? undefined : usernameCheck.error.issues[0]?.message}
          >
            <Input
              value={username}
              onChange={(event) => setUsername(event.target.value)}
              {...fieldAria('approve-username', usernameCheck.success ? undefined : 'x', true)}
            />
          </FormField>
          <p className="text-sm text-muted-foreground">
            Approving reserves the username, creates the affiliate account and emails the applicant
            to accept the agreement.
          </p>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" disabled={busy} onClick={() => setMode('view')}>
              Back
            </Button>
            <Button type="submit" disabled={busy || !usernameCheck.success}>
              {busy ? <Spinner label="Approving" /> : null}
              Approve application
            </Button>
          </div>
        </form>
      ) : null}

      {pending && mode === 'reject' ? (
        <form
          className="mt-6 space-y-4 rounded-lg border p-4"
          onSubmit={(event) => {
            event.preventDefault();
            const reapplyAfter = Date.parse(`${reapply}T00:00:00Z`);
            approving.reset();
            rejecting.run({
              applicationId: a.id,
              reason,
              note: note.trim() || null,
              reapplyAfter: Number.isNaN(reapplyAfter) ? null : reapplyAfter,
            });
          }}
        >
          <SelectField
            id="reject-reason"
            label="Reason"
            value={reason}
            onValueChange={setReason}
            options={REASON_OPTIONS}
          />
          <FormField id="reject-note" label="Note to the applicant (optional)">
            <Textarea
              id="reject-note"
              rows={3}
              maxLength={1000}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          </FormField>
          <FormField id="reject-reapply" label="May apply again from (UTC)">
            <Input
              id="reject-reapply"
              type="date"
              value={reapply}
              min={today}
              onChange={(event) => setReapply(event.target.value)}
            />
          </FormField>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" disabled={busy} onClick={() => setMode('view')}>
              Back
            </Button>
            <Button type="submit" variant="destructive" disabled={busy}>
              {busy ? <Spinner label="Rejecting" /> : null}
              Reject application
            </Button>
          </div>
        </form>
      ) : null}
    </Dialog>
  );
}
