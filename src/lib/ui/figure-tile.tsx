import { cn } from '../cn';

/**
 * One figure of a dashboard, inside a `dl`: its label, its value and an optional detail.
 * `testId` names the tile, its value `${testId}-value` (with `raw`, the plain number, as
 * data-value for tests and copying) and its detail `${testId}-detail`. `compact` suits a grid of
 * many.
 */
export function FigureTile({
  label,
  value,
  raw,
  detail,
  testId,
  compact = false,
}: {
  label: string;
  value: string;
  /** The figure as a plain number; absent when there is none. */
  raw?: number | undefined;
  detail?: string | undefined;
  testId: string;
  compact?: boolean;
}) {
  return (
    <div className={cn('rounded-xl border bg-card', compact ? 'p-4' : 'p-5')} data-testid={testId}>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd
        className={cn('mt-1 font-semibold tabular-nums', compact ? 'text-xl' : 'text-2xl')}
        data-testid={`${testId}-value`}
        data-value={raw}
      >
        {value}
      </dd>
      {detail ? (
        <dd className="mt-1 text-xs text-muted-foreground" data-testid={`${testId}-detail`}>
          {detail}
        </dd>
      ) : null}
    </div>
  );
}
