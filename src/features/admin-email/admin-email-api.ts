import { operationKey } from '@/lib/data/keys';
import { callOperation } from '@/lib/firebase/functions';

/**
 * The admin mail calls that are not one plain operation (the rest go through useOperation /
 * useOperationQuery). The Functions SDK loads on the first call.
 */

export type AnnouncementControl = 'pauseAnnouncement' | 'resumeAnnouncement' | 'cancelAnnouncement';

/** Pause, resume or cancel one announcement (audited on the server). */
export const controlAnnouncement = async (control: AnnouncementControl, id: string) =>
  (await callOperation('adminMailOperations', control, { id })).announcement;

/** What an announcement's change makes stale: the history, and the mail log its sends fill. */
export const ANNOUNCEMENT_READS = [
  operationKey('adminMailOperations', 'listAnnouncements'),
  operationKey('adminMailOperations', 'listLog'),
];
