import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '@/lib/ui/button';
import { fieldAria, FormField } from '@/lib/ui/form-field';
import { Input } from '@/lib/ui/input';
import { Spinner } from '@/lib/ui/spinner';
import { useHydrated } from '@/lib/use-hydrated';

/** The email field every sign-in form starts with. */
export function EmailField({
  id = 'email',
  error,
  registration,
}: {
  id?: string;
  error?: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  return (
    <FormField id={id} label="Email" error={error}>
      <Input type="email" autoComplete="email" {...fieldAria(id, error)} {...registration} />
    </FormField>
  );
}

/**
 * A full-width submit button that shows a spinner and blocks double submits while busy. The
 * sign-in pages are prerendered: until the app has adopted the markup it stays disabled, since
 * the browser would send the form natively, a reload with the password in the address.
 */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <Button type="submit" className="w-full" disabled={busy || !hydrated}>
      {busy ? <Spinner /> : null} {children}
    </Button>
  );
}

/**
 * Why a submit failed, inside the form beside its fields (announced at once: role=alert), not
 * only in a toast that fades and that a screen reader may miss.
 */
export function FormProblem({ message }: { message: string | undefined }) {
  return message ? (
    <p
      role="alert"
      className="rounded-md border border-destructive/50 px-3 py-2 text-sm text-destructive"
    >
      {message}
    </p>
  ) : null;
}
