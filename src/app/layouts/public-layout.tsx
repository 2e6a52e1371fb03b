import { useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useSearchParams } from 'react-router';
import { useAuthBootstrap } from '@/lib/auth/use-auth-bootstrap';
import { useAuthStore } from '@/lib/auth/auth-store';
import { cn } from '@/lib/cn';
import { buttonVariants } from '@/lib/ui/button-variants';
import { MobileMenuButton } from './mobile-menu-button';
import { ColorModeToggle } from '@/lib/ui/color-mode-toggle';
import { Logo } from '@/lib/ui/logo';
import { SkipLink } from '@/lib/ui/skip-link';
import { hrefs, paths } from '@/config/paths';

const nav = [paths.pricing, paths.about, paths.affiliateProgram, paths.contact].map((p, i) => ({
  to: p.path,
  label: ['Pricing', 'About', 'Affiliates', 'Contact'][i] ?? p.title,
}));

const footerLinks = [
  { to: paths.about.path, label: 'About' },
  { to: paths.pricing.path, label: 'Pricing' },
  { to: paths.contact.path, label: 'Contact' },
  { to: paths.affiliateProgram.path, label: 'Affiliate programme' },
  { to: paths.privacyPolicy.path, label: 'Privacy policy' },
  { to: paths.termsAndConditions.path, label: 'Terms and conditions' },
  { to: paths.deleteData.path, label: 'Delete your data' },
];

function AuthButtons({ onNavigate }: { onNavigate?: () => void }) {
  const status = useAuthStore((s) => s.status);
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  if (status === 'signedIn') {
    return (
      <Link
        className={buttonVariants({ size: 'sm' })}
        to={paths.dashboard.path}
        onClick={onNavigate}
      >
        Dashboard
      </Link>
    );
  }
  return (
    <>
      <Link
        className={buttonVariants({ variant: 'ghost', size: 'sm' })}
        to={hrefs.withRedirect(paths.login.path, redirect)}
        onClick={onNavigate}
      >
        Sign in
      </Link>
      <Link
        className={buttonVariants({ size: 'sm' })}
        to={hrefs.withRedirect(paths.register.path, redirect)}
        onClick={onNavigate}
      >
        Get started
      </Link>
    </>
  );
}

/** Marketing pages: header with navigation, footer with legal links. */
export function PublicLayout() {
  useAuthBootstrap();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const close = () => setMenuOpen(false);

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-6 px-4 sm:px-6">
          <Link to="/" aria-label="Parley home" onClick={close}>
            <Logo />
          </Link>
          <nav aria-label="Main" className="hidden md:block">
            <ul className="flex gap-1">
              {nav.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    className={({ isActive }) =>
                      cn(
                        'rounded-md px-3 py-2 text-sm text-muted-foreground hover:text-foreground',
                        isActive && 'text-foreground font-medium',
                      )
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="ml-auto hidden items-center gap-2 md:flex">
            <ColorModeToggle />
            <AuthButtons />
          </div>
          <MobileMenuButton
            className="ml-auto"
            open={menuOpen}
            controls="mobile-menu"
            onToggle={() => setMenuOpen((open) => !open)}
          />
        </div>
        {menuOpen ? (
          <div id="mobile-menu" className="border-t px-4 pb-4 md:hidden">
            <nav aria-label="Main">
              <ul className="flex flex-col py-2">
                {nav.map((item) => (
                  <li key={item.to}>
                    <Link
                      to={item.to}
                      onClick={close}
                      aria-current={pathname === item.to ? 'page' : undefined}
                      className="block rounded-md px-2 py-2 text-sm hover:bg-muted"
                    >
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="flex flex-wrap items-center gap-2">
              <ColorModeToggle />
              <AuthButtons onNavigate={close} />
            </div>
          </div>
        ) : null}
      </header>
      <main id="main" tabIndex={-1} className="outline-none flex-1">
        <Outlet />
      </main>
      <footer className="border-t">
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:justify-between">
          <div className="space-y-2">
            <Logo />
            <p className="max-w-xs text-sm text-muted-foreground">
              Team workspaces with roles, invitations and billing.
            </p>
          </div>
          <nav aria-label="Footer">
            <ul className="grid grid-cols-2 gap-x-8 gap-y-2 text-sm sm:grid-cols-3">
              {footerLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-muted-foreground hover:text-foreground">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <p className="pb-8 text-center text-xs text-muted-foreground">
          © {new Date().getFullYear()} Parley
        </p>
      </footer>
    </div>
  );
}
