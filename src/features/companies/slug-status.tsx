import { Check, CircleAlert, X } from 'lucide-react';
import { Spinner } from '@/lib/ui/spinner';
import type { SlugStatus } from './use-slug-availability';

/** The live result of the availability check, read out politely as it changes. */
export function SlugStatusText({
  id,
  status,
  slug,
}: {
  id: string;
  status: SlugStatus;
  slug: string;
}) {
  let content = null;
  if (status === 'checking') {
    content = (
      <span className="inline-flex items-center gap-1.5 text-muted-foreground">
        <Spinner className="size-3.5" label="" /> Checking whether “{slug}” is free…
      </span>
    );
  } else if (status === 'available') {
    content = (
      <span className="inline-flex items-center gap-1.5 text-success">
        <Check aria-hidden className="size-3.5" /> “{slug}” is available.
      </span>
    );
  } else if (status === 'taken') {
    content = (
      <span className="inline-flex items-center gap-1.5 text-destructive">
        <X aria-hidden className="size-3.5" /> “{slug}” is already taken. Try another.
      </span>
    );
  } else if (status === 'unknown') {
    content = (
      <span className="inline-flex items-center gap-1.5 text-muted-foreground">
        <CircleAlert aria-hidden className="size-3.5" /> We could not check it now; we will when you
        save.
      </span>
    );
  }
  return (
    <p id={id} aria-live="polite" className="min-h-4 text-xs">
      {content}
    </p>
  );
}
