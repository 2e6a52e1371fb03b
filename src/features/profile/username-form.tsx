import { zodResolver } from '@hookform/resolvers/zod';
import { usernameSchema, type Profile } from '@contracts/profile';
import { TriangleAlert } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { hrefs } from '@/config/paths';
import { useOperation } from '@/lib/data/use-action';
import { callableCode, callableMessage } from '@/lib/firebase/callable-errors';
import { Alert } from '@/lib/ui/alert';
import { Button } from '@/lib/ui/button';
import { fieldAria, FormField } from '@/lib/ui/form-field';
import { Spinner } from '@/lib/ui/spinner';

const usernameFormSchema = z.object({ username: usernameSchema });

const refusalMessage = (error: unknown) =>
  callableMessage(error, { 'already-exists': 'That username is taken. Please choose another.' });

/** A taken or refused name goes back on the field; anything else above the form. */
const refusesTheName = (error: unknown) => {
  const code = callableCode(error);
  return code === 'already-exists' || code === 'invalid-argument';
};

/**
 * The public username: unique (claimed on the server in a transaction), and for an affiliate
 * also their referral link name, so they are warned that old links stop counting.
 */
export function UsernameForm({
  current,
  isAffiliate,
  onSaved,
}: {
  current: string | null;
  isAffiliate: boolean;
  onSaved: (profile: Profile) => void;
}) {
  const form = useForm({
    resolver: zodResolver(usernameFormSchema),
    defaultValues: { username: current ?? '' },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const error = errors.username?.message;
  const claiming = useOperation('profileOperations', 'claimUsername', {
    success: (_answer, { username }) => `Your public page is now ${hrefs.publicProfile(username)}.`,
    errorToast: false,
    onSuccess: ({ profile: saved }) => {
      form.reset({ username: saved.username ?? '' });
      onSaved(saved);
    },
  });
  const failure =
    claiming.error && !refusesTheName(claiming.error) ? refusalMessage(claiming.error) : null;

  const onSubmit = form.handleSubmit(async ({ username }) => {
    if (username === current) {
      claiming.reset();
      form.reset({ username });
      return;
    }
    await claiming.runAsync({ username }).then(
      () => undefined,
      (caught: unknown) => {
        if (refusesTheName(caught)) {
          form.setError('username', { message: refusalMessage(caught) }, { shouldFocus: true });
        }
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Public username">
      {isAffiliate && current ? (
        <Alert className="flex gap-2 border-warning/50 bg-warning/10">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            <strong className="font-semibold">This is also your affiliate username.</strong> If you
            change it, referral links with <code className="break-all">?ref={current}</code> stop
            working: share your new link afterwards.
          </span>
        </Alert>
      ) : null}
      <FormField
        id="profile-username"
        label="Username"
        error={error}
        hint="3–30 lowercase letters, digits or underscores. Your public page is at /@username."
      >
        <div className="flex items-center rounded-md border border-input bg-card shadow-sm focus-within:outline-2 focus-within:outline-ring has-[[aria-invalid=true]]:border-destructive">
          <span aria-hidden className="pl-3 text-sm text-muted-foreground">
            @
          </span>
          <input
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            className="h-10 w-full min-w-0 rounded-md bg-transparent px-1 py-2 text-sm outline-none"
            {...fieldAria('profile-username', error, true)}
            {...form.register('username')}
          />
        </div>
      </FormField>
      {current ? (
        <p className="text-sm text-muted-foreground">
          Your public page:{' '}
          <Link
            to={hrefs.publicProfile(current)}
            className="break-all font-medium text-primary underline-offset-4 hover:underline"
          >
            {hrefs.publicProfile(current)}
          </Link>
        </p>
      ) : null}
      {failure ? <Alert variant="destructive">{failure}</Alert> : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={!isDirty || isSubmitting}>
          {isSubmitting ? <Spinner label="Saving" /> : null}
          {current ? 'Change username' : 'Claim username'}
        </Button>
      </div>
    </form>
  );
}
