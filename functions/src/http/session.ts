import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { PUBLIC_ENDPOINT } from '../lib/function-options';
import {
  SESSION_MAX_AGE_SECONDS,
  sessionRequestSchema,
  type SessionResponse,
} from '../contracts/session';
import { supportViewOf } from '../contracts/support-view';
import { userMirrorFromAuth } from '../contracts/user-mirror';
import { adminAuth, db } from '../lib/admin';
import {
  clearedSessionCookie,
  isAllowedOrigin,
  parseAllowedOrigins,
  serializeSessionCookie,
} from '../services/session-cookie';
import { loggableError } from '../lib/loggable-error';

const allowedOrigins = parseAllowedOrigins(process.env.APP_ORIGINS);

/**
 * Keeps users/{uid}'s mirror of the Auth record current on every sign-in (merge: the other
 * fields stay). Best effort: a failure is logged and never fails the sign-in.
 */
async function upsertMirror(uid: string): Promise<void> {
  try {
    const record = await adminAuth.getUser(uid);
    await db.doc(`users/${uid}`).set(userMirrorFromAuth(record), { merge: true });
  } catch (error) {
    logger.warn('users mirror not updated on sign-in', { uid, error: loggableError(error) });
  }
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * POST /api/__session (Hosting rewrite): exchanges a fresh ID token for the `__session` cookie.
 * The client posts after every auth change, so the cookie's five days count from the last
 * visit. There is deliberately no auth_time recency check: it would refuse every user whose
 * sign-in is older than a few minutes. A revoked or disabled account is refused.
 */
export const session = onRequest(PUBLIC_ENDPOINT, async (req, res) => {
  res.set('Cache-Control', 'private, no-store');
  if (req.method !== 'POST') {
    res.set('Allow', 'POST').status(405).json({ error: 'method-not-allowed' });
    return;
  }
  const sameSite = isAllowedOrigin(
    {
      origin: header(req.headers.origin),
      secFetchSite: header(req.headers['sec-fetch-site']),
      host: header(req.headers.host),
      forwardedHost: header(req.headers['x-forwarded-host']),
    },
    allowedOrigins,
  );
  if (!sameSite) {
    res.status(403).json({ error: 'cross-site-request' });
    return;
  }
  // A JSON content type cannot be sent by a plain HTML form, so it doubles as a CSRF check.
  if (!req.is('application/json')) {
    res.status(415).json({ error: 'unsupported-media-type' });
    return;
  }
  const parsed = sessionRequestSchema.safeParse(req.body);
  if (!parsed.success) {
    res.status(400).json({ error: 'invalid-argument' });
    return;
  }
  const { token } = parsed.data;
  if (token === null) {
    res.set('Set-Cookie', clearedSessionCookie());
    res.status(200).json({ status: 'signed-out' } satisfies SessionResponse);
    return;
  }

  let uid: string;
  let cookie: string;
  try {
    const decoded = await adminAuth.verifyIdToken(token, true);
    if (supportViewOf(decoded)) {
      // A support view lives in its tab only: it never replaces the browser's own session
      // (the admin's), and never outlives its 30 minutes in a cookie.
      res.status(403).json({ error: 'support-view' });
      return;
    }
    uid = decoded.uid;
    cookie = await adminAuth.createSessionCookie(token, {
      expiresIn: SESSION_MAX_AGE_SECONDS * 1000,
    });
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code !== 'string' || !code.startsWith('auth/')) {
      // Our side failed, not the token: keep whatever cookie the browser has.
      logger.error('session cookie could not be issued', { error: loggableError(error) });
      res.status(503).json({ error: 'unavailable' });
      return;
    }
    logger.info('session token rejected', { code });
    res.set('Set-Cookie', clearedSessionCookie());
    res.status(401).json({ error: 'unauthenticated' });
    return;
  }
  await upsertMirror(uid);
  res.set('Set-Cookie', serializeSessionCookie(cookie, SESSION_MAX_AGE_SECONDS));
  res.status(200).json({
    status: 'signed-in',
    uid,
    expiresAt: Date.now() + SESSION_MAX_AGE_SECONDS * 1000,
  } satisfies SessionResponse);
});
