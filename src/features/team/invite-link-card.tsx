import type { ActionAnswer } from '@contracts/callables';
import { useState } from 'react';
import { hrefs } from '@/config/paths';
import { formatDateTime } from '@/lib/companies/dates';
import { useOperation } from '@/lib/data/use-action';
import { Alert } from '@/lib/ui/alert';
import { Button } from '@/lib/ui/button';
import { CopyButton } from '@/lib/ui/copy-button';
import { Dialog } from '@/lib/ui/dialog';
import { Input } from '@/lib/ui/input';
import { Label } from '@/lib/ui/label';
import { Spinner } from '@/lib/ui/spinner';

type InviteLink = ActionAnswer<'invitationOperations', 'createLink'>;

/** A shareable invite link: created here, shown once (only its hash is stored). */
export function InviteLinkSection({ companyId }: { companyId: string }) {
  const [created, setCreated] = useState<InviteLink | null>(null);
  const url = created ? `${location.origin}${hrefs.invite(created.token)}` : '';
  const creating = useOperation('invitationOperations', 'createLink', {
    onSuccess: (link) => setCreated(link),
  });

  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">
        Anyone with the link can join as a member until it expires or you revoke it. Each person who
        joins uses a seat. To add an admin, invite them by email.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Button
          variant="outline"
          disabled={creating.pending}
          // Links make members only (admins are invited by email).
          onClick={() => creating.run({ companyId, role: 'member' })}
        >
          {creating.pending ? <Spinner label="Creating" /> : null} Create invite link
        </Button>
      </div>
      <Dialog
        open={created !== null}
        onOpenChange={(open) => !open && setCreated(null)}
        title="Your invite link"
        description={
          created
            ? `People who open it join as members until ${formatDateTime(created.expiresAt)}.`
            : undefined
        }
      >
        <div className="space-y-4">
          <Alert variant="info">
            Copy it now: for your security it is shown only once. If you lose it, revoke it in
            Pending invitations and create a new one.
          </Alert>
          <div className="space-y-2">
            <Label htmlFor="invite-link-url">Invite link</Label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                id="invite-link-url"
                readOnly
                value={url}
                className="font-mono text-xs"
                onFocus={(event) => event.currentTarget.select()}
              />
              <CopyButton text={url} label="Copy the invite link" />
            </div>
          </div>
          <div className="flex justify-end">
            <Button onClick={() => setCreated(null)}>Done</Button>
          </div>
        </div>
      </Dialog>
    </div>
  );
}
