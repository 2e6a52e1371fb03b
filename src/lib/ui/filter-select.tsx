import type { SelectOption } from './select';
import { SelectField } from './select-field';

/** One labelled filter of a list's filter bar (a Select with its visible label above it). */
export function FilterSelect<V extends string>({
  id,
  label,
  value,
  options,
  onChange,
  className = 'w-48',
}: {
  id: string;
  label: string;
  value: V;
  options: readonly SelectOption<V>[];
  onChange: (value: V) => void;
  className?: string;
}) {
  return (
    <SelectField
      id={id}
      label={label}
      value={value}
      options={options}
      onValueChange={onChange}
      selectClassName={className}
    />
  );
}
