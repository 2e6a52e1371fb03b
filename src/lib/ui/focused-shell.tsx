import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../cn';
import { ColorModeToggle } from './color-mode-toggle';
import { Logo } from './logo';
import { SkipLink } from './skip-link';

/**
 * A page with one focused card and nothing else to click: the logo home, the colour mode, and the
 * content centred in a narrow column (sign-in, consent, invitations).
 */
export function FocusedShell({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={cn('flex min-h-dvh flex-col', className)}>
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
        className="flex flex-1 items-start justify-center px-4 pb-16 pt-6 outline-none sm:pt-12"
      >
        <div className="w-full max-w-md">{children}</div>
      </main>
    </div>
  );
}
