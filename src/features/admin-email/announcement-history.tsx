import { AUDIENCE_LABELS, type Announcement } from '@contracts/admin-mail';
import { Pause, Play, X } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { callableMessage } from '@/lib/firebase/callable-errors';
import { Button } from '@/lib/ui/button';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { DataTable, type ColumnDef, fixedColumn } from '@/lib/ui/data-table';
import { controlAnnouncement } from './admin-email-api';
import { AnnouncementStatus } from './announcement-status';

type Control = Parameters<typeof controlAnnouncement>[0];

const DONE_WORDS: Record<Control, string> = {
  pauseAnnouncement: 'Announcement paused.',
  resumeAnnouncement: 'Announcement resumed.',
  cancelAnnouncement: 'Announcement canceled. Nobody else will get it.',
};

/**
 * The announcements, newest first, each with what can still be done to it: pause one that is
 * sending, resume one that is paused, cancel either (asked first: it is final). `onChanged` hears
 * the job as the server answered (the page drives a resumed one); pass a stable callback.
 */
export function AnnouncementHistory({
  rows,
  loading,
  onChanged,
}: {
  rows: Announcement[];
  loading: boolean;
  onChanged: (job: Announcement) => void;
}) {
  const [busyId, setBusyId] = useState<string | null>(null);
  const [canceling, setCanceling] = useState<Announcement | null>(null);

  const run = useCallback(
    async (control: Control, job: Announcement) => {
      setBusyId(job.id);
      try {
        const changed = await controlAnnouncement(control, job.id);
        toast.success(DONE_WORDS[control]);
        onChanged(changed);
      } catch (caught) {
        toast.error(callableMessage(caught));
      } finally {
        setBusyId(null);
        setCanceling(null);
      }
    },
    [onChanged],
  );

  // Kept while nothing it shows changes: new cell functions would remount every row's buttons
  // (under a click) each time the page re-renders for the progress.
  const columns = useMemo<ColumnDef<Announcement, unknown>[]>(
    () => [
      fixedColumn('createdAt', 'Created', (row) => new Date(row.createdAt).toLocaleString()),
      fixedColumn('subject', 'Subject', (row) => row.subject),
      fixedColumn('segment', 'Audience', (row) => AUDIENCE_LABELS[row.segment]),
      fixedColumn('status', 'Status', (row) => <AnnouncementStatus job={row} />),
      fixedColumn(
        'counts',
        'Sent / audience',
        (row) => `${row.sent} / ${row.total}${row.failed ? ` (${row.failed} failed)` : ''}`,
      ),
      fixedColumn('actions', 'Actions', (row) =>
        row.status === 'sending' || row.status === 'paused' ? (
          <div className="flex flex-wrap gap-2">
            {row.status === 'sending' ? (
              <Button
                size="sm"
                variant="outline"
                disabled={busyId === row.id}
                aria-label={`Pause “${row.subject}”`}
                onClick={() => void run('pauseAnnouncement', row)}
              >
                <Pause aria-hidden /> Pause
              </Button>
            ) : (
              <Button
                size="sm"
                variant="outline"
                disabled={busyId === row.id}
                aria-label={`Resume “${row.subject}”`}
                onClick={() => void run('resumeAnnouncement', row)}
              >
                <Play aria-hidden /> Resume
              </Button>
            )}
            <Button
              size="sm"
              variant="outline"
              disabled={busyId === row.id}
              aria-label={`Cancel “${row.subject}”`}
              onClick={() => setCanceling(row)}
            >
              <X aria-hidden /> Cancel
            </Button>
          </div>
        ) : null,
      ),
    ],
    [busyId, run],
  );

  return (
    <>
      <DataTable
        caption="Announcements"
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id}
        loading={loading}
        empty="No announcement yet."
      />
      <ConfirmDialog
        open={canceling !== null}
        onOpenChange={(open) => (open ? undefined : setCanceling(null))}
        title="Cancel this announcement?"
        description={
          <p>
            “{canceling?.subject}” has gone to {canceling?.sent ?? 0} of {canceling?.total ?? 0}{' '}
            people. Nobody else will get it, and it cannot be resumed.
          </p>
        }
        confirmLabel="Cancel the announcement"
        destructive
        busy={canceling !== null && busyId === canceling.id}
        onConfirm={() => {
          if (canceling) void run('cancelAnnouncement', canceling);
        }}
      />
    </>
  );
}
