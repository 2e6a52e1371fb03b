import { companySlugSchema } from '@contracts/companies';
import { useEffect, useState } from 'react';
import { isSlugAvailable } from './company-api';

export type SlugStatus = 'invalid' | 'current' | 'checking' | 'available' | 'taken' | 'unknown';

/** Wait this long after the last keystroke before asking the server. */
export const SLUG_CHECK_DELAY_MS = 400;

/**
 * Whether a slug is free, asked (debounced) through `checkSlug`. `current` is the company's own
 * slug (nothing to check); `unknown` means the check failed and the server decides on save.
 */
export function useSlugAvailability(raw: string, currentSlug?: string): SlugStatus {
  const parsed = companySlugSchema.safeParse(raw);
  const slug = parsed.success ? parsed.data : null;
  const [answers, setAnswers] = useState<Record<string, boolean | 'error'>>({});
  const known = slug === null ? undefined : answers[slug];
  const needsCheck = slug !== null && slug !== currentSlug && known === undefined;

  useEffect(() => {
    if (!needsCheck || slug === null) return;
    // Answers are kept by slug, so a late one is still worth keeping.
    const timer = setTimeout(() => {
      isSlugAvailable(slug).then(
        (available) => setAnswers((a) => ({ ...a, [slug]: available })),
        () => setAnswers((a) => ({ ...a, [slug]: 'error' })),
      );
    }, SLUG_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [slug, needsCheck]);

  if (slug === null) return 'invalid';
  if (slug === currentSlug) return 'current';
  if (known === undefined) return 'checking';
  if (known === 'error') return 'unknown';
  return known ? 'available' : 'taken';
}
