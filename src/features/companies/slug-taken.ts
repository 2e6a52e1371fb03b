import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { callableCode } from '@/lib/firebase/callable-errors';
import { toastCallableError } from '@/lib/companies/error-toast';

const TAKEN = 'That slug is taken. Choose another.';

/** Marks the slug field as taken (the availability check or the server said so). */
export function markSlugTaken<V extends FieldValues & { slug: unknown }>(
  setError: UseFormSetError<V>,
): void {
  setError('slug' as Path<V>, { message: TAKEN }, { shouldFocus: true });
}

/** A failed save of the company details: a taken slug under its field, anything else a toast. */
export function reportCompanySaveError<V extends FieldValues & { slug: unknown }>(
  error: unknown,
  setError: UseFormSetError<V>,
): void {
  if (callableCode(error) === 'already-exists') markSlugTaken(setError);
  else toastCallableError(error);
}
