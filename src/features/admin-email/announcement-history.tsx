import { AUDIENCE_LABELS, type Announcement } from '@contracts/admin-mail';
import { Pause, Play, X } from 'lucide-react';
import { createContext, use, useState } from 'react';
import { useAction } from '@/lib/data/use-action';
import { Button } from '@/lib/ui/button';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { DataTable, type ColumnDef, fixedColumn } from '@/lib/ui/data-table';
import {
  ANNOUNCEMENT_READS,
  controlAnnouncement,
  type AnnouncementControl,
} from './admin-email-api';
import { AnnouncementStatus, sentWords } from './announcement-status';

const DONE_WORDS: Record<AnnouncementControl, (job: Announcement) => string | null> = {
  pauseAnnouncement: () => 'Announcement paused.',
  // Resuming sends within the call, as creating does.
  resumeAnnouncement: (job) => sentWords(job) ?? 'Announcement resumed.',
  cancelAnnouncement: () => 'Announcement canceled. Nobody else will get it.',
};

/** What a row's buttons do, and which row is waiting for the server. */
interface RowControls {
  busyId: string | null;
  onControl: (control: AnnouncementControl, job: Announcement) => void;
  onAskCancel: (job: Announcement) => void;
}
const RowControlsContext = createContext<RowControls | null>(null);

function RowActions({ row }: { row: Announcement }) {
  const controls = use(RowControlsContext);
  if (!controls || (row.status !== 'sending' && row.status !== 'paused')) return null;
  const busy = controls.busyId === row.id;
  return (
    <div className="flex flex-wrap gap-2">
      {row.status === 'sending' ? (
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          aria-label={`Pause “${row.subject}”`}
          onClick={() => controls.onControl('pauseAnnouncement', row)}
        >
          <Pause aria-hidden /> Pause
        </Button>
      ) : (
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          aria-label={`Resume “${row.subject}”`}
          onClick={() => controls.onControl('resumeAnnouncement', row)}
        >
          <Play aria-hidden /> Resume
        </Button>
      )}
      <Button
        size="sm"
        variant="outline"
        disabled={busy}
        aria-label={`Cancel “${row.subject}”`}
        onClick={() => controls.onAskCancel(row)}
      >
        <X aria-hidden /> Cancel
      </Button>
    </div>
  );
}

// Fixed for good: new cell functions would remount every row's buttons (under a click) each time
// the page re-renders for the progress. The buttons read what changes from RowControlsContext.
const COLUMNS: ColumnDef<Announcement, unknown>[] = [
  fixedColumn('createdAt', 'Created', (row) => new Date(row.createdAt).toLocaleString()),
  fixedColumn('subject', 'Subject', (row) => row.subject),
  fixedColumn('segment', 'Audience', (row) => AUDIENCE_LABELS[row.segment]),
  fixedColumn('status', 'Status', (row) => <AnnouncementStatus job={row} />),
  fixedColumn(
    'counts',
    'Sent / audience',
    (row) => `${row.sent} / ${row.total}${row.failed ? ` (${row.failed} failed)` : ''}`,
  ),
  fixedColumn('actions', 'Actions', (row) => <RowActions row={row} />),
];

/**
 * The announcements, newest first, each with what can still be done to it: pause one that is
 * sending, resume one that is paused, cancel either (asked first: it is final). `onChanged` hears
 * the job as the server answered; `onResuming` is true while a resume call sends.
 */
export function AnnouncementHistory({
  rows,
  loading,
  onChanged,
  onResuming,
}: {
  rows: Announcement[];
  loading: boolean;
  onChanged: (job: Announcement) => void;
  onResuming: (sending: boolean) => void;
}) {
  // The row the last control was asked for (busy while that control runs).
  const [target, setTarget] = useState<string | null>(null);
  const [canceling, setCanceling] = useState<Announcement | null>(null);
  const changing = useAction(
    async ({ control, job }: { control: AnnouncementControl; job: Announcement }) => {
      if (control === 'resumeAnnouncement') onResuming(true);
      try {
        return await controlAnnouncement(control, job.id);
      } finally {
        if (control === 'resumeAnnouncement') onResuming(false);
      }
    },
    {
      invalidates: ANNOUNCEMENT_READS,
      success: (changed, { control }) => DONE_WORDS[control](changed),
      onSuccess: (changed) => onChanged(changed),
    },
  );
  const busyId = changing.pending ? target : null;

  const controls: RowControls = {
    busyId,
    onControl: (control, job) => {
      setTarget(job.id);
      changing.run({ control, job });
    },
    onAskCancel: setCanceling,
  };

  return (
    <RowControlsContext value={controls}>
      <DataTable
        caption="Announcements"
        columns={COLUMNS}
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
          if (!canceling) return;
          setTarget(canceling.id);
          // Closed once the server answered, either way (a refusal is a toast).
          void changing
            .runAsync({ control: 'cancelAnnouncement', job: canceling })
            .catch(() => undefined)
            .finally(() => setCanceling(null));
        }}
      />
    </RowControlsContext>
  );
}
