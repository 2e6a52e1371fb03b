import { Eye } from 'lucide-react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { readSupportView } from '@/lib/auth/session-marker';
import { Button } from '@/lib/ui/button';
import { exitSupportView } from './exit-support-view';

const time = (ms: number) =>
  new Date(ms).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

/**
 * On every page of a support view (view as user): whose account this is, that it is
 * read-only, when it ends, and a one-click Exit. At its end it exits by itself.
 */
export default function SupportViewBanner() {
  const [view] = useState(readSupportView);
  const [leaving, setLeaving] = useState(false);

  const leave = (reason?: string) => {
    setLeaving(true);
    if (reason) toast(reason, { id: 'support-view-ended' });
    exitSupportView().catch(() => {
      setLeaving(false);
      toast.error('We could not leave the support view. Please try again.');
    });
  };

  useEffect(() => {
    if (!view) return;
    // A fixed bar: keep the page's last lines clear of it.
    document.body.style.paddingBottom = '4rem';
    const timer = setTimeout(
      () => leave('The support view has ended (30 minutes).'),
      Math.max(0, view.expiresAt - Date.now()),
    );
    return () => {
      clearTimeout(timer);
      document.body.style.paddingBottom = '';
    };
  }, [view]);

  if (!view) return null;
  return (
    <section
      aria-label="Support view"
      className="fixed inset-x-0 bottom-0 z-50 border-t-2 border-warning bg-background shadow-lg"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-3 text-sm sm:px-6">
        <Eye className="size-5 shrink-0 text-warning" aria-hidden />
        <p className="flex-1">
          Viewing as <strong>{view.name}</strong>, read-only. Nothing you do here changes their
          account. Ends at {time(view.expiresAt)}.
        </p>
        <Button size="sm" onClick={() => leave()} disabled={leaving}>
          {leaving ? 'Leaving…' : 'Exit view'}
        </Button>
      </div>
    </section>
  );
}
