import { useParams } from 'react-router';
import { FocusedShell } from '@/lib/ui/focused-shell';
import { InvitationPanel } from './invitation-panel';

/** /invite/:token: the invitation as a full page of its own (no app layout). */
export default function InvitePage() {
  const { token } = useParams();
  return (
    <FocusedShell className="bg-linear-to-b from-accent/60 to-background">
      <InvitationPanel key={token} token={token ?? null} />
    </FocusedShell>
  );
}
