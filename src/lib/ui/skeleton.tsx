import type { ComponentProps } from 'react';
import { cn } from '../cn';

/** A grey placeholder while content loads; hidden from screen readers (say "Loading" nearby). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div aria-hidden className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />
  );
}

/**
 * A loading placeholder that says what loads: a status named `label` holding one grey block per
 * entry of `blocks` (each the classes of its block: `h-10 w-full`).
 */
export function LoadingBlocks({
  label,
  blocks,
  className,
}: {
  label: string;
  blocks: readonly string[];
  className?: string;
}) {
  return (
    <div role="status" aria-label={label} className={className}>
      {blocks.map((block, index) => (
        // The blocks never move, so their place is their key.
        <Skeleton key={index} className={block} />
      ))}
    </div>
  );
}
