import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { authErrorCode, authErrorMessage } from '@/lib/auth/auth-errors';
import { usePasswordPolicy } from '@/lib/auth/use-password-policy';
import { PasswordChecklist } from '@/lib/auth/password-checklist';
import { checkPassword, type PasswordPolicy } from '@/lib/auth/password-policy';
import { useAction } from '@/lib/data/use-action';
import { Alert } from '@/lib/ui/alert';
import { Button } from '@/lib/ui/button';
import { Spinner } from '@/lib/ui/spinner';
import { formFields, TextField } from '@/lib/ui/text-field';
import { changePassword } from './account-actions';
import { isWrongPassword, onRefusedField } from './reauth-errors';

function passwordSchema(policy: PasswordPolicy) {
  return z
    .object({
      currentPassword: z.string().min(1, 'Enter your current password.'),
      newPassword: z.string().refine((value) => checkPassword(policy, value).every((r) => r.met), {
        message: 'The new password does not meet every requirement yet.',
      }),
      confirmPassword: z.string(),
    })
    .refine((v) => v.confirmPassword === v.newPassword, {
      path: ['confirmPassword'],
      message: 'The two new passwords are not the same.',
    });
}

type Field = 'currentPassword' | 'newPassword';

/** The field an Auth refusal belongs to, or null when it is said above the button. */
function refusedField(error: unknown): Field | null {
  if (isWrongPassword(error)) return 'currentPassword';
  const code = authErrorCode(error);
  return code === 'auth/weak-password' || code === 'auth/password-does-not-meet-requirements'
    ? 'newPassword'
    : null;
}

/** A new password, after re-authenticating with the current one; follows the password policy. */
export function PasswordForm() {
  const policy = usePasswordPolicy();
  const schema = useMemo(() => passwordSchema(policy), [policy]);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });
  const changing = useAction(
    (values: { currentPassword: string; newPassword: string }) =>
      changePassword(values.currentPassword, values.newPassword),
    {
      success: 'Your password is changed.',
      // Auth's refusals: on their field, or above the button (authErrorMessage's words).
      errorToast: false,
      onSuccess: () => form.reset(),
    },
  );
  const failure =
    changing.error && !refusedField(changing.error) ? authErrorMessage(changing.error) : null;

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword: next }) => {
    await changing.runAsync({ currentPassword, newPassword: next }).then(
      () => undefined,
      onRefusedField(refusedField, (field, message) =>
        form.setError(field, { message }, { shouldFocus: true }),
      ),
    );
  });

  const field = formFields(form, 'password');
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Change password">
      <TextField
        {...field('currentPassword')}
        label="Current password"
        type="password"
        autoComplete="current-password"
      />
      <TextField
        {...field('newPassword')}
        label="New password"
        hint={<PasswordChecklist id="new-password-rules" policy={policy} password={newPassword} />}
        type="password"
        autoComplete="new-password"
      />
      <TextField
        {...field('confirmPassword')}
        label="Repeat the new password"
        type="password"
        autoComplete="new-password"
      />
      {failure ? <Alert variant="destructive">{failure}</Alert> : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={changing.pending}>
          {changing.pending ? <Spinner label="Saving" /> : null} Change password
        </Button>
      </div>
    </form>
  );
}
