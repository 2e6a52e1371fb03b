import { Outlet } from 'react-router';
import { AuthPrompts } from '@/lib/auth/auth-prompts';
import { FocusedShell } from '@/lib/ui/focused-shell';

/** Sign-in, sign-up and consent pages: one focused card, nothing else to click. */
export function AuthLayout() {
  return (
    <FocusedShell className="bg-muted/40">
      <Outlet />
      <AuthPrompts />
    </FocusedShell>
  );
}
