import { sendEmailVerification } from 'firebase/auth';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { authErrorMessage } from '@/lib/auth/auth-errors';
import { auth } from '@/lib/auth/auth-service';
import { Alert } from '@/lib/ui/alert';
import { Button } from '@/lib/ui/button';

/*
 * Not through lib/data's useAction: /dashboard must not load TanStack Query (ADR 0001), so this
 * one call keeps its own state: the button is off while the mail is on its way, so a second
 * click sends nothing.
 */
type State = 'idle' | 'sending' | 'sent';

const LABELS: Record<State, string> = {
  idle: 'Send verification email',
  sending: 'Sending…',
  sent: 'Email sent',
};

/** Asks a signed-in person whose address is not verified to verify it, and sends the mail. */
export function VerifyEmailBanner() {
  const [state, setState] = useState<State>('idle');
  async function send() {
    const user = auth.currentUser;
    if (!user || state !== 'idle') return;
    setState('sending');
    try {
      await sendEmailVerification(user);
      setState('sent');
      toast.success('Verification email sent. Check your inbox.');
    } catch (error) {
      setState('idle');
      toast.error(authErrorMessage(error));
    }
  }
  return (
    <Alert
      variant="info"
      className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <span>Please verify your email address so we can reach you about your account.</span>
      <Button size="sm" variant="outline" disabled={state !== 'idle'} onClick={() => void send()}>
        {LABELS[state]}
      </Button>
    </Alert>
  );
}
