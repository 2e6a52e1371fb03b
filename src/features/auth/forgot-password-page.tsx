import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { hrefs, paths } from '@/config/paths';
import { authErrorMessage } from '@/lib/auth/auth-errors';
import { Button } from '@/lib/ui/button';
import { EmailField, SubmitButton } from './form-parts';
import { AuthCard } from './auth-card';
import { lazyResolver } from './lazy-resolver';
import { useShownRedirectParam } from './use-shown-redirect-param';
import { loadAuthActions, useAuthWarmUp } from './load-auth-actions';

// Paints without Auth or zod, as the other sign-in pages (load-auth-actions.ts).
const resolver = lazyResolver((s) => s.zodResolver(s.emailOnlySchema));

export default function ForgotPasswordPage() {
  const redirect = useShownRedirectParam();
  const [sentTo, setSentTo] = useState<string | null>(null);
  useAuthWarmUp();
  // No default value: the page is prerendered, and react-hook-form then takes the field's value
  // from the input, so what a visitor typed before the app started is kept.
  const form = useForm({ resolver });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await (await loadAuthActions()).requestPasswordReset(email, redirect);
      setSentTo(email);
    } catch (error) {
      toast.error(authErrorMessage(error));
    }
  });

  const back = (
    <Link
      to={hrefs.withRedirect(paths.login.path, redirect)}
      className="font-medium text-primary hover:underline"
    >
      Back to sign in
    </Link>
  );

  if (sentTo) {
    return (
      <AuthCard
        title="Check your inbox"
        description={`If an account exists for ${sentTo}, we sent it a link to choose a new password.`}
        footer={back}
      >
        <Button variant="outline" className="w-full" onClick={() => setSentTo(null)}>
          Use another email
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Reset your password"
      description="Enter your email and we will send you a link to choose a new password."
      footer={back}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <EmailField error={errors.email?.message} registration={form.register('email')} />
        <SubmitButton busy={isSubmitting}>Send reset link</SubmitButton>
      </form>
    </AuthCard>
  );
}
