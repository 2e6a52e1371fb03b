import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A box that scrolls when its content is wider or taller than it (tables on a narrow screen,
 * long lists). It takes focus so a keyboard user reaches it with Tab and scrolls it with the
 * arrow keys (WCAG 2.1.1; axe's `scrollable-region-focusable`). A named group, not a landmark
 * region: a page of tables would otherwise list a landmark per table beside its sections.
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  /** What the box holds, read by screen readers when it takes focus. */
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      tabIndex={0}
      className={cn('overflow-auto focus-visible:outline-2 focus-visible:outline-ring', className)}
    >
      {children}
    </div>
  );
}
