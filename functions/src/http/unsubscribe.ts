import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { PUBLIC_ENDPOINT } from '../lib/function-options';
import { db } from '../lib/admin';
import { isMailList, MAIL_LISTS, type MailList } from '../services/mail/mail-lists';
import { escapeHtml } from '../services/mail/templates/layout';
import { verifyUnsubscribeToken } from '../services/mail/unsubscribe-token';
import { loggableError } from '../lib/loggable-error';

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Parley</title>
</head>
<body style="font-family: -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif; max-width: 32rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5; color: #1f2937;">
<h1 style="font-size: 1.5rem;">${escapeHtml(title)}</h1>
${body}
</body>
</html>`;
}

const first = (value: unknown): string => {
  const one = Array.isArray(value) ? (value[0] as unknown) : value;
  return typeof one === 'string' ? one : '';
};

/** What the pages say about each list. */
const WORDING: Record<MailList, { question: string; effect: string; done: string }> = {
  announcements: {
    question: 'Unsubscribe from announcements?',
    effect:
      'You will no longer receive product announcements from Parley. Emails about your account, such as invitations, still arrive.',
    done: 'You will no longer receive product announcements. You can turn them back on from your profile page.',
  },
  affiliate: {
    question: 'Turn off affiliate emails?',
    effect:
      'You will no longer be emailed about new sign-ups through your link, first commissions or payouts sent. Your affiliate dashboard still shows them all.',
    done: 'You will no longer receive affiliate emails. You can turn them back on from your profile page.',
  },
};

/**
 * /api/unsubscribe?uid=…&token=…[&list=…] (Hosting rewrite): the link in every optional mail
 * (`list` absent: announcements; `affiliate`: the affiliate mails). GET shows a confirmation
 * page with a button (link scanners follow GETs, so GET changes nothing); POST opts out of that
 * list, both from that button and from mail clients' one-click unsubscribe (RFC 8058:
 * `List-Unsubscribe=One-Click` in the body). The token is an HMAC of the list and the uid, so a
 * link turns off only the list it was made for.
 */
export const unsubscribe = onRequest(PUBLIC_ENDPOINT, async (req, res) => {
  res.set('Cache-Control', 'private, no-store');
  res.set(
    'Content-Security-Policy',
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  );
  if (req.method !== 'GET' && req.method !== 'POST') {
    res.set('Allow', 'GET, POST').status(405).send('Method not allowed');
    return;
  }
  const uid = first(req.query.uid);
  const token = first(req.query.token);
  const listParam = first(req.query.list) || 'announcements';
  const list = isMailList(listParam) ? listParam : null;
  if (
    !uid ||
    !token ||
    !list ||
    uid.length > 128 ||
    !verifyUnsubscribeToken(uid, token, undefined, list)
  ) {
    res
      .status(400)
      .type('html')
      .send(
        page(
          'This link is not valid',
          '<p>We could not recognise this unsubscribe link. Open the link from the latest email again, or choose which emails you receive on your profile page.</p>',
        ),
      );
    return;
  }
  const wording = WORDING[list];
  if (req.method === 'GET') {
    const query = new URLSearchParams({ uid, token });
    if (list !== 'announcements') query.set('list', list);
    const action = `?${query.toString()}`;
    res
      .status(200)
      .type('html')
      .send(
        page(
          wording.question,
          `<p>${escapeHtml(wording.effect)}</p>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit" style="padding: 0.6rem 1.2rem; font-size: 1rem; border-radius: 6px; border: 0; background: #4338ca; color: #fff; cursor: pointer;">Unsubscribe</button></form>`,
        ),
      );
    return;
  }
  try {
    await db.doc(`users/${uid}`).set({ [MAIL_LISTS[list].optOutField]: true }, { merge: true });
  } catch (error) {
    logger.error('unsubscribe could not be saved', { error: loggableError(error) });
    res
      .status(503)
      .type('html')
      .send(
        page(
          'Please try again',
          '<p>We could not save your choice just now. Please try again in a moment.</p>',
        ),
      );
    return;
  }
  logger.info('unsubscribed', { uid, list });
  res
    .status(200)
    .type('html')
    .send(page('You are unsubscribed', `<p>${escapeHtml(wording.done)}</p>`));
});
