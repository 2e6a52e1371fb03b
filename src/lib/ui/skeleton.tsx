import type { ComponentProps } from 'react';
import { cn } from '../cn';

/** A grey placeholder while content loads; hidden from screen readers (say "Loading" nearby). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div aria-hidden className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />
  );
}
