import { cn } from '../cn';
import { Label } from './label';
import { Select, type SelectProps } from './select';

/** A Select with its visible label above it; `className` is the wrapper's, `selectClassName` the Select's. */
export function SelectField<V extends string>({
  id,
  label,
  className,
  selectClassName,
  ...select
}: Omit<SelectProps<V>, 'id' | 'className' | 'aria-label'> & {
  id: string;
  label: string;
  className?: string;
  selectClassName?: string;
}) {
  return (
    <div className={cn('space-y-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} className={selectClassName} {...select} />
    </div>
  );
}
