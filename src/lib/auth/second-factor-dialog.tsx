import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/lib/ui/button';
import { Dialog } from '@/lib/ui/dialog';
import { fieldAria, FormField } from '@/lib/ui/form-field';
import { Input } from '@/lib/ui/input';
import { authErrorMessage } from './auth-errors';
import { sendSignInCode, type SmsChallenge } from './second-factor';
import {
  SECOND_FACTOR_CANCELLED,
  useSecondFactorPrompt,
  type PendingChallenge,
} from './second-factor-prompt';

const CODE_ID = 'second-factor-code';

/**
 * Asks for the SMS code when a sign-in or re-authentication needs the second factor
 * (withSecondFactor). Mounted once by each layout that can sign someone in.
 */
export function SecondFactorDialog() {
  const pending = useSecondFactorPrompt((state) => state.pending);
  return pending ? <CodeDialog key={pending.id} pending={pending} /> : null;
}

function CodeDialog({ pending }: { pending: PendingChallenge }) {
  // A callback ref: the dialog's content mounts in a portal after the first render.
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [round, setRound] = useState(0);
  const sentRound = useRef(-1);
  const [challenge, setChallenge] = useState<SmsChallenge | null>(null);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    // Once per round, also under StrictMode's second effect run: one SMS per request.
    if (!container || sentRound.current === round) return;
    sentRound.current = round;
    setChallenge(null);
    sendSignInCode(pending.question, container).then(setChallenge, (error: unknown) =>
      setProblem(authErrorMessage(error)),
    );
  }, [container, round, pending.question]);

  const cancel = () =>
    pending.cancel(Object.assign(new Error('Cancelled'), { code: SECOND_FACTOR_CANCELLED }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!challenge) return;
    const digits = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits)) {
      setProblem('Enter the 6-digit code from the text message.');
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      pending.answer(await challenge.confirm(digits));
    } catch (error) {
      setProblem(authErrorMessage(error));
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && cancel()}
      title="Two-step verification"
      description={
        challenge
          ? `Enter the 6-digit code we texted to ${challenge.phoneHint}.`
          : 'Texting a code to your phone…'
      }
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <FormField id={CODE_ID} label="Verification code" error={problem ?? undefined}>
          <Input
            {...fieldAria(CODE_ID, problem ?? undefined)}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={8}
            autoFocus
          />
        </FormField>
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            type="button"
            variant="ghost"
            disabled={busy || !challenge}
            onClick={() => {
              setProblem(null);
              setRound((n) => n + 1);
            }}
          >
            Send a new code
          </Button>
          <Button type="submit" disabled={busy || !challenge}>
            {busy ? 'Verifying…' : 'Verify'}
          </Button>
        </div>
      </form>
      <div ref={setContainer} />
    </Dialog>
  );
}
