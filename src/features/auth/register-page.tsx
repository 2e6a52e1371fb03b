import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { z } from 'zod';
import { hrefs, paths } from '@/config/paths';
import { authErrorMessage } from '@/lib/auth/auth-errors';
import { usePasswordPolicy } from '@/lib/auth/use-password-policy';
import { checkPassword, type PasswordPolicy } from '@/lib/auth/password-policy';
import { registered, TextField } from '@/lib/ui/text-field';
import { EmailField, FormProblem, SubmitButton } from './form-parts';
import { AuthCard, OrDivider } from './auth-card';
import { registerWithPassword } from './auth-actions';
import { PasswordChecklist } from '@/lib/auth/password-checklist';
import { ProviderButtons } from './provider-buttons';
import { useSafeRedirectParam } from '@/lib/use-safe-redirect-param';
import { usePostAuthRedirect } from './use-post-auth-redirect';

/** The form's schema follows the server's password policy, so it is built from it. */
export function registerSchema(policy: PasswordPolicy) {
  return z.object({
    displayName: z.string().trim().max(80, 'Use at most 80 characters.'),
    email: z.email('Enter a valid email address.'),
    password: z.string().refine((value) => checkPassword(policy, value).every((r) => r.met), {
      message: 'The password does not meet every requirement yet.',
    }),
  });
}

export default function RegisterPage() {
  const redirect = useSafeRedirectParam();
  const goOn = usePostAuthRedirect();
  const policy = usePasswordPolicy();
  const schema = useMemo(() => registerSchema(policy), [policy]);

  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { displayName: '', email: '', password: '' },
  });
  const password = useWatch({ control: form.control, name: 'password' });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ displayName, email, password: pw }) => {
    try {
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
            <PasswordChecklist id="password-requirements" policy={policy} password={password} />
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
