import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Alert } from './alert';
import { Button } from './button';

/**
 * A read that failed: what went wrong and a Try again button (a list keeps its last rows).
 * `className` holds its margin (mb-4 unless given), so a caller's margin never contradicts it.
 */
export function RetryAlert({
  children,
  onRetry,
  className = 'mb-4',
}: {
  children: ReactNode;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <Alert
      variant="destructive"
      className={cn('flex items-center justify-between gap-4', className)}
    >
      <span>{children}</span>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
