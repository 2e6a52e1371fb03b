import { useState } from 'react';
import toast from 'react-hot-toast';
import { authErrorCode, authErrorMessage } from '@/lib/auth/auth-errors';
import { Button } from '@/lib/ui/button';
import { Spinner } from '@/lib/ui/spinner';
import { providerLabels, signInWithProvider, type ProviderId } from './provider-sign-in';

const order: ProviderId[] = ['google', 'github', 'facebook', 'twitter'];

export function ProviderButtons({ onSignedIn }: { onSignedIn: () => void }) {
  const [busy, setBusy] = useState<ProviderId | null>(null);

  async function handle(id: ProviderId) {
    setBusy(id);
    try {
      if ((await signInWithProvider(id)) === 'signed-in') onSignedIn();
    } catch (error) {
      // Closing the popup is a choice, not an error worth a red toast.
      if (authErrorCode(error) === 'auth/popup-closed-by-user') toast(authErrorMessage(error));
      else toast.error(authErrorMessage(error));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="grid grid-cols-2 gap-2">
      {order.map((id) => (
        <Button key={id} type="button" variant="outline" disabled={busy !== null} onClick={() => void handle(id)}>
          {busy === id ? <Spinner /> : null}
          {providerLabels[id]}
        </Button>
      ))}
    </div>
  );
}
