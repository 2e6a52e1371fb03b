import { useEffect, useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { authErrorCode, authErrorMessage } from '@/lib/auth/auth-errors';
import { useAuthStore } from '@/lib/auth/auth-store';
import {
  enrolledPhones,
  removePhone,
  sendEnrolmentCode,
  type EnrolledPhone,
} from '@/lib/auth/second-factor';
import { currentConfirmIdentity } from '@/lib/firebase/step-up';
import { Button } from '@/lib/ui/button';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { fieldAria, FormField } from '@/lib/ui/form-field';
import { Input } from '@/lib/ui/input';

/** Auth asks for a recent sign-in before changing factors: confirm in place, then retry once. */
async function withRecentSignIn<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const confirm = currentConfirmIdentity();
    if (authErrorCode(error) !== 'auth/requires-recent-login' || !confirm) throw error;
    await confirm();
    return run();
  }
}

const PHONE_ID = 'two-step-phone';
const CODE_ID = 'two-step-code';

type Step =
  | { kind: 'phone' }
  | { kind: 'code'; phone: string; confirm: (code: string, name: string) => Promise<void> };

/**
 * Two-step verification on /profile (anchor `#two-step`, where the admin area sends a super
 * admin without it): add a phone (a texted code confirms it), or remove it.
 */
export function TwoStepVerification() {
  const emailVerified = useAuthStore((s) => s.user?.emailVerified ?? false);
  const [phones, setPhones] = useState<EnrolledPhone[]>(() => enrolledPhones());
  const [removing, setRemoving] = useState<EnrolledPhone | null>(null);
  const [busy, setBusy] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (location.hash === '#two-step') anchor.current?.scrollIntoView({ block: 'start' });
  }, []);

  const remove = async (phone: EnrolledPhone) => {
    setBusy(true);
    try {
      await withRecentSignIn(() => removePhone(phone.uid));
      setPhones(enrolledPhones());
      setRemoving(null);
      toast.success('Two-step verification is off for that phone.');
    } catch (error) {
      toast.error(authErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div ref={anchor} id="two-step" className="scroll-mt-24 space-y-4">
      {phones.length > 0 ? (
        <ul className="divide-y rounded-md border" aria-label="Phones for two-step verification">
          {phones.map((phone) => (
            <li key={phone.uid} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-medium">{phone.displayName ?? 'Phone'}</p>
                <p className="text-sm text-muted-foreground">
                  {phone.phoneNumber} · added {new Date(phone.enrolledAt).toLocaleDateString()}
                </p>
              </div>
              <Button variant="outline" size="sm" onClick={() => setRemoving(phone)}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">
          Two-step verification is off. Turn it on and, after your password, we text a code to your
          phone each time you sign in. Super admins need it for the admin area.
        </p>
      )}
      {phones.length === 0 ? (
        emailVerified ? (
          <AddPhone onAdded={() => setPhones(enrolledPhones())} />
        ) : (
          <p className="text-sm" role="note">
            Verify your email address first (use the link we sent you, or resend it from your
            dashboard): a second factor needs a confirmed email.
          </p>
        )
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Turn off two-step verification?"
        description="Signing in will need your password only. A super admin cannot open the admin area until they set it up again."
        confirmLabel="Turn off"
        destructive
        busy={busy}
        onConfirm={() => removing && void remove(removing)}
      />
    </div>
  );
}

function AddPhone({ onAdded }: { onAdded: () => void }) {
  const [step, setStep] = useState<Step>({ kind: 'phone' });
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The invisible reCAPTCHA the SDK sends SMS behind (a test stand-in on the emulators).
  const verifier = useRef<HTMLDivElement>(null);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await work();
    } catch (error) {
      setProblem(authErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    const number = phone.replace(/[\s()-]/g, '');
    if (!/^\+\d{8,15}$/.test(number)) {
      setProblem('Enter the phone number with its country code, for example +44 7700 900123.');
      return;
    }
    void run(async () => {
      const container = verifier.current;
      if (!container) return;
      const { confirm } = await withRecentSignIn(() => sendEnrolmentCode(number, container));
      setStep({ kind: 'code', phone: number, confirm });
    });
  };

  const turnOn = (event: FormEvent) => {
    event.preventDefault();
    if (step.kind !== 'code') return;
    const digits = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits)) {
      setProblem('Enter the 6-digit code from the text message.');
      return;
    }
    void run(async () => {
      await step.confirm(digits, `Phone ending ${step.phone.slice(-4)}`);
      toast.success('Two-step verification is on.');
      onAdded();
    });
  };

  return (
    <div>
      {step.kind === 'phone' ? (
        <form noValidate onSubmit={sendCode} className="space-y-4">
          <FormField
            id={PHONE_ID}
            label="Mobile phone number"
            hint="With its country code, for example +44 7700 900123."
            error={problem ?? undefined}
          >
            <Input
              {...fieldAria(PHONE_ID, problem ?? undefined, true)}
              type="tel"
              autoComplete="tel"
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
            />
          </FormField>
          <Button type="submit" disabled={busy}>
            {busy ? 'Texting a code…' : 'Text me a code'}
          </Button>
        </form>
      ) : (
        <form noValidate onSubmit={turnOn} className="space-y-4">
          <FormField
            id={CODE_ID}
            label="Verification code"
            hint={`We texted a 6-digit code to ${step.phone}.`}
            error={problem ?? undefined}
          >
            <Input
              {...fieldAria(CODE_ID, problem ?? undefined, true)}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={8}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoFocus
            />
          </FormField>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={busy}>
              {busy ? 'Turning on…' : 'Turn on two-step verification'}
            </Button>
            <Button
              type="button"
              variant="ghost"
              disabled={busy}
              onClick={() => {
                setCode('');
                setProblem(null);
                setStep({ kind: 'phone' });
              }}
            >
              Use another number
            </Button>
          </div>
        </form>
      )}
      <div ref={verifier} />
    </div>
  );
}
