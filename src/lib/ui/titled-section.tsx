import type { ReactNode } from 'react';

/** A section named by its own h2 (`aria-labelledby`), so it is a landmark with that name. */
export function TitledSection({
  id,
  title,
  className,
  titleClassName,
  children,
}: {
  /** The heading's id. */
  id: string;
  title: ReactNode;
  className?: string;
  titleClassName?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
