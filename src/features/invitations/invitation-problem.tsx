import { INVITATION_TTL_MS, type InvitationProblem } from '@contracts/companies';
import { CircleSlash, Clock, LinkIcon, MailX, UserCheck, type LucideIcon } from 'lucide-react';

interface ProblemCopy {
  title: string;
  text: string;
  Icon: LucideIcon;
}

/** One clear page per reason an invitation cannot be used. */
export const problemCopy: Record<InvitationProblem, ProblemCopy> = {
  invalid: {
    title: 'This invitation link is not valid',
    text: 'The link may be incomplete or mistyped. Open it again from the email or message you received, or ask the person who invited you for a new one.',
    Icon: LinkIcon,
  },
  expired: {
    title: 'This invitation has expired',
    text: `Invitations are valid for ${Math.round(INVITATION_TTL_MS / 86_400_000)} days. Ask an owner or admin of the company to send you a new one.`,
    Icon: Clock,
  },
  used: {
    title: 'This invitation has already been used',
    text: 'Someone already accepted it. If that was you, the company is in your company list; otherwise ask for a new invitation.',
    Icon: UserCheck,
  },
  revoked: {
    title: 'This invitation was withdrawn',
    text: 'An owner or admin of the company revoked it. Ask them for a new one if you still need access.',
    Icon: CircleSlash,
  },
  declined: {
    title: 'This invitation was declined',
    text: 'It cannot be accepted any more. If you changed your mind, ask the company for a new invitation.',
    Icon: MailX,
  },
};
