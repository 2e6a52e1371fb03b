import { Outlet } from 'react-router';
import { AuthPromptsWhenNeeded } from '@/lib/auth/auth-prompts-when-needed';
import { FocusedShell } from '@/lib/ui/focused-shell';

/**
 * Sign-in, sign-up and consent pages: one focused card, nothing else to click. Its chunk carries
 * no Firebase SDK: the sign-in pages paint before Auth loads (features/auth/load-auth-actions.ts).
 */
export function AuthLayout() {
  return (
    <FocusedShell className="bg-muted/40">
      <Outlet />
      <AuthPromptsWhenNeeded />
    </FocusedShell>
  );
}
