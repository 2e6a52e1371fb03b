import { Menu, X } from 'lucide-react';
import { Button } from '@/lib/ui/button';

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
  return (
    <Button
      variant="ghost"
      size="icon"
      className={`md:hidden ${className}`}
      aria-expanded={open}
      aria-controls={controls}
      aria-label={open ? 'Close menu' : 'Open menu'}
      onClick={onToggle}
    >
      {open ? <X aria-hidden /> : <Menu aria-hidden />}
    </Button>
  );
}
