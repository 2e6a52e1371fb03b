import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { useAuthStore } from '@/lib/auth/auth-store';
import { CallableErrorText } from '@/lib/companies/error-toast';
import { Alert } from '@/lib/ui/alert';
import { Button } from '@/lib/ui/button';
import { fieldAria, FormField } from '@/lib/ui/form-field';
import { Input } from '@/lib/ui/input';
import { Select } from '@/lib/ui/select';
import { Spinner } from '@/lib/ui/spinner';
import { inviteFormSchema } from './invite-schema';
import { warnMailNotSent } from './mail-toasts';
import { roleOptions } from './role-options';
import { inviteByEmail } from './team-api';

/** Invite one person by email; the server mails them a link. */
export function InviteByEmailForm({ companyId, full }: { companyId: string; full: boolean }) {
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm({
    resolver: zodResolver(inviteFormSchema),
    defaultValues: { email: '', role: 'member' as const },
  });
  const { errors, isSubmitting } = form.formState;
  // The server decides (it reads the Auth record, which may be fresher): this only forewarns.
  const unverified = useAuthStore((s) => s.user?.emailVerified === false);

  const onSubmit = form.handleSubmit(async ({ email, role }) => {
    setFailure(null);
    try {
      const { invitationId, emailSent } = await inviteByEmail(companyId, email, role);
      form.reset({ email: '', role });
      if (emailSent) toast.success(`Invitation sent to ${email}.`);
      else warnMailNotSent(companyId, invitationId, email);
    } catch (error) {
      setFailure(error);
    }
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
        <FormField id="invite-email" label="Email address" error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="off"
            placeholder="teammate@example.com"
            disabled={full}
            {...fieldAria('invite-email', errors.email?.message)}
            {...form.register('email')}
          />
        </FormField>
        <FormField id="invite-role" label="Role" error={errors.role?.message}>
          <Controller
            control={form.control}
            name="role"
            render={({ field }) => (
              <Select
                id="invite-role"
                value={field.value}
                onValueChange={field.onChange}
                options={roleOptions}
                disabled={full}
              />
            )}
          />
        </FormField>
      </div>
      {failure ? (
        <Alert variant="destructive">
          <CallableErrorText error={failure} />
        </Alert>
      ) : null}
      <Button type="submit" disabled={isSubmitting || full} className="w-full sm:w-auto">
        {isSubmitting ? <Spinner label="Sending" /> : null} Send invitation
      </Button>
    </form>
  );
}
