import { Link, useParams } from 'react-router-dom';
import { ColorModeToggle } from '@/lib/ui/color-mode-toggle';
import { Logo } from '@/lib/ui/logo';
import { SkipLink } from '@/lib/ui/skip-link';
import { InvitationPanel } from './invitation-panel';

/** /invite/:token: the invitation as a full page of its own (no app layout). */
export default function InvitePage() {
  const { token } = useParams();
  return (
    <div className="flex min-h-dvh flex-col bg-linear-to-b from-accent/60 to-background">
      <SkipLink />
      <header className="flex items-center justify-between px-4 py-4 sm:px-8">
        <Link to="/" aria-label="Parley home">
          <Logo />
        </Link>
        <ColorModeToggle />
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="flex flex-1 items-start justify-center px-4 pb-16 pt-6 outline-none sm:pt-16"
      >
        <div className="w-full max-w-md">
          <InvitationPanel key={token} token={token ?? null} />
        </div>
      </main>
    </div>
  );
}
