import type { ContactMessage, ContactMessageInput } from '@contracts/contact';
import { CONTACT_MESSAGE_MAX, CONTACT_TOPICS, contactTopicLabels } from '@contracts/contact-topics';
import { MailCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useAuthStore } from '@/lib/auth/auth-store';
import { callableFieldIssue, callableMessage } from '@/lib/firebase/callable-errors';
import { Alert } from '@/lib/ui/alert';
import { Button } from '@/lib/ui/button';
import { fieldAria, FormField } from '@/lib/ui/form-field';
import { Spinner } from '@/lib/ui/spinner';
import { formFields, TextareaField, TextField } from '@/lib/ui/text-field';
import { useHydrated } from '@/lib/use-hydrated';

type Send = (message: ContactMessage) => Promise<void>;
const loadSend: Send = async (message) =>
  (await import('./contact-api')).sendContactMessage(message);

const fieldNames = ['name', 'email', 'topic', 'message'] as const;

/**
 * The server's own schema checks the form. It loads (with zod) at the first check, a submit,
 * not with the page: the contact page is public and should cost a visitor little.
 */
const contactResolver: Resolver<ContactMessageInput, unknown, ContactMessage> = async (...args) => {
  const [{ zodResolver }, { contactMessageSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@contracts/contact'),
  ]);
  return zodResolver(contactMessageSchema)(...args);
};

/**
 * The contact form, validated by the same schema as the server. On success it says so and
 * offers another message; on failure everything typed stays, with the reason above the button.
 */
export function ContactForm({ send = loadSend }: { send?: Send }) {
  const user = useAuthStore((s) => s.user);
  // A signed-in person's name and email fill the fields still empty once they are known: on a
  // public page that is usually after the first render, which is all default values see. They
  // never overwrite what was typed (e2e: text typed before the app starts is kept).
  const form = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: contactResolver,
    defaultValues: { topic: '' as ContactMessageInput['topic'] },
  });
  useEffect(() => {
    if (!user) return;
    for (const [field, value] of [
      ['name', user.displayName],
      ['email', user.email],
    ] as const) {
      if (value && !form.getValues(field)) form.setValue(field, value);
    }
  }, [user, form]);
  const [sent, setSent] = useState<{ name: string; email: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const successHeading = useRef<HTMLHeadingElement>(null);
  const { errors, isSubmitting } = form.formState;
  // Prerendered: until the app runs, a click would submit the form natively (see the hook).
  const hydrated = useHydrated();
  const messageLength = useWatch({ control: form.control, name: 'message' })?.length ?? 0;

  useEffect(() => {
    if (sent) successHeading.current?.focus();
  }, [sent]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await send(values);
      setSent({ name: values.name, email: values.email });
    } catch (error) {
      const issue = callableFieldIssue(error, fieldNames);
      if (issue) {
        form.setError(issue.field, { message: issue.message }, { shouldFocus: true });
      } else {
        setFailure(callableMessage(error));
      }
    }
  });

  if (sent) {
    return (
      <div role="status" className="space-y-4 text-center sm:text-left">
        <MailCheck aria-hidden className="mx-auto size-8 text-success sm:mx-0" />
        <h2 ref={successHeading} tabIndex={-1} className="text-xl font-semibold outline-none">
          Thank you, {sent.name}. Your message is on its way.
        </h2>
        <p className="text-sm text-muted-foreground">
          We answer by email at <strong className="break-all">{sent.email}</strong>, usually within
          one working day.
        </p>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            form.reset({
              name: sent.name,
              email: sent.email,
              topic: '' as ContactMessageInput['topic'],
              message: '',
            });
            setSent(null);
          }}
        >
          Send another message
        </Button>
      </div>
    );
  }

  const topicError = errors.topic?.message;
  const field = formFields(form, 'contact');
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="text-xl font-semibold">
        Send us a message
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field('name')} label="Name" autoComplete="name" />
        <TextField {...field('email')} label="Email" type="email" autoComplete="email" />
      </div>
      <FormField id="contact-topic" label="Topic" error={topicError}>
        <select
          className="flex h-10 w-full rounded-md border border-input bg-card px-3 py-2 text-sm shadow-sm focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-destructive"
          {...fieldAria('contact-topic', topicError)}
          {...form.register('topic')}
        >
          <option value="" disabled>
            Choose a topic
          </option>
          {CONTACT_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {contactTopicLabels[topic]}
            </option>
          ))}
        </select>
      </FormField>
      <TextareaField
        {...field('message')}
        label="Message"
        hint={
          <span className={messageLength > CONTACT_MESSAGE_MAX ? 'text-destructive' : undefined}>
            At least 10 characters. {messageLength}/{CONTACT_MESSAGE_MAX}.
          </span>
        }
        rows={6}
      />
      {failure ? (
        <Alert variant="destructive">
          Your message was not sent. {failure} What you wrote is still here.
        </Alert>
      ) : null}
      <Button type="submit" className="w-full sm:w-auto" disabled={!hydrated || isSubmitting}>
        {isSubmitting ? <Spinner label="Sending" /> : null} Send message
      </Button>
    </form>
  );
}
