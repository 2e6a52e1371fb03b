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
import { callableCode, callableFieldIssue, callableMessage } from '@/lib/firebase/callable-errors';
import { Alert } from '@/lib/ui/alert';
import { Button } from '@/lib/ui/button';
import { fieldAria, FormField } from '@/lib/ui/form-field';
import { Input, Textarea } from '@/lib/ui/input';
import { Spinner } from '@/lib/ui/spinner';

type Values = ApplicationInput;
type Parsed = z.output<typeof applicationInputSchema>;
type UsernameState = 'idle' | 'checking' | 'free' | 'taken' | 'unknown';

const fieldNames = [
  'name',
  'website',
  'audience',
  'promotion',
  'payoutEmail',
  'username',
  'acceptTerms',
] as const;

export interface ApplyFormProps {
  defaults: { name: string; payoutEmail: string; username: string };
  submit: (values: Parsed) => Promise<{ application: Application }>;
  isUsernameFree: (username: string) => Promise<boolean>;
  onSubmitted: (application: Application) => void;
}

/**
 * The application, validated by the server's own schema. The username is checked when the field
 * is left (the server checks again on submit); refusals name their field or show above the
 * button, and everything typed stays.
 */
export function ApplyForm({ defaults, submit, isUsernameFree, onSubmitted }: ApplyFormProps) {
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
  const [failure, setFailure] = useState<string | null>(null);
  const [username, setUsername] = useState<{ name: string; state: UsernameState }>({
    name: '',
    state: 'idle',
  });
  const { errors, isSubmitting } = form.formState;

  const checkUsername = async (raw: string) => {
    const parsed = affiliateUsernameSchema.safeParse(raw);
    if (!parsed.success) return setUsername({ name: raw, state: 'idle' });
    setUsername({ name: parsed.data, state: 'checking' });
    try {
      const free = await isUsernameFree(parsed.data);
      setUsername({ name: parsed.data, state: free ? 'free' : 'taken' });
    } catch {
      setUsername({ name: parsed.data, state: 'unknown' });
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { application } = await submit(values);
      onSubmitted(application);
    } catch (error) {
      const issue = callableFieldIssue(error, fieldNames);
      if (issue) form.setError(issue.field, { message: issue.message }, { shouldFocus: true });
      else if (callableCode(error) === 'already-exists') {
        form.setError('username', { message: callableMessage(error) }, { shouldFocus: true });
      } else setFailure(callableMessage(error));
    }
  });

  const usernameHint =
    username.state === 'checking'
      ? 'Checking…'
      : username.state === 'free'
        ? `${username.name} is available.`
        : username.state === 'taken'
          ? `${username.name} is taken. Please choose another.`
          : 'Your link will be parley.example/?ref=your_name. Lowercase letters, digits and underscores.';

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-labelledby="apply-form-title">
      <h2 id="apply-form-title" className="text-xl font-semibold">
        Your application
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="apply-name" label="Your name" error={errors.name?.message}>
          <Input
            autoComplete="name"
            {...fieldAria('apply-name', errors.name?.message)}
            {...form.register('name')}
          />
        </FormField>
        <FormField
          id="apply-website"
          label="Website or channel URL"
          error={errors.website?.message}
        >
          <Input
            type="url"
            inputMode="url"
            placeholder="https://"
            {...fieldAria('apply-website', errors.website?.message)}
            {...form.register('website')}
          />
        </FormField>
      </div>
      <FormField
        id="apply-audience"
        label="Your audience"
        hint="Who follows you, and roughly how many."
        error={errors.audience?.message}
      >
        <Textarea
          rows={3}
          {...fieldAria('apply-audience', errors.audience?.message, true)}
          {...form.register('audience')}
        />
      </FormField>
      <FormField
        id="apply-promotion"
        label="How you will promote Parley"
        hint="Reviews, tutorials, newsletters… Paid ads on our brand name are not allowed."
        error={errors.promotion?.message}
      >
        <Textarea
          rows={3}
          {...fieldAria('apply-promotion', errors.promotion?.message, true)}
          {...form.register('promotion')}
        />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id="apply-payout-email"
          label="Payout email"
          hint="Where payouts go."
          error={errors.payoutEmail?.message}
        >
          <Input
            type="email"
            autoComplete="email"
            {...fieldAria('apply-payout-email', errors.payoutEmail?.message, true)}
            {...form.register('payoutEmail')}
          />
        </FormField>
        <FormField
          id="apply-username"
          label="Desired username"
          hint={<span aria-live="polite">{usernameHint}</span>}
          error={errors.username?.message}
        >
          <Input
            autoCapitalize="none"
            spellCheck={false}
            {...fieldAria('apply-username', errors.username?.message, true)}
            {...form.register('username', {
              onBlur: (event: { target: { value: string } }) =>
                void checkUsername(event.target.value),
            })}
          />
        </FormField>
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
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? <Spinner label="Sending" /> : null}
        Submit application
      </Button>
    </form>
  );
}
