import type { ReactNode } from 'react';

/** One term and its value inside a `<dl>`; stacks on narrow screens. */
export function DescriptionRow({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="grid gap-1 py-1.5 text-sm sm:grid-cols-3 sm:gap-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="break-all font-mono text-xs sm:col-span-2 sm:text-sm">{value}</dd>
    </div>
  );
}
