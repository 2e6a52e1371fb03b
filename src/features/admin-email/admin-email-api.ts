import type { AnnouncementDraft, AudienceSegment, MailTemplateName } from '@contracts/admin-mail';
import type { ActionPayload } from '@contracts/callables';
import { callOperation } from '@/lib/firebase/functions';

/** The admin mail actions (the Functions SDK loads on the first call). */
export type MailLogQuery = ActionPayload<'adminMailOperations', 'listLog'>;

export const listMailLog = (query: MailLogQuery) =>
  callOperation('adminMailOperations', 'listLog', query);

export const previewTemplates = async () =>
  (await callOperation('adminMailOperations', 'previewTemplates', {})).templates;

export const sendTestMail = (template: MailTemplateName, to: string) =>
  callOperation('adminMailOperations', 'sendTest', { template, to });

export const countAudience = async (segment: AudienceSegment) =>
  (await callOperation('adminMailOperations', 'countAudience', { segment })).count;

export const previewAnnouncement = (draft: AnnouncementDraft) =>
  callOperation('adminMailOperations', 'previewAnnouncement', draft);

export const createAnnouncement = async (draft: AnnouncementDraft, segment: AudienceSegment) =>
  (await callOperation('adminMailOperations', 'createAnnouncement', { ...draft, segment }))
    .announcement;

export const sendNextBatch = async (id: string) =>
  (await callOperation('adminMailOperations', 'sendNextBatch', { id })).announcement;

/** Pause, resume or cancel one announcement (audited on the server). */
export const controlAnnouncement = async (
  control: 'pauseAnnouncement' | 'resumeAnnouncement' | 'cancelAnnouncement',
  id: string,
) => (await callOperation('adminMailOperations', control, { id })).announcement;

export const listAnnouncements = async () =>
  (await callOperation('adminMailOperations', 'listAnnouncements', {})).announcements;

export const ANNOUNCEMENTS_KEY = ['admin', 'announcements'] as const;
