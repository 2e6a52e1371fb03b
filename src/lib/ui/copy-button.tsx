import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Button, type ButtonProps } from './button';

/**
 * The one copy-to-clipboard button: copies `text`, says "Copied" for two seconds (announced
 * politely), and asks to copy by hand when the browser refuses. `label` names what it copies
 * for assistive technology ("Copy the invite link"); `what` names it in that refusal.
 */
export function CopyButton({
  text,
  label,
  what = 'text',
  size,
}: {
  text: string;
  label: string;
  what?: string;
  size?: ButtonProps['size'];
}) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.error(`Copying is blocked in this browser. Select the ${what} and copy it by hand.`);
    }
  }

  return (
    <Button
      type="button"
      variant="outline"
      size={size}
      onClick={() => void copy()}
      aria-label={label}
    >
      {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
      <span aria-live="polite">{copied ? 'Copied' : 'Copy'}</span>
    </Button>
  );
}
