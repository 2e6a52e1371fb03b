import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { authErrorCode, authErrorMessage } from '@/lib/auth/auth-errors';
import { useAction } from '@/lib/data/use-action';
import { Alert } from '@/lib/ui/alert';
import { Button } from '@/lib/ui/button';
import { Spinner } from '@/lib/ui/spinner';
import { formFields, TextField } from '@/lib/ui/text-field';
import { changeEmail } from './account-actions';
import { isWrongPassword, onRefusedField } from './reauth-errors';

const schema = z.object({
  newEmail: z.string().trim().pipe(z.email('Enter a valid email address.')),
  currentPassword: z.string().min(1, 'Enter your current password.'),
});

type Field = 'newEmail' | 'currentPassword';

/** The field an Auth refusal belongs to, or null when it is said above the button. */
function refusedField(error: unknown): Field | null {
  if (isWrongPassword(error)) return 'currentPassword';
  const code = authErrorCode(error);
  return code === 'auth/email-already-in-use' || code === 'auth/invalid-email' ? 'newEmail' : null;
}

/** A new sign-in email: re-authenticate, then Auth mails a confirmation link to the new address. */
export function EmailForm({ email }: { email: string | null }) {
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { newEmail: '', currentPassword: '' },
  });
  // Where the confirmation link went, said under the form.
  const [sentTo, setSentTo] = useState<string | null>(null);
  const changing = useAction(
    (values: { newEmail: string; currentPassword: string }) =>
      changeEmail(values.newEmail, values.currentPassword),
    {
      // Auth's refusals: on their field, or above the button (authErrorMessage's words).
      errorToast: false,
      onSuccess: (_answer, { newEmail }) => {
        form.reset();
        setSentTo(newEmail);
      },
    },
  );
  const failure =
    changing.error && !refusedField(changing.error) ? authErrorMessage(changing.error) : null;

  const onSubmit = form.handleSubmit(async ({ newEmail, currentPassword }) => {
    setSentTo(null);
    if (email && newEmail.toLowerCase() === email.toLowerCase()) {
      changing.reset();
      form.setError('newEmail', { message: 'That is already your email.' }, { shouldFocus: true });
      return;
    }
    await changing.runAsync({ newEmail, currentPassword }).then(
      () => undefined,
      onRefusedField(refusedField, (field, message) =>
        form.setError(field, { message }, { shouldFocus: true }),
      ),
    );
  });

  const field = formFields(form, 'email');
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Change email">
      <p className="text-sm text-muted-foreground">
        You sign in with <strong className="break-all font-medium text-foreground">{email}</strong>.
      </p>
      <TextField {...field('newEmail')} label="New email" type="email" autoComplete="email" />
      <TextField
        {...field('currentPassword')}
        label="Current password"
        type="password"
        autoComplete="current-password"
      />
      {sentTo ? (
        <Alert variant="info">
          We sent a link to <strong className="break-all">{sentTo}</strong>. Your sign-in email
          changes when you open it; until then, keep signing in with {email}.
        </Alert>
      ) : null}
      {failure ? <Alert variant="destructive">{failure}</Alert> : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={changing.pending}>
          {changing.pending ? <Spinner label="Sending" /> : null} Change email
        </Button>
      </div>
    </form>
  );
}
