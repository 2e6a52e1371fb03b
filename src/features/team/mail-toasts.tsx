import { TriangleAlert } from 'lucide-react';
import toast from 'react-hot-toast';
import { toastCallableError } from '@/lib/companies/error-toast';
import { Button } from '@/lib/ui/button';
import { resendInvitation } from './team-api';

/** Sends an invitation's mail again (new token and expiry) and says how it went. */
export async function resendAndReport(
  companyId: string,
  invitationId: string,
  email: string,
): Promise<void> {
  try {
    const { emailSent } = await resendInvitation(companyId, invitationId);
    if (emailSent) toast.success(`Invitation sent again to ${email}.`);
    else warnMailNotSent(companyId, invitationId, email);
  } catch (error) {
    toastCallableError(error);
  }
}

/**
 * The invitation exists but its mail did not go out: a warning that stays a little longer and
 * offers to send it again.
 */
export function warnMailNotSent(companyId: string, invitationId: string, email: string): void {
  toast(
    (t) => (
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
            void resendAndReport(companyId, invitationId, email);
          }}
        >
          Resend email
        </Button>
      </span>
    ),
    {
      id: `mail-not-sent-${invitationId}`,
      duration: 15_000,
      icon: <TriangleAlert aria-hidden className="size-5 shrink-0 text-warning" />,
    },
  );
}
