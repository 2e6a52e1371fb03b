import { logger } from 'firebase-functions';
import { MAIL_LOG_COLLECTION, type MailLogEntry } from '../../contracts/admin-mail';
import { db } from '../../lib/admin';

export type MailLogWriter = (entry: MailLogEntry) => Promise<void>;

/** Appends one entry to mailLog; never throws (a log failure must not fail a send). */
export const recordMailLog: MailLogWriter = async (entry) => {
  try {
    await db.collection(MAIL_LOG_COLLECTION).add(entry);
  } catch (error) {
    logger.warn('mail log entry could not be written', { error, template: entry.template });
  }
};
