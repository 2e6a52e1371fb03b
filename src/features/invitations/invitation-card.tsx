import type { ReactNode, Ref } from 'react';
import { Card, CardContent } from '@/lib/ui/card';

/**
 * The frame of every invitation state: a visual on top, the page's h1 (focusable, so a state
 * change can move focus to it), text, and actions.
 */
export function InvitationCard({
  visual,
  title,
  titleRef,
  children,
}: {
  visual: ReactNode;
  title: string;
  titleRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 pt-8 text-center">
        {visual}
        <h1
          ref={titleRef}
          tabIndex={-1}
          className="text-2xl font-semibold tracking-tight text-balance outline-none"
        >
          {title}
        </h1>
        <div className="w-full space-y-4">{children}</div>
      </CardContent>
    </Card>
  );
}
