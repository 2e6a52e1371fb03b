import { useSearchParams } from 'react-router';
import { InvitationPanel } from './invitation-panel';

/** /accept-invite?token=…: the same invitation panel, inside the auth layout. */
export default function AcceptInvitePage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return <InvitationPanel key={token ?? ''} token={token} />;
}
