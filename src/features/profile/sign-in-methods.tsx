import { Link2, LogIn, Unlink } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { authErrorCode, authErrorMessage } from '@/lib/auth/auth-errors';
import {
  signInMethodName,
  SOCIAL_PROVIDER_IDS,
  type SocialProviderId,
} from '@/lib/auth/social-providers';
import { useAction } from '@/lib/data/use-action';
import { Button } from '@/lib/ui/button';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { Spinner } from '@/lib/ui/spinner';
import {
  linkedProviders,
  linkProvider,
  unlinkProvider,
  type LinkedProvider,
} from './account-actions';

/**
 * The SDK never settles when Google's sign-in loader (apis.google.com) cannot load (offline, a
 * privacy extension). After this long the buttons come back with a hint instead of spinning.
 */
const LINK_STALL_MS = 20_000;
const STALLED =
  'The sign-in window has not finished. If it did not open, allow pop-ups and Google sign-in scripts for this site, then try again.';

/** Linked sign-in methods: unlink any but the last one (with confirmation), link the others. */
export function SignInMethods() {
  const [providers, setProviders] = useState<LinkedProvider[]>(() => linkedProviders());
  const [removing, setRemoving] = useState<LinkedProvider | null>(null);
  // The method whose sign-in window is awaited; null once it stalled (the buttons come back).
  const [awaited, setAwaited] = useState<SocialProviderId | null>(null);
  const stall = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(stall.current), []);

  // Auth's refusals are worded by authErrorMessage, not as a callable's: link and unlink toast them.
  const linking = useAction((id: SocialProviderId) => linkProvider(id), {
    success: (_providers, id) => `You can now sign in with ${signInMethodName(id)}.`,
    errorToast: false,
    onSuccess: (next) => setProviders(next),
  });
  const unlinking = useAction((providerId: string) => unlinkProvider(providerId), {
    success: (_providers, providerId) => `${signInMethodName(providerId)} sign-in removed.`,
    errorToast: false,
    onSuccess: (next) => {
      setProviders(next);
      setRemoving(null);
    },
  });
  const linkingId = linking.pending ? awaited : null;
  const busy = unlinking.pending || linkingId !== null;

  const linked = new Set(providers.map((p) => p.providerId));
  const onlyOne = providers.length <= 1;

  function link(id: SocialProviderId) {
    setAwaited(id);
    clearTimeout(stall.current);
    stall.current = setTimeout(() => {
      setAwaited(null);
      toast(STALLED, { id: 'link-stalled' });
    }, LINK_STALL_MS);
    linking
      .runAsync(id)
      .catch((error: unknown) => {
        if (authErrorCode(error) === 'auth/popup-closed-by-user') toast(authErrorMessage(error));
        else toast.error(authErrorMessage(error));
      })
      .finally(() => clearTimeout(stall.current));
  }

  function unlink(provider: LinkedProvider) {
    unlinking
      .runAsync(provider.providerId)
      .catch((error: unknown) => toast.error(authErrorMessage(error)));
  }

  return (
    <div className="space-y-6">
      <ul className="divide-y rounded-lg border" aria-label="Linked sign-in methods">
        {providers.map((provider) => (
          <li
            key={provider.providerId}
            className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="flex min-w-0 items-center gap-3">
              <LogIn aria-hidden className="size-4 shrink-0 text-muted-foreground" />
              <div className="min-w-0">
                <p className="text-sm font-medium">{signInMethodName(provider.providerId)}</p>
                {provider.label ? (
                  <p className="break-all text-xs text-muted-foreground">{provider.label}</p>
                ) : null}
              </div>
            </div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={onlyOne || busy}
              aria-label={`Remove ${signInMethodName(provider.providerId)} sign-in`}
              onClick={() => setRemoving(provider)}
            >
              <Unlink aria-hidden /> Remove
            </Button>
          </li>
        ))}
      </ul>
      {onlyOne ? (
        <p className="text-xs text-muted-foreground">
          This is your only way to sign in, so it cannot be removed. Link another one first.
        </p>
      ) : null}

      {SOCIAL_PROVIDER_IDS.some((id) => !linked.has(id)) ? (
        <div className="space-y-2">
          <h3 className="text-sm font-semibold">Link another sign-in method</h3>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {SOCIAL_PROVIDER_IDS.filter((id) => !linked.has(id)).map((id) => (
              <Button
                key={id}
                type="button"
                variant="outline"
                disabled={busy}
                onClick={() => link(id)}
              >
                {linkingId === id ? <Spinner label="Linking" /> : <Link2 aria-hidden />}
                Link {signInMethodName(id)}
              </Button>
            ))}
          </div>
        </div>
      ) : null}

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Remove ${removing ? signInMethodName(removing.providerId) : ''} sign-in?`}
        description={
          <p>
            You will no longer be able to sign in with{' '}
            {removing ? signInMethodName(removing.providerId) : 'it'}
            {removing?.label ? ` (${removing.label})` : ''}. You can link it again later.
          </p>
        }
        confirmLabel="Remove"
        destructive
        busy={unlinking.pending}
        onConfirm={() => removing && unlink(removing)}
      />
    </div>
  );
}
