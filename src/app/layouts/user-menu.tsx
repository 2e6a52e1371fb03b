import { isSuperAdminClaim } from '@contracts/claims';
import { FlaskConical, LayoutDashboard, LogOut, Shield, UserRound } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { useAuthStore } from '@/lib/auth/auth-store';
import { paths } from '@/config/paths';

function initials(name: string | null | undefined, email: string | null | undefined): string {
  const source = name?.trim() || email || '?';
  return source
    .split(/[\s@.]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-muted [&_svg]:size-4';

/** The account menu in the signed-in layouts. */
export function UserMenu({ onSignOut }: { onSignOut: () => void }) {
  const user = useAuthStore((s) => s.user);
  const superAdmin = useAuthStore((s) => isSuperAdminClaim(s.claims));
  return (
    <DropdownMenu.Root>
      {/* Named by its content, not aria-label: the initials shown are decoration, and a label
          that leaves out visible text fails WCAG 2.5.3 (label in name). */}
      <DropdownMenu.Trigger className="grid size-9 place-items-center overflow-hidden rounded-full bg-primary text-sm font-medium text-primary-foreground">
        <span className="sr-only">Account menu</span>
        {user?.photoURL ? (
          <img src={user.photoURL} alt="" className="size-full object-cover" />
        ) : (
          <span aria-hidden>{initials(user?.displayName, user?.email)}</span>
        )}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-lg border bg-card p-1 shadow-lg"
        >
          <div className="px-2 py-1.5">
            <p className="truncate text-sm font-medium">{user?.displayName ?? 'Signed in'}</p>
            <p className="truncate text-xs text-muted-foreground">{user?.email}</p>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={paths.dashboard.path}>
              <LayoutDashboard aria-hidden /> Dashboard
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={paths.profile.path}>
              <UserRound aria-hidden /> Profile
            </Link>
          </DropdownMenu.Item>
          {superAdmin ? (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to={paths.admin.path}>
                <Shield aria-hidden /> Admin
              </Link>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={paths.testNewArchitecture.path}>
              <FlaskConical aria-hidden /> Diagnostics
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item className={itemClass} onSelect={onSignOut}>
            <LogOut aria-hidden /> Sign out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
