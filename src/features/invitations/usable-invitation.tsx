import type { InvitationPreview, InvitationProblem } from '@contracts/companies';
import { useState, type Ref } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/lib/auth/auth-store';
import { Avatar } from '@/lib/companies/avatar';
import { formatDateTime, timeUntil } from '@/lib/companies/dates';
import { callableCode, callableMessage } from '@/lib/firebase/callable-errors';
import { callableReason } from '@/lib/firebase/error-reasons';
import { CallableErrorText } from '@/lib/companies/error-toast';
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from '@/lib/companies/role-labels';
import { setActiveCompany } from '@/lib/companies/use-companies';
import { useOperation } from '@/lib/data/use-action';
import { Alert } from '@/lib/ui/alert';
import { Button } from '@/lib/ui/button';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { Spinner } from '@/lib/ui/spinner';
import { InvitationCard } from './invitation-card';
import { useSwitchAccount } from './use-switch-account';

export type UsablePreview = Extract<InvitationPreview, { usable: true }>;

/** A refusal that has a page of its own: this account, or an invitation no longer usable. */
function handledElsewhere(error: unknown): boolean {
  return (
    callableCode(error) === 'permission-denied' ||
    callableReason(error)?.reason === 'invitationProblem'
  );
}

/** An invitation that can be answered: who invites you where, as what, until when. */
export function UsableInvitation({
  token,
  preview,
  titleRef,
  onWrongAccount,
  onProblem,
  onDeclined,
  onStale,
}: {
  token: string;
  preview: UsablePreview;
  titleRef?: Ref<HTMLHeadingElement>;
  /** The server refused this account (permission-denied), with its message. */
  onWrongAccount: (message: string) => void;
  /** The server says why it cannot be used any more (expired, revoked… meanwhile). */
  onProblem: (problem: InvitationProblem) => void;
  onDeclined: () => void;
  /** An answer failed: the invitation may have changed (expired, revoked), so ask again. */
  onStale: () => void;
}) {
  const navigate = useNavigate();
  const userEmail = useAuthStore((s) => s.user?.email);
  const { switching, switchAccount } = useSwitchAccount();
  const [confirmDecline, setConfirmDecline] = useState(false);
  const [now] = useState(() => Date.now());
  const otherAddress =
    preview.kind === 'email' &&
    preview.email !== null &&
    userEmail != null &&
    preview.email.toLowerCase() !== userEmail.toLowerCase();

  // Neither answer refreshes the preview on screen: it would show the invitation as used or
  // declined before the page moves on. A failure asks again (onStale).
  const accepting = useOperation('invitationOperations', 'accept', {
    invalidates: [],
    success: `Welcome to ${preview.companyName}!`,
    errorToast: false,
    onSuccess: async ({ companyId }) => {
      void setActiveCompany(companyId, { joining: true });
      await navigate(paths.companyMembers.path, { replace: true });
    },
  });
  const declining = useOperation('invitationOperations', 'decline', {
    invalidates: [],
    errorToast: false,
    onSuccess: onDeclined,
  });
  const busy = accepting.pending || declining.pending;
  // The last refusal shown here (the others are pages of their own).
  const lastError = accepting.error ?? declining.error;
  const failure = lastError && !handledElsewhere(lastError) ? lastError : null;

  function failed(error: unknown) {
    setConfirmDecline(false);
    if (callableCode(error) === 'permission-denied') {
      onWrongAccount(callableMessage(error));
      return;
    }
    const reason = callableReason(error);
    if (reason?.reason === 'invitationProblem') {
      onProblem(reason.problem);
      return;
    }
    onStale();
  }

  function accept() {
    declining.reset();
    accepting.runAsync({ token }).catch(failed);
  }

  function decline() {
    accepting.reset();
    declining.runAsync({ token }).catch(failed);
  }

  return (
    <InvitationCard
      visual={
        <Avatar name={preview.companyName} src={preview.companyLogoUrl} size="lg" shape="square" />
      }
      title={`Join ${preview.companyName}`}
      titleRef={titleRef}
    >
      <p className="text-sm text-muted-foreground">
        <strong className="text-foreground">{preview.inviterName || 'A teammate'}</strong> invited
        you to join <strong className="text-foreground">{preview.companyName}</strong> on Parley.
      </p>
      <dl className="divide-y rounded-lg border text-left text-sm">
        <div className="flex flex-col gap-0.5 px-4 py-3">
          <dt className="text-muted-foreground">Your role</dt>
          <dd>
            <span className="font-medium">{ROLE_LABELS[preview.role]}</span>
            <span className="block text-xs text-muted-foreground">
              {ROLE_DESCRIPTIONS[preview.role]}
            </span>
          </dd>
        </div>
        {preview.email ? (
          <div className="flex flex-col gap-0.5 px-4 py-3">
            <dt className="text-muted-foreground">Sent to</dt>
            <dd className="break-all font-medium">{preview.email}</dd>
          </div>
        ) : null}
        <div className="flex flex-col gap-0.5 px-4 py-3">
          <dt className="text-muted-foreground">Expires</dt>
          <dd>
            {formatDateTime(preview.expiresAt)}{' '}
            <span className="text-muted-foreground">({timeUntil(preview.expiresAt, now)})</span>
          </dd>
        </div>
      </dl>
      {otherAddress ? (
        <Alert variant="info" className="text-left">
          <p>
            This invitation was sent to <strong className="break-all">{preview.email}</strong>, but
            you are signed in as <strong className="break-all">{userEmail}</strong>.
          </p>
          <Button
            variant="link"
            className="h-auto p-0"
            disabled={switching}
            onClick={switchAccount}
          >
            Sign out and use another account
          </Button>
        </Alert>
      ) : null}
      {failure ? (
        <Alert variant="destructive" className="text-left">
          <CallableErrorText error={failure} />
        </Alert>
      ) : null}
      <div className="flex flex-col gap-2">
        <Button className="w-full" disabled={busy} onClick={accept}>
          {accepting.pending ? <Spinner label="Joining" /> : null} Accept invitation
        </Button>
        <Button
          variant="outline"
          className="w-full"
          disabled={busy}
          onClick={() => setConfirmDecline(true)}
        >
          Decline
        </Button>
      </div>
      <ConfirmDialog
        open={confirmDecline}
        onOpenChange={setConfirmDecline}
        title={`Decline the invitation to ${preview.companyName}?`}
        description={<p>To join later, you will need a new invitation.</p>}
        confirmLabel="Decline invitation"
        destructive
        busy={declining.pending}
        onConfirm={decline}
      />
    </InvitationCard>
  );
}
