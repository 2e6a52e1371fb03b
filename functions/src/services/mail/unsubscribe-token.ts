import { createHmac, timingSafeEqual } from 'node:crypto';
import { onEmulators } from '../../lib/runtime';

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
    'MAIL_UNSUBSCRIBE_SECRET is not set: announcements cannot carry unsubscribe links',
  );
}

/** HMAC-SHA256 of the uid, base64url: proves the link was made by us for this user. */
export function unsubscribeToken(uid: string, secret = unsubscribeSecret()): string {
  return createHmac('sha256', secret).update(`unsubscribe:${uid}`).digest('base64url');
}

export function verifyUnsubscribeToken(
  uid: string,
  token: string,
  secret = unsubscribeSecret(),
): boolean {
  const expected = Buffer.from(unsubscribeToken(uid, secret));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The link in every announcement (the Hosting rewrite /api/unsubscribe reaches the function). */
export function unsubscribeUrl(appUrl: string, uid: string, secret = unsubscribeSecret()): string {
  const query = new URLSearchParams({ uid, token: unsubscribeToken(uid, secret) });
  return `${appUrl.replace(/\/+$/, '')}/api/unsubscribe?${query.toString()}`;
}
