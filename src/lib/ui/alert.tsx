import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../cn';

const alertVariants = cva('relative w-full rounded-lg border px-4 py-3 text-sm', {
  variants: {
    variant: {
      default: 'bg-card text-card-foreground',
      info: 'border-primary/40 bg-accent text-accent-foreground',
      destructive: 'border-destructive/50 text-destructive',
    },
  },
  defaultVariants: { variant: 'default' },
});

export function Alert({
  className,
  variant,
  ...props
}: ComponentProps<'div'> & VariantProps<typeof alertVariants>) {
  // A destructive alert interrupts (role=alert); the others are polite status messages.
  const role = variant === 'destructive' ? 'alert' : 'status';
  return <div role={role} className={cn(alertVariants({ variant }), className)} {...props} />;
}
