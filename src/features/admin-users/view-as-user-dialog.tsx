import type { SupportViewStart } from '@contracts/support-view';
import { useState } from 'react';
import { hrefs, paths } from '@/config/paths';
import { tabNavigation, writeSupportView } from '@/lib/auth/session-marker';
import { useOperation } from '@/lib/data/use-action';
import { callableMessage } from '@/lib/firebase/callable-errors';
import { Alert } from '@/lib/ui/alert';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';

const MIN_REASON = 10;

/**
 * Opens this tab as a read-only support view of the user (contracts/support-view.ts): the
 * server records the reason and mints the view's sign-in, then the tab reloads into the app as
 * them. The admin's own session is untouched (the view lives in this tab's storage) and comes
 * back on Exit.
 */
export function startViewInThisTab(start: SupportViewStart): void {
  writeSupportView({
    id: start.id,
    uid: start.user.uid,
    name: start.user.displayName ?? start.user.email ?? start.user.uid,
    expiresAt: start.expiresAt,
    returnTo: hrefs.adminUser(start.user.uid),
    token: start.token,
  });
  tabNavigation.reload(paths.dashboard.path);
}

/** The reason asked for, then the view started (or the refusal shown in place). */
export function ViewAsUserDialog({
  uid,
  who,
  open,
  onOpenChange,
}: {
  uid: string;
  who: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [reason, setReason] = useState('');
  const start = useOperation('adminUserOperations', 'startSupportView', {
    invalidates: [],
    errorToast: false,
    onSuccess: startViewInThisTab,
  });
  const short = reason.trim().length < MIN_REASON;
  const close = (next: boolean) => {
    if (next) return;
    setReason('');
    start.reset();
    onOpenChange(false);
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={close}
      title={`View the app as ${who}?`}
      description={
        <>
          <p>
            This tab shows the app as they see it for 30 minutes, read-only: nothing can be changed
            while viewing. Exit at any time from the bar at the bottom.
          </p>
          <p>
            The view and your reason are recorded in the audit log, and they can see on their
            profile that support viewed their account.
          </p>
        </>
      }
      confirmLabel="Start viewing"
      busy={start.pending}
      confirmDisabled={short}
      onConfirm={() => start.run({ uid, reason: reason.trim() })}
    >
      <div className="space-y-2">
        <label htmlFor="view-as-reason" className="text-sm font-medium">
          Reason
        </label>
        <textarea
          id="view-as-reason"
          aria-describedby="view-as-reason-hint"
          value={reason}
          maxLength={500}
          rows={3}
          onChange={(event) => setReason(event.target.value)}
          className="w-full rounded-md border bg-background px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-ring"
        />
        <p id="view-as-reason-hint" className="text-xs text-muted-foreground">
          At least {MIN_REASON} characters, e.g. the support ticket and what they asked about.
        </p>
        {start.error ? <Alert variant="destructive">{callableMessage(start.error)}</Alert> : null}
      </div>
    </ConfirmDialog>
  );
}
