import { MAIL_TEMPLATE_LABELS, type MailTemplateName } from '@contracts/admin-mail';
import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useAuthStore } from '@/lib/auth/auth-store';
import { operationKey } from '@/lib/data/keys';
import { useOperationQuery } from '@/lib/data/operation-query';
import { useOperation } from '@/lib/data/use-action';
import { callableMessage } from '@/lib/firebase/callable-errors';
import { Button } from '@/lib/ui/button';
import { FormField } from '@/lib/ui/form-field';
import { Input } from '@/lib/ui/input';
import { RetryAlert } from '@/lib/ui/retry-alert';
import { LoadingBlocks } from '@/lib/ui/skeleton';
import { MailPreview } from './mail-preview';

/** Every template rendered by the server with sample data, and a test send of any of them. */
export function TemplatesSection() {
  const templates = useOperationQuery('adminMailOperations', 'previewTemplates', {});
  const [selected, setSelected] = useState<MailTemplateName>('teamInvitation');

  if (templates.status === 'pending') {
    return (
      <LoadingBlocks
        label="Loading templates"
        className="space-y-3"
        blocks={['h-10 w-full', 'h-64 w-full']}
      />
    );
  }
  if (templates.status === 'error') {
    return (
      <RetryAlert onRetry={() => void templates.refetch()} className="mb-0">
        {callableMessage(templates.error)}
      </RetryAlert>
    );
  }
  const rendered = templates.data.templates;
  const current = rendered.find((t) => t.template === selected) ?? rendered[0];
  return (
    <div className="grid gap-6 md:grid-cols-[14rem_1fr]">
      <nav aria-label="Mail templates">
        <ul className="space-y-1">
          {rendered.map((t) => (
            <li key={t.template}>
              <button
                type="button"
                aria-current={t.template === current?.template ? 'true' : undefined}
                onClick={() => setSelected(t.template)}
                className="w-full rounded-md px-3 py-2 text-left text-sm hover:bg-muted aria-[current=true]:bg-muted aria-[current=true]:font-medium"
              >
                {MAIL_TEMPLATE_LABELS[t.template]}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {current ? (
        <div className="min-w-0 space-y-4">
          <MailPreview
            title={`Preview of the ${MAIL_TEMPLATE_LABELS[current.template]} mail`}
            subject={current.subject}
            html={current.html}
          />
          <details className="text-sm">
            <summary className="cursor-pointer text-muted-foreground">Plain-text part</summary>
            <pre className="mt-2 whitespace-pre-wrap rounded-md bg-muted p-3 text-xs">
              {current.text}
            </pre>
          </details>
          <SendTestForm template={current.template} />
        </div>
      ) : null}
    </div>
  );
}

function SendTestForm({ template }: { template: MailTemplateName }) {
  const myEmail = useAuthStore((s) => s.user?.email ?? '');
  const [to, setTo] = useState(myEmail);
  // A send the server tried but the mail provider refused (a thrown refusal is `sending.error`).
  const [failure, setFailure] = useState<string | null>(null);
  const sending = useOperation('adminMailOperations', 'sendTest', {
    // The attempt is in the mail log either way.
    invalidates: [operationKey('adminMailOperations', 'listLog')],
    success: (result, { to: sentTo }) =>
      result.status === 'sent' ? `Test mail sent to ${sentTo}.` : null,
    errorToast: false,
    onSuccess: (result) =>
      setFailure(
        result.status === 'sent'
          ? null
          : `The mail could not be sent: ${result.error ?? 'unknown error'}`,
      ),
  });
  const error = sending.error ? callableMessage(sending.error) : failure;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    sending.run({ template, to: to.trim() });
  };

  return (
    <form
      onSubmit={onSubmit}
      className="flex flex-wrap items-end gap-3 rounded-lg border p-4"
      aria-label="Send a test"
    >
      <div className="min-w-64 flex-1">
        <FormField id="test-to" label="Send a test to" error={error ?? undefined}>
          <Input
            id="test-to"
            type="email"
            required
            value={to}
            onChange={(event) => setTo(event.target.value)}
            autoComplete="email"
          />
        </FormField>
      </div>
      <Button type="submit" disabled={sending.pending || !to.trim()}>
        <Send aria-hidden /> {sending.pending ? 'Sending…' : 'Send test'}
      </Button>
    </form>
  );
}
