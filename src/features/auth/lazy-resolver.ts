import type { FieldValues, Resolver } from 'react-hook-form';
import type * as FormSchemaModule from './form-schemas';

type FormSchemas = typeof FormSchemaModule;

/**
 * A form resolver that loads zod and the form's schema (form-schemas.ts) at the form's first
 * check, a submit, instead of with the page (as the contact form does). Same schema, same
 * messages; the first check waits for that chunk.
 */
export function lazyResolver<Input extends FieldValues, Output>(
  pick: (schemas: FormSchemas) => Resolver<Input, unknown, Output>,
): Resolver<Input, unknown, Output> {
  return async (...args) => pick(await import('./form-schemas'))(...args);
}
