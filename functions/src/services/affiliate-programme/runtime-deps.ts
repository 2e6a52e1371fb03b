import { adminAuth, db } from '../../lib/admin';
import { appUrlFrom } from '../companies/config';
import { sendMail } from '../mail/send-mail';
import type { ProgrammeDeps } from './deps';

/** The deployed dependencies of the programme's callables, with the time of the call. */
export const programmeDeps = (): ProgrammeDeps => ({
  db,
  auth: adminAuth,
  now: Date.now(),
  appUrl: appUrlFrom(process.env),
  sendMail,
});
