import { db } from '../lib/admin';
import { validatedOperations } from '../lib/validated-on-call';
import { contactConfig } from '../services/contact/config';
import { submitContactMessage } from '../services/contact/submit-contact';
import { sendContactMessage } from '../services/mail/send-mail';

const config = contactConfig();

/**
 * The contact form: open to visitors. Each message is stored, counted against its client's
 * hourly limit in the same transaction, and mailed to support.
 */
export const contactOperations = validatedOperations('contactOperations', {
  submit: (payload, ctx) =>
    submitContactMessage(payload, {
      db,
      now: Date.now(),
      uid: ctx.uid,
      ip: ctx.ip,
      salt: config.salt,
      send: sendContactMessage,
    }),
});
