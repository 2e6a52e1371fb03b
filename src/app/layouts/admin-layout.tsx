import { ArrowLeft } from 'lucide-react';
import { Link, NavLink, Outlet } from 'react-router';
import { AuthPrompts } from '@/lib/auth/auth-prompts';
import { cn } from '@/lib/cn';
import { ColorModeToggle } from '@/lib/ui/color-mode-toggle';
import { Logo } from '@/lib/ui/logo';
import { SkipLink } from '@/lib/ui/skip-link';
import { adminSections } from '@/config/admin-sections';
import { paths } from '@/config/paths';
import { UserMenu } from './user-menu';
import { useSignOut } from './use-sign-out';

/** The admin area (super admins only): a section sidebar beside the page. */
export function AdminLayout() {
  const signOut = useSignOut();
  return (
    <div className="flex min-h-dvh flex-col" data-layout="admin">
      <SkipLink />
      <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur">
        <div className="flex h-16 items-center gap-4 px-4 sm:px-6">
          <Link to={paths.admin.path} aria-label="Parley admin">
            <Logo />
          </Link>
          <span className="rounded-md bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary">
            Admin
          </span>
          <div className="ml-auto flex items-center gap-2">
            <Link
              to={paths.dashboard.path}
              className="hidden items-center gap-1 text-sm text-muted-foreground hover:text-foreground sm:inline-flex"
            >
              <ArrowLeft aria-hidden className="size-4" /> Back to the app
            </Link>
            <span className="hidden sm:block">
              <ColorModeToggle />
            </span>
            <UserMenu onSignOut={signOut} />
          </div>
        </div>
      </header>
      <div className="flex flex-1 flex-col md:flex-row">
        <nav
          aria-label="Admin"
          className="border-b p-3 md:w-60 md:shrink-0 md:border-b-0 md:border-r"
        >
          <ul className="flex gap-1 overflow-x-auto md:flex-col">
            {adminSections.map(({ entry, label }) => (
              <li key={entry.path}>
                <NavLink
                  end
                  to={entry.path}
                  className={({ isActive }) =>
                    cn(
                      'block whitespace-nowrap rounded-md px-3 py-2 text-sm text-muted-foreground hover:bg-muted hover:text-foreground',
                      isActive && 'bg-muted font-medium text-foreground',
                    )
                  }
                >
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" tabIndex={-1} className="outline-none min-w-0 flex-1 px-4 py-8 sm:px-8">
          <Outlet />
        </main>
      </div>
      <AuthPrompts />
    </div>
  );
}
