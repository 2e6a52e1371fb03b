import { db } from '../lib/admin';
import { validatedOperations } from '../lib/validated-on-call';
import {
  createAnnouncement,
  listAnnouncements,
  renderAnnouncement,
  sendNextBatch,
} from '../services/admin-mail/announcements';
import { controlAnnouncement } from '../services/admin-mail/announcement-controls';
import { countAudience } from '../services/admin-mail/audience';
import type { AdminMailDeps } from '../services/admin-mail/deps';
import { listMailLog } from '../services/admin-mail/mail-log';
import { sendWithinCall } from '../services/admin-mail/resume-announcements';
import { previewTemplates, sendTestMail } from '../services/admin-mail/templates';
import { appUrlFrom } from '../services/companies/config';
import { sendMail } from '../services/mail/send-mail';
import { unsubscribeSecret } from '../services/mail/unsubscribe-token';

const appUrl = appUrlFrom(process.env);
// Read per call: a missing production secret fails the announcement actions, not the cold start.
const deps = (): AdminMailDeps => ({
  db,
  now: Date.now(),
  appUrl,
  sendMail,
  get unsubscribeSecret() {
    return unsubscribeSecret();
  },
});

/** The mail log, template previews and tests, and announcements, for super admins. */
export const adminMailOperations = validatedOperations('adminMailOperations', {
  listLog: (payload) => listMailLog(payload, deps()),
  previewTemplates: async () => previewTemplates(deps()),
  sendTest: (payload, actor) => sendTestMail(payload, actor, deps()),
  countAudience: async ({ segment }) => ({ count: await countAudience(db, segment) }),
  previewAnnouncement: async (payload, { uid }) => renderAnnouncement(payload, uid, deps()),
  // Creating or resuming sends right away, within the call (the every-minute job goes on with
  // whatever is left): the page only shows progress.
  createAnnouncement: async (payload, actor) => {
    const created = await createAnnouncement(payload, actor, deps());
    const announcement = await sendWithinCall(created.announcement.id, actor, deps());
    return { ...created, announcement };
  },
  sendNextBatch: ({ id }, actor) => sendNextBatch(id, actor, deps()),
  pauseAnnouncement: ({ id }, actor) => controlAnnouncement('pause', id, actor, deps()),
  resumeAnnouncement: async ({ id }, actor) => {
    await controlAnnouncement('resume', id, actor, deps());
    return { announcement: await sendWithinCall(id, actor, deps()) };
  },
  cancelAnnouncement: ({ id }, actor) => controlAnnouncement('cancel', id, actor, deps()),
  listAnnouncements: () => listAnnouncements(deps()),
});
