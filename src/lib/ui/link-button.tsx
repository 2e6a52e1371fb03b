import type { VariantProps } from 'class-variance-authority';
import { Link, type LinkProps } from 'react-router';
import { cn } from '../cn';
import { buttonVariants } from './button-variants';

/**
 * A router link with the button's look, for navigation shown as a button. It puts the classes
 * on the Link itself (no Radix Slot), so it stays as light as the Link.
 */
export function LinkButton({
  className,
  variant,
  size,
  ...props
}: LinkProps & VariantProps<typeof buttonVariants>) {
  return <Link className={cn(buttonVariants({ variant, size, className }))} {...props} />;
}
