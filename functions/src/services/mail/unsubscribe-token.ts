import { createHmac, timingSafeEqual } from 'node:crypto';
import { onEmulators } from '../../lib/runtime';
import type { MailList } from './mail-lists';

/** The emulators' secret (never used in production, where MAIL_UNSUBSCRIBE_SECRET is required). */
export const EMULATOR_UNSUBSCRIBE_SECRET = 'parley-emulator-unsubscribe-secret';

/** MAIL_UNSUBSCRIBE_SECRET, or the fixed default on the emulators; throws in production without it. */
export function unsubscribeSecret(env: NodeJS.ProcessEnv = process.env): string {
  const secret = env.MAIL_UNSUBSCRIBE_SECRET?.trim();
  if (secret) return secret;
  // Scripts and tests beside the emulators (FIRESTORE_EMULATOR_HOST) sign links the same way.
  if (onEmulators(env) || env.FIRESTORE_EMULATOR_HOST) {
    return EMULATOR_UNSUBSCRIBE_SECRET;
  }
  throw new Error(
    'MAIL_UNSUBSCRIBE_SECRET is not set: optional mails cannot carry unsubscribe links',
  );
}

/**
 * HMAC-SHA256 of the list and the uid, base64url: proves the link was made by us for this user
 * and this list. Announcements sign the uid alone, as the links already mailed do.
 */
export function unsubscribeToken(
  uid: string,
  secret = unsubscribeSecret(),
  list: MailList = 'announcements',
): string {
  const message = list === 'announcements' ? `unsubscribe:${uid}` : `unsubscribe:${list}:${uid}`;
  return createHmac('sha256', secret).update(message).digest('base64url');
}

export function verifyUnsubscribeToken(
  uid: string,
  token: string,
  secret = unsubscribeSecret(),
  list: MailList = 'announcements',
): boolean {
  const expected = Buffer.from(unsubscribeToken(uid, secret, list));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * The link in every optional mail (the Hosting rewrite /api/unsubscribe reaches the function);
 * `list` is left out for announcements, so their links keep their first form.
 */
export function unsubscribeUrl(
  appUrl: string,
  uid: string,
  secret = unsubscribeSecret(),
  list: MailList = 'announcements',
): string {
  const query = new URLSearchParams({ uid, token: unsubscribeToken(uid, secret, list) });
  if (list !== 'announcements') query.set('list', list);
  return `${appUrl.replace(/\/+$/, '')}/api/unsubscribe?${query.toString()}`;
}

/** The List-Unsubscribe headers of a mail on a list (RFC 2369, one-click by RFC 8058). */
export function listUnsubscribeHeaders(url: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${url}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
