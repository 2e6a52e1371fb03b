import { describe, expect, it } from 'vitest';
import { hostingUrl } from '../support/env';
import { adminAuth, createSignedInUser } from '../support/users';
import { untilNextSecond } from '../support/next-second';

/** Through the Hosting rewrite, as the browser reaches it. */
const endpoint = () => `${hostingUrl()}/api/__session`;
const sameOrigin = () => ({ 'Content-Type': 'application/json', Origin: hostingUrl() });

function post(body: unknown, headers: Record<string, string> = sameOrigin()) {
  return fetch(endpoint(), {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function sessionCookie(response: Response): string | undefined {
  return response.headers.getSetCookie().find((c) => c.startsWith('__session='));
}

describe('POST /api/__session', () => {
  it('sets an HttpOnly, Secure, SameSite=Strict session cookie for a valid token', async () => {
    const user = await createSignedInUser();
    const response = await post({ token: user.idToken });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'signed-in', uid: user.uid });
    const cookie = sessionCookie(response) ?? '';
    expect(cookie).toMatch(/; Max-Age=432000; Path=\/; HttpOnly; Secure; SameSite=Strict$/);
    const value = decodeURIComponent(cookie.slice('__session='.length, cookie.indexOf(';')));
    const decoded = await adminAuth.verifySessionCookie(value, true);
    expect(decoded.uid).toBe(user.uid);
    expect(response.headers.get('cache-control')).toContain('no-store');
  });

  it('clears the cookie on sign-out (token null)', async () => {
    const response = await post({ token: null });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'signed-out' });
    expect(sessionCookie(response)).toMatch(/^__session=; Max-Age=0;/);
  });

  it('rejects a bad token with 401 and clears the cookie', async () => {
    const response = await post({ token: 'not-a-token' });
    expect(response.status).toBe(401);
    expect(sessionCookie(response)).toMatch(/^__session=; Max-Age=0;/);
  });

  it('rejects a token whose refresh tokens were revoked', async () => {
    const user = await createSignedInUser();
    await untilNextSecond();
    await adminAuth.revokeRefreshTokens(user.uid);
    expect((await post({ token: user.idToken })).status).toBe(401);
  });

  it.each(['GET', 'PUT', 'DELETE'])('answers %s with 405 and Allow: POST', async (method) => {
    const response = await fetch(endpoint(), { method });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  it('refuses cross-site requests', async () => {
    const user = await createSignedInUser();
    const fromElsewhere = await post(
      { token: user.idToken },
      { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
    );
    expect(fromElsewhere.status).toBe(403);
    expect(sessionCookie(fromElsewhere)).toBeUndefined();
    const crossSite = await post(
      { token: user.idToken },
      { ...sameOrigin(), 'Sec-Fetch-Site': 'cross-site' },
    );
    expect(crossSite.status).toBe(403);
  });

  it('refuses a form post (not JSON) with 415', async () => {
    const response = await post('token=abc', {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: hostingUrl(),
    });
    expect(response.status).toBe(415);
  });

  it.each([{}, { token: 42 }, { token: '' }, []])(
    'rejects the malformed body %j with 400',
    async (body) => {
      expect((await post(body)).status).toBe(400);
    },
  );
});
