import type { BillingInterval } from '@contracts/billing';
import { ToggleGroup } from 'radix-ui';
import { cn } from '@/lib/cn';

const itemClass =
  'inline-flex items-center gap-2 rounded-md px-4 py-1.5 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=on]:bg-card data-[state=on]:text-foreground data-[state=on]:shadow-sm';

/**
 * Monthly or yearly billing (Radix ToggleGroup, single: a radio group; arrow keys move between
 * the two, Space or Enter picks). One of them is always chosen. The yearly option says what it
 * saves ("Save 17%").
 */
export function IntervalToggle({
  value,
  onChange,
  saving,
  disabled,
  className,
}: {
  value: BillingInterval;
  onChange: (interval: BillingInterval) => void;
  saving: string | null;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <ToggleGroup.Root
      type="single"
      value={value}
      // Choosing the chosen one again would clear it: a billing period is always chosen.
      onValueChange={(next) => (next === 'month' || next === 'year') && onChange(next)}
      aria-label="Billing period"
      disabled={disabled}
      className={cn('inline-flex rounded-lg bg-muted p-1', className)}
    >
      <ToggleGroup.Item value="month" className={itemClass}>
        Monthly
      </ToggleGroup.Item>
      <ToggleGroup.Item value="year" className={itemClass}>
        Yearly
        {saving ? (
          <span className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary">
            {saving}
          </span>
        ) : null}
      </ToggleGroup.Item>
    </ToggleGroup.Root>
  );
}
