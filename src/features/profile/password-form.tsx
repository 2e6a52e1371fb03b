import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { authErrorCode, authErrorMessage } from '@/lib/auth/auth-errors';
import { usePasswordPolicy } from '@/lib/auth/use-password-policy';
import { PasswordChecklist } from '@/lib/auth/password-checklist';
import { checkPassword, type PasswordPolicy } from '@/lib/auth/password-policy';
import { Alert } from '@/lib/ui/alert';
import { Button } from '@/lib/ui/button';
import { fieldAria, FormField } from '@/lib/ui/form-field';
import { Input } from '@/lib/ui/input';
import { Spinner } from '@/lib/ui/spinner';
import { changePassword } from './account-actions';
import { isWrongPassword, WRONG_CURRENT_PASSWORD } from './reauth-errors';

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

/** A new password, after re-authenticating with the current one; follows the password policy. */
export function PasswordForm() {
  const policy = usePasswordPolicy();
  const schema = useMemo(() => passwordSchema(policy), [policy]);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword: next }) => {
    setFailure(null);
    try {
      await changePassword(currentPassword, next);
      form.reset();
      toast.success('Your password is changed.');
    } catch (error) {
      const code = authErrorCode(error);
      if (isWrongPassword(error)) {
        form.setError(
          'currentPassword',
          { message: WRONG_CURRENT_PASSWORD },
          { shouldFocus: true },
        );
      } else if (
        code === 'auth/weak-password' ||
        code === 'auth/password-does-not-meet-requirements'
      ) {
        form.setError('newPassword', { message: authErrorMessage(error) }, { shouldFocus: true });
      } else {
        setFailure(authErrorMessage(error));
      }
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Change password">
      <FormField
        id="current-password"
        label="Current password"
        error={errors.currentPassword?.message}
      >
        <Input
          type="password"
          autoComplete="current-password"
          {...fieldAria('current-password', errors.currentPassword?.message)}
          {...form.register('currentPassword')}
        />
      </FormField>
      <FormField
        id="new-password"
        label="New password"
        error={errors.newPassword?.message}
        hint={<PasswordChecklist id="new-password-rules" policy={policy} password={newPassword} />}
      >
        <Input
          type="password"
          autoComplete="new-password"
          {...fieldAria('new-password', errors.newPassword?.message, true)}
          {...form.register('newPassword')}
        />
      </FormField>
      <FormField
        id="confirm-password"
        label="Repeat the new password"
        error={errors.confirmPassword?.message}
      >
        <Input
          type="password"
          autoComplete="new-password"
          {...fieldAria('confirm-password', errors.confirmPassword?.message)}
          {...form.register('confirmPassword')}
        />
      </FormField>
      {failure ? <Alert variant="destructive">{failure}</Alert> : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Spinner label="Saving" /> : null} Change password
        </Button>
      </div>
    </form>
  );
}
