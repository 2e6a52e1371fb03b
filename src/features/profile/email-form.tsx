import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { authErrorCode, authErrorMessage } from '@/lib/auth/auth-errors';
import { Alert } from '@/lib/ui/alert';
import { Button } from '@/lib/ui/button';
import { fieldAria, FormField } from '@/lib/ui/form-field';
import { Input } from '@/lib/ui/input';
import { Spinner } from '@/lib/ui/spinner';
import { changeEmail } from './account-actions';
import { isWrongPassword, WRONG_CURRENT_PASSWORD } from './reauth-errors';

const schema = z.object({
  newEmail: z.string().trim().pipe(z.email('Enter a valid email address.')),
  currentPassword: z.string().min(1, 'Enter your current password.'),
});

/** A new sign-in email: re-authenticate, then Auth mails a confirmation link to the new address. */
export function EmailForm({ email }: { email: string | null }) {
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { newEmail: '', currentPassword: '' },
  });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ newEmail, currentPassword }) => {
    setFailure(null);
    setSentTo(null);
    if (email && newEmail.toLowerCase() === email.toLowerCase()) {
      form.setError('newEmail', { message: 'That is already your email.' }, { shouldFocus: true });
      return;
    }
    try {
      await changeEmail(newEmail, currentPassword);
      form.reset();
      setSentTo(newEmail);
    } catch (error) {
      if (isWrongPassword(error)) {
        form.setError(
          'currentPassword',
          { message: WRONG_CURRENT_PASSWORD },
          { shouldFocus: true },
        );
      } else if (
        authErrorCode(error) === 'auth/email-already-in-use' ||
        authErrorCode(error) === 'auth/invalid-email'
      ) {
        form.setError('newEmail', { message: authErrorMessage(error) }, { shouldFocus: true });
      } else {
        setFailure(authErrorMessage(error));
      }
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Change email">
      <p className="text-sm text-muted-foreground">
        You sign in with <strong className="break-all font-medium text-foreground">{email}</strong>.
      </p>
      <FormField id="new-email" label="New email" error={errors.newEmail?.message}>
        <Input
          type="email"
          autoComplete="email"
          {...fieldAria('new-email', errors.newEmail?.message)}
          {...form.register('newEmail')}
        />
      </FormField>
      <FormField
        id="email-current-password"
        label="Current password"
        error={errors.currentPassword?.message}
      >
        <Input
          type="password"
          autoComplete="current-password"
          {...fieldAria('email-current-password', errors.currentPassword?.message)}
          {...form.register('currentPassword')}
        />
      </FormField>
      {sentTo ? (
        <Alert variant="info">
          We sent a link to <strong className="break-all">{sentTo}</strong>. Your sign-in email
          changes when you open it; until then, keep signing in with {email}.
        </Alert>
      ) : null}
      {failure ? <Alert variant="destructive">{failure}</Alert> : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Spinner label="Sending" /> : null} Change email
        </Button>
      </div>
    </form>
  );
}
