import { useState } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { AuthPrompts } from '@/lib/auth/auth-prompts';
import { cn } from '@/lib/cn';
import { ColorModeToggle } from '@/lib/ui/color-mode-toggle';
import { Logo } from '@/lib/ui/logo';
import { SkipLink } from '@/lib/ui/skip-link';
import { paths } from '@/config/paths';
import { CompanySwitcher } from './company-switcher';
import { FailingPaymentNotice } from './failing-payment-notice';
import { MobileMenuButton } from './mobile-menu-button';
import { UserMenu } from './user-menu';
import { useSignOut } from './use-sign-out';

const nav = [
  { to: paths.dashboard.path, label: 'Dashboard' },
  { to: paths.company.path, label: 'Company' },
  { to: paths.affiliateDashboard.path, label: 'Affiliate' },
  { to: paths.pricing.path, label: 'Pricing' },
];

function NavItems({ vertical, onNavigate }: { vertical?: boolean; onNavigate?: () => void }) {
  return (
    <ul className={cn('flex gap-1', vertical && 'flex-col')}>
      {nav.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'block rounded-md px-3 py-2 text-sm text-muted-foreground hover:bg-muted hover:text-foreground',
                isActive && 'bg-muted font-medium text-foreground',
              )
            }
          >
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The signed-in product: top bar with navigation and the account menu. */
export function AppLayout() {
  const signOut = useSignOut();
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:gap-6 sm:px-6">
          <Link to={paths.dashboard.path} aria-label="Parley dashboard">
            <Logo />
          </Link>
          <CompanySwitcher />
          <nav aria-label="Main" className="hidden md:block">
            <NavItems />
          </nav>
          <div className="ml-auto flex items-center gap-2">
            <span className="hidden sm:block">
              <ColorModeToggle />
            </span>
            <UserMenu onSignOut={signOut} />
            <MobileMenuButton
              open={menuOpen}
              controls="app-mobile-menu"
              onToggle={() => setMenuOpen((open) => !open)}
            />
          </div>
        </div>
        {menuOpen ? (
          <div id="app-mobile-menu" className="border-t px-4 pb-4 md:hidden">
            <nav aria-label="Main" className="py-2">
              <NavItems vertical onNavigate={() => setMenuOpen(false)} />
            </nav>
            <ColorModeToggle />
          </div>
        ) : null}
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="outline-none mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6"
      >
        {/* First in main: where the skip link and every navigation put the focus. */}
        <FailingPaymentNotice />
        <Outlet />
      </main>
      <AuthPrompts />
    </div>
  );
}
