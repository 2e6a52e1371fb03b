import { logger } from 'firebase-functions';
import { REJECTION_REASON_LABELS, type Application } from '../../contracts/affiliate-applications';
import type { ProgrammeDeps } from './deps';
import { loggableError } from '../../lib/loggable-error';

/**
 * Where a decision is mailed: the applicant's account address, and only once its owner has
 * verified it (Auth, read now). Never the payout address they typed, nor an unverified one: an
 * application can be made with anyone's address and a name of the applicant's choosing, and
 * with auto-approve nobody reads it first. Null: not mailed (the apply page shows the decision).
 */
async function verifiedRecipient(
  application: Application,
  deps: Pick<ProgrammeDeps, 'auth'>,
): Promise<string | null> {
  const user = await deps.auth.getUser(application.uid).catch(() => null);
  return user?.emailVerified === true && user.email ? user.email : null;
}

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
    logger.error('affiliate application mail failed', {
      template,
      applicationId: id,
      error: loggableError(error),
    });
    return false;
  }
}

export async function sendApprovedMail(
  application: Application,
  deps: Pick<ProgrammeDeps, 'appUrl' | 'sendMail' | 'auth'>,
): Promise<boolean> {
  const to = await verifiedRecipient(application, deps);
  if (!to) return false;
  return attempt(
    () =>
      deps.sendMail({
        to,
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

export async function sendRejectedMail(
  application: Application,
  deps: Pick<ProgrammeDeps, 'appUrl' | 'sendMail' | 'auth'>,
): Promise<boolean> {
  const rejection = application.rejection;
  const to = rejection ? await verifiedRecipient(application, deps) : null;
  if (!rejection || !to) return false;
  return attempt(
    () =>
      deps.sendMail({
        to,
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
