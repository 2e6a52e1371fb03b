import { logger } from 'firebase-functions';
import { REJECTION_REASON_LABELS, type Application } from '../../contracts/affiliate-applications';
import type { ProgrammeDeps } from './deps';

/** The applicant's address: the account's email, else the payout email they gave. */
const recipient = (application: Application) => application.accountEmail ?? application.payoutEmail;

const base = (appUrl: string) => appUrl.replace(/\/+$/, '');

/**
 * Mails are sent after the decision is committed (mail is not transactional): a failed send is
 * logged (and recorded in mailLog by the mail module) and reported as `false`, never undoing it.
 */
async function attempt(send: () => Promise<unknown>, template: string, id: string) {
  try {
    await send();
    return true;
  } catch (error) {
    logger.error('affiliate application mail failed', { template, applicationId: id, error });
    return false;
  }
}

export function sendApprovedMail(
  application: Application,
  deps: Pick<ProgrammeDeps, 'appUrl' | 'sendMail'>,
): Promise<boolean> {
  return attempt(
    () =>
      deps.sendMail({
        to: recipient(application),
        template: 'affiliateApproved',
        data: {
          name: application.name,
          username: application.username,
          agreementUrl: `${base(deps.appUrl)}/affiliate/accept-agreement`,
        },
      }),
    'affiliateApproved',
    application.id,
  );
}

export function sendRejectedMail(
  application: Application,
  deps: Pick<ProgrammeDeps, 'appUrl' | 'sendMail'>,
): Promise<boolean> {
  const rejection = application.rejection;
  if (!rejection) return Promise.resolve(false);
  return attempt(
    () =>
      deps.sendMail({
        to: recipient(application),
        template: 'affiliateRejected',
        data: {
          name: application.name,
          reason: REJECTION_REASON_LABELS[rejection.reason],
          note: rejection.note,
          reapplyAfter: new Date(rejection.reapplyAfter),
          applyUrl: `${base(deps.appUrl)}/affiliate/apply`,
        },
      }),
    'affiliateRejected',
    application.id,
  );
}
