import {
  MAIL_TEMPLATES,
  type MailTemplateName,
  type RenderedMailAnswer,
} from '../../contracts/admin-mail';
import { auditActor, recordAudit } from '../admin/audit';
import { renderMail, type SendMailInput } from '../mail/send-mail';
import type { Actor, AdminMailDeps } from './deps';

const SAMPLE_ANNOUNCEMENT = [
  '## What is new in Parley',
  '',
  'We shipped **team insights** and a faster editor.',
  '',
  '- Share a session with one link',
  '- Export your notes as *Markdown*',
  '',
  'Read more on [our blog](https://parley.example/blog).',
].join('\n');

const SAMPLE_AFFILIATE_UNSUBSCRIBE = (appUrl: string) =>
  `${appUrl}/api/unsubscribe?uid=sample&token=sample&list=affiliate`;

/** Each template with sample data, as a send input (`to` is filled in by the caller). */
export function sampleMail(template: MailTemplateName, appUrl: string): Omit<SendMailInput, 'to'> {
  switch (template) {
    case 'teamInvitation':
      return {
        template,
        data: {
          companyName: 'Acme Labs',
          inviterName: 'Ada Lovelace',
          role: 'member',
          acceptUrl: `${appUrl}/accept-invite?token=sample`,
          expiresAt: new Date(Date.UTC(2030, 0, 15, 14, 30)),
        },
      };
    case 'contactMessage':
      return {
        template,
        data: {
          name: 'Sam Sample',
          email: 'sam@example.com',
          topic: 'Sales',
          message: 'Hello! Could you tell me more about the Team plan?\nThanks, Sam',
        },
      };
    case 'passwordReset':
      return {
        template,
        data: { email: 'sam@example.com', resetUrl: `${appUrl}/login?mode=resetPassword&sample=1` },
      };
    case 'announcement':
      return {
        template,
        data: {
          subject: 'What is new in Parley this month',
          body: SAMPLE_ANNOUNCEMENT,
          unsubscribeUrl: `${appUrl}/api/unsubscribe?uid=sample&token=sample`,
        },
      };
    case 'affiliateApproved':
      return {
        template,
        data: {
          name: 'Sam Sample',
          username: 'sam_sample',
          agreementUrl: `${appUrl}/affiliate/accept-agreement`,
        },
      };
    case 'affiliateRejected':
      return {
        template,
        data: {
          name: 'Sam Sample',
          reason: 'Not enough presence or reach yet',
          note: 'Come back once your channel has grown a little.',
          reapplyAfter: new Date(Date.UTC(2030, 3, 1, 9, 0)),
          applyUrl: `${appUrl}/affiliate/apply`,
        },
      };
    case 'affiliatePayoutPaid':
      return {
        template,
        data: {
          username: 'sam_sample',
          amountCents: 12_345,
          currency: 'usd',
          reference: 'PAYPAL-7F3K2',
          paidAt: new Date(Date.UTC(2030, 4, 1, 10, 0)),
          dashboardUrl: `${appUrl}/affiliate/dashboard`,
          unsubscribeUrl: SAMPLE_AFFILIATE_UNSUBSCRIBE(appUrl),
        },
      };
    case 'affiliatePayoutDetailsConfirm':
      return {
        template,
        data: {
          username: 'sam_sample',
          destination: 'PayPal: sam@example.com',
          confirmUrl: `${appUrl}/affiliate/dashboard?confirmPayoutDetails=sample`,
          expiresAt: new Date(Date.UTC(2030, 4, 2, 10, 0)),
        },
      };
    case 'superAdminGrant':
      return {
        template,
        data: {
          event: 'requested',
          target: 'sam@example.com',
          requestedBy: 'alex@example.com',
          decidedBy: 'alex@example.com',
          expiresAt: new Date(Date.UTC(2030, 4, 8, 10, 0)),
          reviewUrl: `${appUrl}/admin/users/sample`,
        },
      };
    case 'paymentFailed':
      return {
        template,
        data: {
          day: 0,
          companyName: 'Acme Labs',
          planName: 'Team',
          amountCents: 9_600,
          currency: 'usd',
          graceUntil: new Date(Date.UTC(2030, 4, 8, 10, 0)),
          fixUrl: `${appUrl}/company?company=sample#billing`,
        },
      };
    case 'affiliateNewReferral':
      return {
        template,
        data: {
          username: 'sam_sample',
          dashboardUrl: `${appUrl}/affiliate/dashboard`,
          unsubscribeUrl: SAMPLE_AFFILIATE_UNSUBSCRIBE(appUrl),
        },
      };
    case 'affiliateFirstCommission':
      return {
        template,
        data: {
          username: 'sam_sample',
          companyName: 'Acme Labs',
          amountCents: 6_000,
          currency: 'usd',
          availableAt: new Date(Date.UTC(2030, 5, 1, 10, 0)),
          dashboardUrl: `${appUrl}/affiliate/dashboard`,
          unsubscribeUrl: SAMPLE_AFFILIATE_UNSUBSCRIBE(appUrl),
        },
      };
  }
}

/** Every template rendered by the server with sample data. */
export function previewTemplates(deps: Pick<AdminMailDeps, 'appUrl'>): {
  templates: (RenderedMailAnswer & { template: MailTemplateName })[];
} {
  return {
    templates: MAIL_TEMPLATES.map((template) => ({
      template,
      ...renderMail(sampleMail(template, deps.appUrl) as SendMailInput),
    })),
  };
}

/**
 * Sends one template with sample data to one address, logged as kind 'test'. Mail is not
 * transactional: the send happens first, then the audit entry records what happened.
 */
export async function sendTestMail(
  payload: { template: MailTemplateName; to: string },
  actor: Actor,
  deps: AdminMailDeps,
): Promise<{ status: 'sent' | 'failed'; error: string | null }> {
  const input = { ...sampleMail(payload.template, deps.appUrl), to: payload.to } as SendMailInput;
  let error: string | null = null;
  try {
    await deps.sendMail(input, { kind: 'test' });
  } catch (caught) {
    error = caught instanceof Error ? caught.message : String(caught);
  }
  const status = error === null ? 'sent' : 'failed';
  await deps.db.runTransaction(async (tx) => {
    recordAudit(tx, deps.db, {
      actor: auditActor(actor.uid, actor.claims),
      action: 'email.sendTest',
      target: { kind: 'mail', id: payload.to, label: payload.template },
      before: null,
      after: { template: payload.template, to: payload.to, status },
      at: deps.now,
    });
  });
  return { status, error };
}
