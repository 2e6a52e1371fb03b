import { X } from 'lucide-react';
import { useEffect } from 'react';
import toast, { ToastBar, Toaster, useToasterStore } from 'react-hot-toast';

/** SPEC §2/§9: top-right, at most 5 visible, 7000 ms each, with a close button. */
export const TOAST_LIMIT = 5;
export const TOAST_DURATION_MS = 7000;

export function AppToaster() {
  const { toasts } = useToasterStore();

  useEffect(() => {
    // The store lists the newest first: anything past the limit is the oldest, so it goes.
    toasts
      .filter((t) => t.visible)
      .slice(TOAST_LIMIT)
      .forEach((t) => toast.remove(t.id));
  }, [toasts]);

  return (
    <Toaster
      position="top-right"
      toastOptions={{
        duration: TOAST_DURATION_MS,
        // A loading toast lasts as long as the work does.
        loading: { duration: Infinity },
        // CSS variables switch with the colour mode, so toasts follow it without re-rendering.
        style: {
          background: 'var(--color-card)',
          color: 'var(--color-card-foreground)',
          border: '1px solid var(--color-border)',
          // Never wider than a phone's screen less the toaster's margins (16 px each side).
          maxWidth: 'min(24rem, calc(100vw - 2rem))',
        },
      }}
    >
      {(t) => (
        <ToastBar toast={t}>
          {({ icon, message }) => (
            <div data-testid="toast" className="flex items-start gap-2">
              {icon}
              <div className="text-sm">{message}</div>
              {t.type !== 'loading' ? (
                <button
                  type="button"
                  aria-label="Close notification"
                  className="ml-1 rounded p-1 text-muted-foreground hover:bg-muted hover:text-foreground"
                  onClick={() => toast.dismiss(t.id)}
                >
                  <X aria-hidden className="size-4" />
                </button>
              ) : null}
            </div>
          )}
        </ToastBar>
      )}
    </Toaster>
  );
}
