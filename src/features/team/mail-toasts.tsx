import { TriangleAlert } from 'lucide-react';
import toast, { type Toast } from 'react-hot-toast';
import { useOperation } from '@/lib/data/use-action';
import { Button } from '@/lib/ui/button';

/** Sends an invitation's mail again (new token and expiry) and says how it went. */
export function useResendInvitation(email: string) {
  return useOperation('invitationOperations', 'resend', {
    success: ({ emailSent }) => (emailSent ? `Invitation sent again to ${email}.` : null),
    onSuccess: ({ emailSent }, { companyId, invitationId }) => {
      if (!emailSent) warnMailNotSent(companyId, invitationId, email);
    },
  });
}

function MailNotSent({
  t,
  companyId,
  invitationId,
  email,
}: {
  t: Toast;
  companyId: string;
  invitationId: string;
  email: string;
}) {
  // Runs on after the toast is gone: the outcome is a toast of its own.
  const resend = useResendInvitation(email);
  return (
    <span className="flex flex-col items-start gap-2">
      <span>
        The invitation for {email} is saved, but we could not send the email. It stays in Pending
        invitations.
      </span>
      <Button
        size="sm"
        variant="outline"
        onClick={() => {
          toast.dismiss(t.id);
          resend.run({ companyId, invitationId });
        }}
      >
        Resend email
      </Button>
    </span>
  );
}

/**
 * The invitation exists but its mail did not go out: a warning that stays a little longer and
 * offers to send it again.
 */
export function warnMailNotSent(companyId: string, invitationId: string, email: string): void {
  toast(
    (t) => <MailNotSent t={t} companyId={companyId} invitationId={invitationId} email={email} />,
    {
      id: `mail-not-sent-${invitationId}`,
      duration: 15_000,
      icon: <TriangleAlert aria-hidden className="size-5 shrink-0 text-warning" />,
    },
  );
}
