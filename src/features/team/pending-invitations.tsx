import { Link2, Mail, RotateCw } from 'lucide-react';
import { useState } from 'react';
import type { Invitation } from '@/lib/companies/company-model';
import { formatDateTime, timeUntil } from '@/lib/companies/dates';
import { ROLE_LABELS } from '@/lib/companies/role-labels';
import { useOperation } from '@/lib/data/use-action';
import { Alert } from '@/lib/ui/alert';
import { Badge } from '@/lib/ui/badge';
import { Button } from '@/lib/ui/button';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { LoadingBlocks } from '@/lib/ui/skeleton';
import { Spinner } from '@/lib/ui/spinner';
import { useResendInvitation } from './mail-toasts';
import type { PendingInvitations } from '@/lib/companies/use-pending-invitations';

const labelOf = (i: Invitation) => i.email ?? 'Invite link';

function InvitationRow({
  invitation,
  companyId,
  now,
  onRevoke,
}: {
  invitation: Invitation;
  companyId: string;
  now: number;
  onRevoke: (invitation: Invitation) => void;
}) {
  const resending = useResendInvitation(invitation.email ?? '');
  const expired = invitation.expiresAt <= now;
  const Icon = invitation.kind === 'email' ? Mail : Link2;

  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span className="mt-0.5 grid size-8 shrink-0 place-items-center rounded-full bg-muted text-muted-foreground">
          <Icon aria-hidden className="size-4" />
        </span>
        <div className="min-w-0">
          <p className="truncate text-sm font-medium">{labelOf(invitation)}</p>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
            <Badge variant="outline">{ROLE_LABELS[invitation.role]}</Badge>
            {expired ? (
              <Badge variant="warning">Expired</Badge>
            ) : (
              <span title={formatDateTime(invitation.expiresAt)}>
                Expires {timeUntil(invitation.expiresAt, now)}
              </span>
            )}
            {invitation.kind === 'link' && invitation.acceptedCount > 0 ? (
              <span>
                {invitation.acceptedCount === 1
                  ? '1 person joined'
                  : `${invitation.acceptedCount} people joined`}
              </span>
            ) : null}
            {invitation.invitedBy.name ? <span>by {invitation.invitedBy.name}</span> : null}
          </p>
        </div>
      </div>
      <div className="flex gap-2 pl-11 sm:pl-0">
        {invitation.kind === 'email' ? (
          <Button
            size="sm"
            variant="outline"
            disabled={resending.pending}
            aria-label={`Resend the invitation to ${labelOf(invitation)}`}
            onClick={() => resending.run({ companyId, invitationId: invitation.id })}
          >
            {resending.pending ? <Spinner label="Resending" /> : null} Resend
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Revoke the invitation ${invitation.email ? `to ${invitation.email}` : 'link'}`}
          onClick={() => onRevoke(invitation)}
        >
          Revoke
        </Button>
      </div>
    </li>
  );
}

/** Invitations waiting for an answer (owners and admins): resend a mail, or revoke. */
export function PendingInvitationsList({
  companyId,
  pending,
}: {
  companyId: string;
  pending: PendingInvitations;
}) {
  const [revoking, setRevoking] = useState<Invitation | null>(null);
  // Read once per render of the list; expiry labels are coarse (days), so this is enough.
  const [now] = useState(() => Date.now());
  const revoke = useOperation('invitationOperations', 'revoke', {
    // The dialog cannot close while busy: `revoking` is still the invitation revoked.
    success: () =>
      revoking?.email
        ? `The invitation to ${revoking.email} was revoked.`
        : 'The invite link was revoked.',
    onSuccess: () => setRevoking(null),
  });

  if (pending.status === 'loading') {
    return (
      <LoadingBlocks
        label="Loading invitations"
        className="space-y-3 py-2"
        blocks={['h-10 w-full', 'h-10 w-full']}
      />
    );
  }
  if (pending.status === 'error') {
    return (
      <Alert
        variant="destructive"
        className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"
      >
        <span>We could not load the pending invitations.</span>
        <Button size="sm" variant="outline" onClick={pending.retry}>
          <RotateCw aria-hidden /> Try again
        </Button>
      </Alert>
    );
  }
  if (pending.invitations.length === 0) {
    return <p className="py-2 text-sm text-muted-foreground">No invitations are waiting.</p>;
  }
  return (
    <>
      <ul className="divide-y" aria-label="Pending invitations">
        {pending.invitations.map((invitation) => (
          <InvitationRow
            key={invitation.id}
            invitation={invitation}
            companyId={companyId}
            now={now}
            onRevoke={setRevoking}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={
          revoking?.email
            ? `Revoke the invitation to ${revoking.email}?`
            : 'Revoke this invite link?'
        }
        description={<p>The link in it stops working at once. You can invite again later.</p>}
        confirmLabel="Revoke"
        destructive
        busy={revoke.pending}
        onConfirm={() => revoking && revoke.run({ companyId, invitationId: revoking.id })}
      />
    </>
  );
}
