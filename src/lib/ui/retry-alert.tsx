import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Alert } from './alert';
import { Button } from './button';

/** A read that failed: what went wrong and a Try again button (the list keeps its last rows). */
export function RetryAlert({
  children,
  onRetry,
  className,
}: {
  children: ReactNode;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <Alert
      variant="destructive"
      className={cn('mb-4 flex items-center justify-between gap-4', className)}
    >
      <span>{children}</span>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
