import { Link, Outlet } from 'react-router-dom';
import { ColorModeToggle } from '@/lib/ui/color-mode-toggle';
import { Logo } from '@/lib/ui/logo';
import { SkipLink } from '@/lib/ui/skip-link';

/** Sign-in, sign-up and consent pages: one focused card, nothing else to click. */
export function AuthLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-muted/40">
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
        className="outline-none flex flex-1 items-start justify-center px-4 pb-16 pt-6 sm:pt-12"
      >
        <div className="w-full max-w-md">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
