import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useAuthStore } from '@/lib/auth/auth-store';
import { CallableErrorText } from '@/lib/companies/error-toast';
import { useOperation } from '@/lib/data/use-action';
import { Alert } from '@/lib/ui/alert';
import { Button } from '@/lib/ui/button';
import { FormField } from '@/lib/ui/form-field';
import { Select } from '@/lib/ui/select';
import { Spinner } from '@/lib/ui/spinner';
import { formFields, TextField } from '@/lib/ui/text-field';
import { inviteFormSchema } from './invite-schema';
import { warnMailNotSent } from './mail-toasts';
import { roleOptions } from './role-options';

/** Invite one person by email; the server mails them a link. */
export function InviteByEmailForm({ companyId, full }: { companyId: string; full: boolean }) {
  const form = useForm({
    resolver: zodResolver(inviteFormSchema),
    defaultValues: { email: '', role: 'member' as const },
  });
  const { errors } = form.formState;
  const field = formFields(form, 'invite');
  // The server decides (it reads the Auth record, which may be fresher): this only forewarns.
  const unverified = useAuthStore((s) => s.user?.emailVerified === false);
  const inviting = useOperation('invitationOperations', 'create', {
    success: ({ emailSent }, { email }) => (emailSent ? `Invitation sent to ${email}.` : null),
    // Shown above the button, with the way on (a full plan links to the plans).
    errorToast: false,
    onSuccess: ({ invitationId, emailSent }, { email, role }) => {
      form.reset({ email: '', role });
      // `emailSent: false`: the invitation exists but its mail could not be sent.
      if (!emailSent) warnMailNotSent(companyId, invitationId, email);
    },
  });

  const onSubmit = form.handleSubmit(({ email, role }) => {
    if (!inviting.pending) inviting.run({ companyId, email, role });
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Invite by email" className="space-y-4">
      {unverified ? (
        <Alert variant="info">
          Verify your email address to invite people by email: open the link we sent you, or send a
          new one from your{' '}
          <Link to="/dashboard" className="underline">
            dashboard
          </Link>
          . An invite link works meanwhile.
        </Alert>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-[1fr_11rem]">
        <TextField
          {...field('email')}
          label="Email address"
          type="email"
          autoComplete="off"
          placeholder="teammate@example.com"
          disabled={full}
        />
        <FormField id="invite-role" label="Role" error={errors.role?.message}>
          <Controller
            control={form.control}
            name="role"
            render={({ field: role }) => (
              <Select
                id="invite-role"
                value={role.value}
                onValueChange={role.onChange}
                options={roleOptions}
                disabled={full}
              />
            )}
          />
        </FormField>
      </div>
      {inviting.error ? (
        <Alert variant="destructive">
          <CallableErrorText error={inviting.error} />
        </Alert>
      ) : null}
      <Button type="submit" disabled={inviting.pending || full} className="w-full sm:w-auto">
        {inviting.pending ? <Spinner label="Sending" /> : null} Send invitation
      </Button>
    </form>
  );
}
