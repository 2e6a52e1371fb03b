import { Label } from './label';
import { Select, type SelectOption } from './select';

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
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        value={value}
        options={options}
        onValueChange={onChange}
        className={className}
      />
    </div>
  );
}
