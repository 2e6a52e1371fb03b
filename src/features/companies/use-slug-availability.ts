import { companySlugSchema } from '@contracts/companies';
import { useEffect, useState } from 'react';
import { operationKey } from '@/lib/data/keys';
import { useOperationQuery } from '@/lib/data/operation-query';
import { queryClient } from '@/lib/query-client';

export type SlugStatus = 'invalid' | 'current' | 'checking' | 'available' | 'taken' | 'unknown';

/** Wait this long after the last keystroke before asking the server. */
export const SLUG_CHECK_DELAY_MS = 400;

/** `value`, once it has stopped changing for `delay` ms. */
function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * Whether a slug is free, asked (debounced) through `checkSlug` and cached by slug for a minute,
 * so typing back to an earlier slug answers at once. `current` is the company's own slug (nothing
 * to check); `unknown` means the check failed and the server decides on save.
 */
export function useSlugAvailability(raw: string, currentSlug?: string): SlugStatus {
  const parsed = companySlugSchema.safeParse(raw);
  const slug = parsed.success ? parsed.data : null;
  const settled = useSettled(slug, SLUG_CHECK_DELAY_MS);
  const cached =
    slug === null
      ? undefined
      : queryClient.getQueryData(operationKey('companyOperations', 'checkSlug', { slug }));
  const { data, status } = useOperationQuery(
    'companyOperations',
    'checkSlug',
    { slug: slug ?? '' },
    {
      enabled: slug !== null && slug !== currentSlug && (settled === slug || cached !== undefined),
      staleTime: 60_000,
      retry: false,
    },
  );

  if (slug === null) return 'invalid';
  if (slug === currentSlug) return 'current';
  if (status === 'error') return 'unknown';
  if (data === undefined) return 'checking';
  return data.available ? 'available' : 'taken';
}
