import type { Announcement } from '@contracts/admin-mail';
import { Badge } from '@/lib/ui/badge';

export const people = (n: number) => (n === 1 ? '1 person' : `${n} people`);

/** The toast when a call that sends (create, resume) answers: sent, or still going on. */
export const sentWords = (job: Announcement) =>
  job.status === 'done'
    ? `Announcement sent to ${people(job.sent)}${job.failed ? `, ${job.failed} failed` : ''}.`
    : job.status === 'sending'
      ? 'The announcement is being sent; the server goes on every minute.'
      : null;

/** Why a paused announcement waits, in the admin's words. */
export const PAUSED_WHY: Record<NonNullable<Announcement['pausedReason']>, string> = {
  admin: 'Paused by a super admin.',
  senderNotSuperAdmin:
    'Paused by itself: the super admin it was sent for is no longer one. Resume it to send the rest in your name.',
};

/** An announcement's status as a badge (with why it is paused, for screen readers too). */
export function AnnouncementStatus({ job }: { job: Announcement }) {
  switch (job.status) {
    case 'done':
      return <Badge variant="outline">Done</Badge>;
    case 'canceled':
      return <Badge variant="outline">Canceled</Badge>;
    case 'sending':
      return <Badge variant="warning">Sending</Badge>;
    case 'paused':
      return (
        <span className="inline-flex flex-col gap-0.5">
          <Badge variant="warning">Paused</Badge>
          {job.pausedReason ? (
            <span className="max-w-64 text-xs text-muted-foreground">
              {PAUSED_WHY[job.pausedReason]}
            </span>
          ) : null}
        </span>
      );
  }
}
