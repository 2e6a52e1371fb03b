import { logger } from 'firebase-functions';
import { db } from '../lib/admin';
import { resumeAnnouncements } from '../services/admin-mail/resume-announcements';
import { appUrlFrom } from '../services/companies/config';
import { sendMail } from '../services/mail/send-mail';
import { unsubscribeSecret } from '../services/mail/unsubscribe-token';

/** Sends the next batches of every announcement still sending (resume-announcements.ts). */
export async function runAnnouncements(): Promise<void> {
  const finished = await resumeAnnouncements({
    db,
    now: Date.now(),
    appUrl: appUrlFrom(process.env),
    sendMail,
    unsubscribeSecret: unsubscribeSecret(),
  });
  if (finished.length) logger.info('announcements finished', { ids: finished.map((a) => a.id) });
}
