import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { hrefs, paths } from '@/config/paths';
import { authErrorMessage } from '@/lib/auth/auth-errors';
import { usePasswordPolicy } from '@/lib/auth/use-password-policy';
import { registered, TextField } from '@/lib/ui/text-field';
import { EmailField, FormProblem, SubmitButton } from './form-parts';
import { AuthCard, OrDivider } from './auth-card';
import { lazyResolver } from './lazy-resolver';
import { useShownRedirectParam } from './use-shown-redirect-param';
import { loadAuthActions, useAuthWarmUp } from './load-auth-actions';
import { PasswordChecklist } from '@/lib/auth/password-checklist';
import { ProviderButtons } from './provider-buttons';
import { usePostAuthRedirect } from './use-post-auth-redirect';

export default function RegisterPage() {
  const redirect = useShownRedirectParam();
  const goOn = usePostAuthRedirect();
  // The policy is read through Auth, so once the visitor starts using the page, as Auth loads: the
  // page's first seconds stay free for it to start. Until then the checklist shows the default.
  const started = useAuthWarmUp();
  const policy = usePasswordPolicy({ read: started });
  // The form's schema follows the server's password policy (form-schemas.ts, loaded with zod at
  // the first check: the page paints without either).
  const resolver = useMemo(
    () => lazyResolver((s) => s.zodResolver(s.registerSchema(policy))),
    [policy],
  );

  // No default values: the page is prerendered, and react-hook-form then takes each field's
  // value from the input, so what a visitor typed before the app started is kept.
  const form = useForm({ resolver });
  const password = useWatch({ control: form.control, name: 'password' });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ displayName, email, password: pw }) => {
    try {
      const { registerWithPassword } = await loadAuthActions();
      await registerWithPassword({ email, password: pw, ...(displayName ? { displayName } : {}) });
      toast.success('Welcome to Parley! Your account is ready.');
      goOn();
    } catch (error) {
      form.setError('root', { message: authErrorMessage(error) });
    }
  });

  return (
    <AuthCard
      title="Create your account"
      description="Start with a free account; you can invite your team later."
      footer={
        <span>
          Already have an account?{' '}
          <Link
            to={hrefs.withRedirect(paths.login.path, redirect)}
            className="font-medium text-primary hover:underline"
          >
            Sign in
          </Link>
        </span>
      }
    >
      <ProviderButtons onSignedIn={goOn} />
      <OrDivider />
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField
          field={registered(form, 'displayName')}
          id="displayName"
          label="Your name (optional)"
          autoComplete="name"
        />
        <EmailField error={errors.email?.message} registration={form.register('email')} />
        <TextField
          field={registered(form, 'password')}
          id="password"
          label="Password"
          hint={
            <PasswordChecklist
              id="password-requirements"
              policy={policy}
              password={password ?? ''}
            />
          }
          type="password"
          autoComplete="new-password"
        />
        <p className="text-xs text-muted-foreground">
          By creating an account you agree to our{' '}
          <Link to={paths.termsAndConditions.path} className="underline">
            terms
          </Link>{' '}
          and{' '}
          <Link to={paths.privacyPolicy.path} className="underline">
            privacy policy
          </Link>
          .
        </p>
        <FormProblem message={errors.root?.message} />
        <SubmitButton busy={isSubmitting}>Create account</SubmitButton>
      </form>
    </AuthCard>
  );
}
