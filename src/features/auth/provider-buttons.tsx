import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { authErrorCode, authErrorMessage } from '@/lib/auth/auth-errors';
import { Button } from '@/lib/ui/button';
import { Spinner } from '@/lib/ui/spinner';
import { useHydrated } from '@/lib/use-hydrated';
import { SOCIAL_PROVIDERS, type SocialProviderId } from '@/lib/auth/social-providers';
import { completeRedirectSignIn, signInWithProvider } from './provider-sign-in';

/**
 * The SDK never settles when Google's sign-in loader (apis.google.com) is blocked, e.g. by a
 * privacy extension. After this long the buttons come back with a hint instead of spinning.
 */
export const PROVIDER_STALL_MS = 20_000;
const STALLED_MESSAGE =
  'The sign-in window has not finished. If it did not open, allow pop-ups and Google sign-in scripts for this site, or sign in with your email.';

/**
 * The social sign-in buttons of /login and /register. A blocked popup continues as a full-page
 * redirect that comes back to the same page: whichever page that is, these buttons finish it.
 */
export function ProviderButtons({ onSignedIn }: { onSignedIn: () => void }) {
  const [busy, setBusy] = useState<SocialProviderId | null>(null);
  // Prerendered with the sign-in pages: a click before the app has adopted them would be lost.
  const hydrated = useHydrated();
  const stallTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(stallTimer.current), []);

  // Back from a provider's redirect: finish signing in.
  useEffect(() => {
    completeRedirectSignIn().then(
      (signedIn) => signedIn && onSignedIn(),
      (error: unknown) => toast.error(authErrorMessage(error)),
    );
  }, [onSignedIn]);

  async function handle(id: SocialProviderId) {
    setBusy(id);
    stallTimer.current = setTimeout(() => {
      setBusy(null);
      toast(STALLED_MESSAGE, { id: 'provider-stalled' });
    }, PROVIDER_STALL_MS);
    try {
      if ((await signInWithProvider(id)) === 'signed-in') onSignedIn();
    } catch (error) {
      // Closing the popup is a choice, not an error worth a red toast.
      if (authErrorCode(error) === 'auth/popup-closed-by-user') toast(authErrorMessage(error));
      else toast.error(authErrorMessage(error));
    } finally {
      clearTimeout(stallTimer.current);
      setBusy(null);
    }
  }

  return (
    <div className="grid grid-cols-2 gap-2">
      {SOCIAL_PROVIDERS.map(({ id, name }) => (
        <Button
          key={id}
          type="button"
          variant="outline"
          disabled={busy !== null || !hydrated}
          onClick={() => void handle(id)}
        >
          {busy === id ? <Spinner /> : null}
          {name}
        </Button>
      ))}
    </div>
  );
}
