import type { ComponentProps, ReactNode } from 'react';
import type {
  FieldPath,
  FieldValues,
  RegisterOptions,
  UseFormRegisterReturn,
  UseFormReturn,
} from 'react-hook-form';
import { fieldAria, FormField } from './form-field';
import { Input, Textarea } from './input';

/** A field registered with a react-hook-form form, and its current error. */
export interface RegisteredField {
  registration: UseFormRegisterReturn;
  error: string | undefined;
}

/**
 * Registers `name` with the form and reads its error, for a TextField. Call it in the form's own
 * render: react-hook-form focuses the first invalid field in the order they were registered.
 */
export function registered<T extends FieldValues, N extends FieldPath<T>>(
  form: Pick<UseFormReturn<T>, 'register' | 'getFieldState' | 'formState'>,
  name: N,
  options?: RegisterOptions<T, N>,
): RegisteredField {
  return {
    registration: form.register(name, options),
    error: form.getFieldState(name, form.formState).error?.message,
  };
}

/** `payoutEmail` → `payout-email`, `photoURL` → `photo-url`, `month.dollars` → `month-dollars`. */
const kebab = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/\./g, '-')
    .toLowerCase();

/**
 * The fields of one form, for TextField, TextareaField and ImageUrlField: `field(name, options?)`
 * registers `name` (as `registered` does) and gives its id, the form's prefix and the name
 * (`formFields(form, 'apply')('payoutEmail')` is `apply-payout-email`), unique on the page when
 * the prefix is. Call it in the form's render, in the fields' order: react-hook-form focuses the
 * first invalid field in the order they were registered.
 */
export function formFields<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'register' | 'getFieldState' | 'formState'>,
  prefix: string,
) {
  return <N extends FieldPath<T>>(name: N, options?: RegisterOptions<T, N>) => ({
    field: registered(form, name, options),
    id: `${prefix}-${kebab(name)}`,
  });
}

interface FieldProps {
  field: RegisteredField;
  id: string;
  label: string;
  hint?: ReactNode;
}

/** The control's attributes: its aria wiring, then the form's registration. */
const controlProps = ({ field, id, hint }: FieldProps) => ({
  ...fieldAria(id, field.error, hint !== undefined),
  ...field.registration,
});

export type TextFieldProps = FieldProps &
  Omit<ComponentProps<'input'>, 'id' | 'name' | 'form'> & {
    /** Stands before the input on the same line (a preview, say). */
    leading?: ReactNode;
  };

/** A labelled text input of a react-hook-form form, with its hint and error wired to it. */
export function TextField({ field, id, label, hint, leading, ...input }: TextFieldProps) {
  const control = <Input {...input} {...controlProps({ field, id, label, hint })} />;
  return (
    <FormField id={id} label={label} error={field.error} hint={hint}>
      {leading ? (
        <div className="flex items-center gap-3">
          {leading}
          {control}
        </div>
      ) : (
        control
      )}
    </FormField>
  );
}

/** TextField's multi-line twin. */
export function TextareaField({
  field,
  id,
  label,
  hint,
  ...textarea
}: FieldProps & Omit<ComponentProps<'textarea'>, 'id' | 'name' | 'form'>) {
  return (
    <FormField id={id} label={label} error={field.error} hint={hint}>
      <Textarea {...textarea} {...controlProps({ field, id, label, hint })} />
    </FormField>
  );
}
