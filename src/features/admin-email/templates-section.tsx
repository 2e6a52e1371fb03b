import { MAIL_TEMPLATE_LABELS, type MailTemplateName } from '@contracts/admin-mail';
import { useQuery } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useAuthStore } from '@/lib/auth/auth-store';
import { callableMessage } from '@/lib/firebase/callable-errors';
import { queryClient } from '@/lib/query-client';
import { Alert } from '@/lib/ui/alert';
import { Button } from '@/lib/ui/button';
import { FormField } from '@/lib/ui/form-field';
import { Input } from '@/lib/ui/input';
import { Skeleton } from '@/lib/ui/skeleton';
import { previewTemplates, sendTestMail } from './admin-email-api';
import { MailPreview } from './mail-preview';

/** Every template rendered by the server with sample data, and a test send of any of them. */
export function TemplatesSection() {
  const templates = useQuery(
    { queryKey: ['admin', 'mailTemplates'], queryFn: previewTemplates },
    queryClient,
  );
  const [selected, setSelected] = useState<MailTemplateName>('teamInvitation');

  if (templates.status === 'pending') {
    return (
      <div role="status" aria-label="Loading templates" className="space-y-3">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (templates.status === 'error') {
    return (
      <Alert variant="destructive" className="flex items-center justify-between gap-4">
        <span>{callableMessage(templates.error)}</span>
        <Button size="sm" variant="outline" onClick={() => void templates.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  const current = templates.data.find((t) => t.template === selected) ?? templates.data[0];
  return (
    <div className="grid gap-6 md:grid-cols-[14rem_1fr]">
      <nav aria-label="Mail templates">
        <ul className="space-y-1">
          {templates.data.map((t) => (
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
          <p className="text-sm">
            <span className="text-muted-foreground">Subject: </span>
            <span className="font-medium">{current.subject}</span>
          </p>
          <MailPreview
            title={`Preview of the ${MAIL_TEMPLATE_LABELS[current.template]} mail`}
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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const result = await sendTestMail(template, to.trim());
      if (result.status === 'sent') toast.success(`Test mail sent to ${to.trim()}.`);
      else setError(`The mail could not be sent: ${result.error ?? 'unknown error'}`);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'mailLog'] });
    } catch (caught) {
      setError(callableMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
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
      <Button type="submit" disabled={busy || !to.trim()}>
        <Send aria-hidden /> {busy ? 'Sending…' : 'Send test'}
      </Button>
    </form>
  );
}
