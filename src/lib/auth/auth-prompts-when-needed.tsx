import { lazy, Suspense, useState } from 'react';
import { useAuthStore } from './auth-store';
import { useSecondFactorPrompt } from './second-factor-prompt';

const AuthPrompts = lazy(async () => ({ default: (await import('./auth-prompts')).AuthPrompts }));

/**
 * AuthPrompts for the sign-in layout, loaded once a question can come: the SMS code dialog when
 * a sign-in asks for the code, "confirm it's you" once someone is signed in (the accept pages).
 * Both dialogs bring Auth, which the sign-in pages load only after their first paint.
 */
export function AuthPromptsWhenNeeded() {
  const asked = useSecondFactorPrompt((state) => state.pending !== null);
  const signedIn = useAuthStore((state) => state.status === 'signedIn');
  // Once mounted, they stay: a dialog that closes must not take its code away mid-way.
  const [needed, setNeeded] = useState(false);
  if ((asked || signedIn) && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <AuthPrompts />
    </Suspense>
  ) : null;
}
