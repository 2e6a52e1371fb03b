import { cn } from '../cn';

export interface PeriodOption<D extends number = number> {
  days: D;
  label: string;
}

/**
 * A row of toggle buttons choosing one period ("Last 30 days"…): a labelled group whose chosen
 * button is `aria-pressed`. `value` null: none is chosen (a custom range).
 */
export function PeriodButtons<D extends number>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly PeriodOption<D>[];
  value: number | null;
  onChange: (days: D) => void;
}) {
  return (
    <div role="group" aria-label={label} className="inline-flex rounded-md border bg-card p-0.5">
      {options.map((option) => (
        <button
          key={option.days}
          type="button"
          aria-pressed={value === option.days}
          onClick={() => onChange(option.days)}
          className={cn(
            'rounded px-3 py-1 text-sm',
            value === option.days ? 'bg-muted font-medium' : 'text-muted-foreground',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
