import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { hrefs, paths } from '@/config/paths';
import { authErrorMessage } from '@/lib/auth/auth-errors';
import { Button } from '@/lib/ui/button';
import { useHydrated } from '@/lib/use-hydrated';
import { registered, TextField } from '@/lib/ui/text-field';
import { EmailField, FormProblem, SubmitButton } from './form-parts';
import { AuthCard, OrDivider } from './auth-card';
import {
  emailLinkState,
  forgetEmailForLink,
  rememberedEmailForLink,
  rememberEmailForLink,
} from './email-link';
import { lazyResolver } from './lazy-resolver';
import { useShownRedirectParam } from './use-shown-redirect-param';
import { loadAuthActions, useAuthWarmUp } from './load-auth-actions';
import { ProviderButtons } from './provider-buttons';
import { usePostAuthRedirect } from './use-post-auth-redirect';

// The page paints without Auth or zod: each loads when first needed (load-auth-actions.ts).
const passwordResolver = lazyResolver((s) => s.zodResolver(s.passwordSignInSchema));
const emailOnlyResolver = lazyResolver((s) => s.zodResolver(s.emailOnlySchema));

type Mode = 'password' | 'link' | 'link-sent' | 'confirm-link-email';

function PasswordForm({ onDone, redirect }: { onDone: () => void; redirect: string | null }) {
  // No default values: the page is prerendered, and react-hook-form then takes each field's
  // value from the input, so what a visitor typed before the app started is kept.
  const form = useForm({ resolver: passwordResolver });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    try {
      await (await loadAuthActions()).signInWithPassword(email, password);
      onDone();
    } catch (error) {
      form.setError('root', { message: authErrorMessage(error) });
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <EmailField error={errors.email?.message} registration={form.register('email')} />
      <TextField
        field={registered(form, 'password')}
        id="password"
        label="Password"
        type="password"
        autoComplete="current-password"
      />
      <div className="flex justify-end">
        <Link
          to={hrefs.withRedirect(paths.forgotPassword.path, redirect)}
          className="text-sm text-primary hover:underline"
        >
          Forgot your password?
        </Link>
      </div>
      <FormProblem message={errors.root?.message} />
      <SubmitButton busy={isSubmitting}>Sign in</SubmitButton>
    </form>
  );
}

function EmailForm({
  submitLabel,
  onSubmit,
}: {
  submitLabel: string;
  /** A failure it throws is shown in the form. */
  onSubmit: (email: string) => Promise<void>;
}) {
  // No default value, as in PasswordForm: typing before the app started is kept.
  const form = useForm({ resolver: emailOnlyResolver });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await onSubmit(email);
    } catch (error) {
      form.setError('root', { message: authErrorMessage(error) });
    }
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <EmailField
        id="link-email"
        error={errors.email?.message}
        registration={form.register('email')}
      />
      <FormProblem message={errors.root?.message} />
      <SubmitButton busy={isSubmitting}>{submitLabel}</SubmitButton>
    </form>
  );
}

export default function LoginPage() {
  const redirect = useShownRedirectParam();
  const goOn = usePostAuthRedirect();
  useAuthWarmUp();
  const [chosenMode, setMode] = useState<Mode>('password');
  // A link opened on another device has no remembered email: ask for it first. Not in the first
  // render, which adopts the prerendered page (the password form, rendered without a query).
  const hydrated = useHydrated();
  const linkNeedsEmail = useMemo(
    () => hydrated && emailLinkState(location.href) === 'needs-email' && !rememberedEmailForLink(),
    [hydrated],
  );
  const mode: Mode = linkNeedsEmail ? 'confirm-link-email' : chosenMode;
  const [linkEmail, setLinkEmail] = useState('');
  // Why an opened sign-in link did not sign in (expired, used), shown on the card.
  const [linkProblem, setLinkProblem] = useState<string | undefined>();

  // Returning from an email link: finish signing in (a provider's redirect: ProviderButtons).
  useEffect(() => {
    const href = location.href;
    if (emailLinkState(href) !== 'needs-email') return;
    const remembered = rememberedEmailForLink();
    if (remembered) {
      loadAuthActions()
        .then((actions) => actions.completeEmailLinkSignIn(remembered, href))
        .then(
          () => {
            forgetEmailForLink();
            goOn();
          },
          (error: unknown) => setLinkProblem(authErrorMessage(error)),
        );
    }
  }, [goOn]);

  const footer = (
    <span>
      New to Parley?{' '}
      <Link
        to={hrefs.withRedirect(paths.register.path, redirect)}
        className="font-medium text-primary hover:underline"
      >
        Create an account
      </Link>
    </span>
  );

  if (mode === 'confirm-link-email') {
    return (
      <AuthCard
        title="Confirm your email"
        description="You opened the sign-in link on another device or browser. Enter the email it was sent to."
      >
        <EmailForm
          submitLabel="Continue"
          onSubmit={async (email) => {
            await (await loadAuthActions()).completeEmailLinkSignIn(email, location.href);
            forgetEmailForLink();
            goOn();
          }}
        />
      </AuthCard>
    );
  }

  if (mode === 'link-sent') {
    return (
      <AuthCard
        title="Check your inbox"
        description={`We sent a sign-in link to ${linkEmail}. Open it on this device to finish signing in.`}
      >
        <Button variant="outline" className="w-full" onClick={() => setMode('password')}>
          Back to sign in
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Sign in to Parley"
      description="Welcome back. Choose how you want to sign in."
      footer={footer}
    >
      <FormProblem message={linkProblem} />
      <ProviderButtons onSignedIn={goOn} />
      <OrDivider />
      {mode === 'password' ? (
        <PasswordForm onDone={goOn} redirect={redirect} />
      ) : (
        <EmailForm
          submitLabel="Email me a sign-in link"
          onSubmit={async (email) => {
            await (await loadAuthActions()).sendEmailSignInLink(email, redirect);
            rememberEmailForLink(email);
            setLinkEmail(email);
            setMode('link-sent');
          }}
        />
      )}
      {/* Like every button here, it works once the app has adopted the prerendered page. */}
      <Button
        variant="link"
        className="w-full"
        disabled={!hydrated}
        onClick={() => setMode(mode === 'password' ? 'link' : 'password')}
      >
        {mode === 'password'
          ? 'Email me a sign-in link instead'
          : 'Sign in with a password instead'}
      </Button>
    </AuthCard>
  );
}
