import { zodResolver } from '@hookform/resolvers/zod';
import {
  affiliateUsernameSchema,
  applicationInputSchema,
  type Application,
  type ApplicationInput,
} from '@contracts/affiliate-applications';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { paths } from '@/config/paths';
import { useOperationQuery } from '@/lib/data/operation-query';
import { useOperation } from '@/lib/data/use-action';
import { callableCode, callableFieldIssue, callableMessage } from '@/lib/firebase/callable-errors';
import { Alert } from '@/lib/ui/alert';
import { Button } from '@/lib/ui/button';
import { fieldAria } from '@/lib/ui/form-field';
import { Spinner } from '@/lib/ui/spinner';
import { formFields, TextareaField, TextField } from '@/lib/ui/text-field';

type Values = ApplicationInput;
type Parsed = z.output<typeof applicationInputSchema>;

const fieldNames = [
  'name',
  'website',
  'audience',
  'promotion',
  'payoutEmail',
  'username',
  'acceptTerms',
] as const;

/** A refusal shown on its field: the contract's issue, or a username taken meanwhile. */
function fieldRefusal(
  error: unknown,
): { field: (typeof fieldNames)[number]; message: string } | null {
  const issue = callableFieldIssue(error, fieldNames);
  if (issue) return issue;
  if (callableCode(error) === 'already-exists') {
    return { field: 'username', message: callableMessage(error) };
  }
  return null;
}

export interface ApplyFormProps {
  defaults: { name: string; payoutEmail: string; username: string };
  /** After the application was sent, with the server's answer. */
  onSubmitted: (application: Application) => void;
}

/**
 * The application, validated by the server's own schema. The username is checked when the field
 * is left (the server checks again on submit); refusals name their field or show above the
 * button, and everything typed stays.
 */
export function ApplyForm({ defaults, onSubmitted }: ApplyFormProps) {
  const form = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(applicationInputSchema),
    defaultValues: {
      name: defaults.name,
      website: '',
      audience: '',
      promotion: '',
      payoutEmail: defaults.payoutEmail,
      username: defaults.username,
      acceptTerms: false as unknown as true,
    },
  });
  const { errors } = form.formState;
  const field = formFields(form, 'apply');
  // The username as the field was last left, when valid: whether it is free is asked then.
  const [leftUsername, setLeftUsername] = useState<string | null>(null);
  const usernameCheck = useOperationQuery(
    'affiliateApplicationOperations',
    'checkUsername',
    { username: leftUsername ?? '' },
    // A failed check says nothing (the server checks again on submit): no second try.
    { enabled: leftUsername !== null, retry: false },
  );
  const applying = useOperation('affiliateApplicationOperations', 'apply', {
    // The answer is the page's new state (onSubmitted): nothing to read again.
    invalidates: [],
    success: ({ application }) =>
      application.status === 'approved'
        ? 'You are approved! Accept the agreement to start.'
        : 'Thank you! Your application was sent.',
    // Refusals are shown on their field, or above the button.
    errorToast: false,
    onSuccess: ({ application }) => onSubmitted(application),
  });
  const failure =
    applying.error && !fieldRefusal(applying.error) ? callableMessage(applying.error) : null;

  const onSubmit = form.handleSubmit((values: Parsed) =>
    applying.runAsync(values).then(
      () => undefined,
      (error: unknown) => {
        const refusal = fieldRefusal(error);
        if (refusal) {
          form.setError(refusal.field, { message: refusal.message }, { shouldFocus: true });
        }
      },
    ),
  );

  const usernameHint = (() => {
    const neutral =
      'Your link will be parley.example/?ref=your_name. Lowercase letters, digits and underscores.';
    if (leftUsername === null) return neutral;
    if (usernameCheck.isFetching) return 'Checking…';
    // Unknown after a failure: the server checks again on submit.
    if (!usernameCheck.data || usernameCheck.isError) return neutral;
    return usernameCheck.data.available
      ? `${leftUsername} is available.`
      : `${leftUsername} is taken. Please choose another.`;
  })();

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-labelledby="apply-form-title">
      <h2 id="apply-form-title" className="text-xl font-semibold">
        Your application
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field('name')} label="Your name" autoComplete="name" />
        <TextField
          {...field('website')}
          label="Website or channel URL"
          type="url"
          inputMode="url"
          placeholder="https://"
        />
      </div>
      <TextareaField
        {...field('audience')}
        label="Your audience"
        hint="Who follows you, and roughly how many."
        rows={3}
      />
      <TextareaField
        {...field('promotion')}
        label="How you will promote Parley"
        hint="Reviews, tutorials, newsletters… Paid ads on our brand name are not allowed."
        rows={3}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...field('payoutEmail')}
          label="Payout email"
          hint="Where payouts go."
          type="email"
          autoComplete="email"
        />
        <TextField
          {...field('username', {
            onBlur: (event: { target: { value: string } }) => {
              const parsed = affiliateUsernameSchema.safeParse(event.target.value);
              setLeftUsername(parsed.success ? parsed.data : null);
            },
          })}
          label="Desired username"
          hint={<span aria-live="polite">{usernameHint}</span>}
          autoCapitalize="none"
          spellCheck={false}
        />
      </div>
      <div className="space-y-2">
        <div className="flex items-start gap-3">
          <input
            type="checkbox"
            className="mt-1 size-4 accent-primary"
            {...fieldAria('apply-terms', errors.acceptTerms?.message)}
            {...form.register('acceptTerms')}
          />
          <label htmlFor="apply-terms" className="text-sm">
            I have read and accept the{' '}
            <Link to={paths.affiliateProgram.path} className="underline" target="_blank">
              programme terms
            </Link>{' '}
            and the{' '}
            <Link to={paths.affiliateAgreement.path} className="underline" target="_blank">
              affiliate agreement
            </Link>
            .
          </label>
        </div>
        {errors.acceptTerms?.message ? (
          <p id="apply-terms-error" role="alert" className="text-sm text-destructive">
            {errors.acceptTerms.message}
          </p>
        ) : null}
      </div>
      {failure ? (
        <Alert variant="destructive" role="alert">
          {failure}
        </Alert>
      ) : null}
      <Button type="submit" disabled={applying.pending}>
        {applying.pending ? <Spinner label="Sending" /> : null}
        Submit application
      </Button>
    </form>
  );
}
