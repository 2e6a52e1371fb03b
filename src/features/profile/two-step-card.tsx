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
import { useAction } from '@/lib/data/use-action';

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
  const anchor = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (location.hash === '#two-step') anchor.current?.scrollIntoView({ block: 'start' });
  }, []);

  // Auth's refusals are worded by authErrorMessage, not as a callable's.
  const removal = useAction(
    (phone: EnrolledPhone) => withRecentSignIn(() => removePhone(phone.uid)),
    {
      errorToast: false,
      onError: (error) => toast.error(authErrorMessage(error)),
      success: 'Two-step verification is off for that phone.',
      onSuccess: () => {
        setPhones(enrolledPhones());
        setRemoving(null);
      },
    },
  );

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
        busy={removal.pending}
        onConfirm={() => removing && removal.run(removing)}
      />
    </div>
  );
}

function AddPhone({ onAdded }: { onAdded: () => void }) {
  const [step, setStep] = useState<Step>({ kind: 'phone' });
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  // The invisible reCAPTCHA the SDK sends SMS behind (a test stand-in on the emulators).
  const verifier = useRef<HTMLDivElement>(null);

  const sending = useAction(
    async (number: string) => {
      const container = verifier.current;
      if (!container) throw new Error('The page is not ready yet. Try again.');
      const { confirm } = await withRecentSignIn(() => sendEnrolmentCode(number, container));
      return { number, confirm };
    },
    {
      errorToast: false,
      onSuccess: ({ number, confirm }) => setStep({ kind: 'code', phone: number, confirm }),
    },
  );
  const enrolling = useAction(
    async ({ digits, to }: { digits: string; to: Extract<Step, { kind: 'code' }> }) =>
      to.confirm(digits, `Phone ending ${to.phone.slice(-4)}`),
    { errorToast: false, success: 'Two-step verification is on.', onSuccess: onAdded },
  );
  const failure = sending.error ?? enrolling.error;
  const problem = invalid ?? (failure ? authErrorMessage(failure) : null);
  const busy = sending.pending || enrolling.pending;

  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    const number = phone.replace(/[\s()-]/g, '');
    const wrong = /^\+\d{8,15}$/.test(number)
      ? null
      : 'Enter the phone number with its country code, for example +44 7700 900123.';
    setInvalid(wrong);
    if (!wrong) sending.run(number);
  };

  const turnOn = (event: FormEvent) => {
    event.preventDefault();
    if (step.kind !== 'code') return;
    const digits = code.replace(/\s/g, '');
    const wrong = /^\d{6}$/.test(digits) ? null : 'Enter the 6-digit code from the text message.';
    setInvalid(wrong);
    if (!wrong) enrolling.run({ digits, to: step });
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
                setInvalid(null);
                sending.reset();
                enrolling.reset();
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
