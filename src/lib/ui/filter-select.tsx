import type { ReactNode } from 'react';
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

/** One filter of a FilterBar. */
export interface Filter<V extends string> {
  id: string;
  label: string;
  value: V;
  options: readonly SelectOption<V>[];
  onChange: (value: V) => void;
  className?: string;
}

/**
 * A filter of its own value type, for a FilterBar that lists filters of several: the value it
 * hands on is always one of its own options.
 */
export function filter<V extends string>(spec: Filter<V>): Filter<string> {
  return {
    ...spec,
    onChange: (value) => {
      const option = spec.options.find((o) => o.value === value);
      if (option) spec.onChange(option.value);
    },
  };
}

/**
 * A list's filter bar: `leading` (a search, say), the filters, then `children` (Refresh, Export).
 * The list goes back to its first page by itself when a filter changes (usePagedOperationQuery).
 */
export function FilterBar({
  filters,
  leading,
  children,
}: {
  filters: readonly Filter<string>[];
  leading?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="mb-4 flex flex-wrap items-end gap-4">
      {leading}
      {filters.map((spec) => (
        <FilterSelect key={spec.id} {...spec} />
      ))}
      {children}
    </div>
  );
}
