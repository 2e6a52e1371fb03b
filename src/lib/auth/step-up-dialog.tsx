import { useEffect, useState, type FormEvent } from 'react';
import { setConfirmIdentity } from '@/lib/firebase/step-up';
import { Button } from '@/lib/ui/button';
import { Dialog } from '@/lib/ui/dialog';
import { fieldAria, FormField } from '@/lib/ui/form-field';
import { Input } from '@/lib/ui/input';
import { authErrorMessage } from './auth-errors';
import { pendingQuestion, type Pending } from './pending-question';
import { auth } from './auth-service';
import { reauthenticateWithPassword, reauthenticateWithProvider } from './providers';
import { isSocialProvider, signInMethodName } from './social-providers';

type PendingStepUp = Pending<null, undefined>;

const stepUp = pendingQuestion<null, undefined>(() => new Error('Replaced'));
const confirmIdentity = () => stepUp.ask(null);

const PASSWORD_ID = 'step-up-password';

/**
 * "Confirm it's you": the server asks for a sign-in at most five minutes old before a
 * privileged action (lib/firebase/step-up.ts). The person confirms with their password (and SMS
 * code) or their provider's window, and the action they started goes on.
 */
export function StepUpDialog() {
  const pending = stepUp.usePending((state) => state.pending);
  useEffect(() => {
    setConfirmIdentity(confirmIdentity);
    return () => setConfirmIdentity(null);
  }, []);
  return pending ? <ConfirmDialog pending={pending} /> : null;
}

function ConfirmDialog({ pending }: { pending: PendingStepUp }) {
  const user = auth.currentUser;
  const methods = user?.providerData.map((p) => p.providerId) ?? [];
  const social = methods.includes('password') ? undefined : methods.find(isSocialProvider);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async (run: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await run();
      pending.answer(undefined);
    } catch (error) {
      setProblem(authErrorMessage(error));
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!user) return;
    if (!password) {
      setProblem('Enter your password.');
      return;
    }
    void confirm(() => reauthenticateWithPassword(user, password));
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && pending.cancel(new Error('Not confirmed'))}
      title="Confirm it's you"
      description="This action needs a recent sign-in. Confirm it is you, and it goes on."
    >
      {social && user ? (
        <div className="space-y-4">
          {problem ? (
            <p role="alert" className="text-sm text-destructive">
              {problem}
            </p>
          ) : null}
          <Button
            className="w-full"
            disabled={busy}
            onClick={() => void confirm(() => reauthenticateWithProvider(user, social))}
          >
            Continue with {signInMethodName(social)}
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-4">
          <FormField id={PASSWORD_ID} label="Your password" error={problem ?? undefined}>
            <Input
              {...fieldAria(PASSWORD_ID, problem ?? undefined)}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              autoFocus
            />
          </FormField>
          <div className="flex justify-end">
            <Button type="submit" disabled={busy}>
              {busy ? 'Confirming…' : 'Confirm'}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
