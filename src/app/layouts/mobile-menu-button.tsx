import { Menu, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { buttonVariants } from '@/lib/ui/button-variants';

/** Opens and closes a layout's small-screen menu (hidden from md up). */
export function MobileMenuButton({
  open,
  controls,
  onToggle,
  className = '',
}: {
  open: boolean;
  controls: string;
  onToggle: () => void;
  className?: string;
}) {
  const button = useRef<HTMLButtonElement>(null);
  // Escape closes the open menu and gives focus back to the button.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onToggle();
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onToggle]);

  return (
    <button
      type="button"
      ref={button}
      className={buttonVariants({
        variant: 'ghost',
        size: 'icon',
        className: `md:hidden ${className}`,
      })}
      aria-expanded={open}
      aria-controls={controls}
      aria-label={open ? 'Close menu' : 'Open menu'}
      onClick={onToggle}
    >
      {open ? <X aria-hidden /> : <Menu aria-hidden />}
    </button>
  );
}
