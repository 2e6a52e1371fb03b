import { useEffect } from 'react';
import { findNewerBuild } from '@/lib/build-version';

const CHECK_EVERY_MS = 15 * 60 * 1000;

/** Offers a reload when a newer build is deployed: checked when the tab regains focus and every 15 min. */
export function BuildWatcher() {
  useEffect(() => {
    if (import.meta.env.DEV) return; // the dev server has no build metadata
    let notified = false;
    const check = async () => {
      if (notified || document.visibilityState !== 'visible') return;
      const newer = await findNewerBuild(__BUILD_ID__);
      if (!newer) return;
      notified = true;
      const { default: toast } = await import('react-hot-toast');
      toast(
        (t) => (
          <span className="flex flex-wrap items-center gap-2">
            A new version of Parley is available.
            <button
              type="button"
              className="font-medium text-primary underline underline-offset-4"
              onClick={() => {
                toast.dismiss(t.id);
                location.reload();
              }}
            >
              Reload
            </button>
          </span>
        ),
        { id: 'new-build', duration: Infinity },
      );
    };
    const timer = setInterval(check, CHECK_EVERY_MS);
    document.addEventListener('visibilitychange', check);
    void check();
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, []);
  return null;
}
