import { useState } from 'react';
import { cn } from '../cn';
import { initials } from './initials';

const sizes = {
  sm: 'size-6 text-[0.625rem]',
  md: 'size-9 text-xs',
  lg: 'size-14 text-lg',
} as const;

/**
 * A picture, or initials when there is none or it fails to load. Decorative: the name is always
 * written next to it, so it is hidden from screen readers.
 */
export function Avatar({
  name,
  fallbackName,
  src,
  size = 'md',
  shape = 'circle',
}: {
  name: string | null | undefined;
  fallbackName?: string | null | undefined;
  src: string | null | undefined;
  size?: keyof typeof sizes;
  shape?: 'circle' | 'square';
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = src && failed !== src;
  return (
    <span
      aria-hidden
      className={cn(
        'grid shrink-0 place-items-center overflow-hidden bg-primary/15 font-semibold text-primary',
        shape === 'circle' ? 'rounded-full' : 'rounded-md',
        sizes[size],
      )}
    >
      {showImage ? (
        <img
          src={src}
          alt=""
          className="size-full object-cover"
          referrerPolicy="no-referrer"
          onError={() => setFailed(src)}
        />
      ) : (
        initials(name, fallbackName)
      )}
    </span>
  );
}
