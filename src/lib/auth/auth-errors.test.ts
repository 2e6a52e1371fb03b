import { describe, expect, it } from 'vitest';
import { authErrorCode, authErrorMessage, shouldSignOut } from './auth-errors';

const FALLBACK = 'Something went wrong. Please try again.';

/** The identity error codes SPEC §8 names, each with a word its message must contain. */
const specCodes: [code: string, mentions: RegExp][] = [
  ['auth/email-already-in-use', /already exists/i],
  ['auth/wrong-password', /password/i],
  ['auth/user-not-found', /could not find an account/i],
  ['auth/invalid-credential', /email or password/i],
  ['auth/too-many-requests', /too many attempts/i],
  ['auth/expired-action-code', /expired/i],
  ['auth/invalid-action-code', /not valid/i],
  ['auth/user-disabled', /disabled/i],
  ['auth/network-request-failed', /connection/i],
  ['auth/popup-blocked', /pop-ups/i],
  ['auth/popup-closed-by-user', /closed/i],
  ['auth/unauthorized-domain', /web address/i],
  ['auth/user-mismatch', /different account/i],
  ['auth/multi-factor-auth-required', /code we texted/i],
  ['auth/user-token-expired', /session has expired/i],
];

describe('authErrorMessage', () => {
  it.each(specCodes)('maps %s to its own message', (code, mentions) => {
    const message = authErrorMessage({ code, message: `Firebase: Error (${code}).` });
    expect(message).not.toBe(FALLBACK);
    expect(message).toMatch(mentions);
  });

  it('gives each SPEC code a message of its own', () => {
    const messages = specCodes.map(([code]) => authErrorMessage({ code }));
    expect(new Set(messages).size).toBe(messages.length);
  });

  it('reads the code from an Error subclass like FirebaseError', () => {
    const error = Object.assign(new Error('Firebase: Error (auth/user-disabled).'), {
      code: 'auth/user-disabled',
    });
    expect(authErrorMessage(error)).toMatch(/disabled/);
  });

  it.each([
    ['an unknown code', { code: 'auth/something-new' }],
    ['a plain Error', new Error('boom')],
    ['a string', 'auth/user-disabled'],
    ['null', null],
    ['undefined', undefined],
    ['a numeric code', { code: 42 }],
  ])('falls back for %s', (_label, error) => {
    expect(authErrorMessage(error)).toBe(FALLBACK);
  });
});

describe('authErrorCode', () => {
  it('returns the string code or null', () => {
    expect(authErrorCode({ code: 'auth/user-disabled' })).toBe('auth/user-disabled');
    expect(authErrorCode({ code: 1 })).toBeNull();
    expect(authErrorCode(new Error('x'))).toBeNull();
    expect(authErrorCode(null)).toBeNull();
  });
});

describe('shouldSignOut', () => {
  it.each(['auth/user-disabled', 'auth/user-token-expired'])('signs out on %s', (code) => {
    expect(shouldSignOut({ code })).toBe(true);
  });

  it.each(
    specCodes
      .map(([code]) => code)
      .filter((code) => code !== 'auth/user-disabled' && code !== 'auth/user-token-expired'),
  )('does not sign out on %s', (code) => {
    expect(shouldSignOut({ code })).toBe(false);
  });

  it.each([null, undefined, new Error('auth/user-disabled'), 'auth/user-disabled'])(
    'does not sign out on %j',
    (error) => {
      expect(shouldSignOut(error)).toBe(false);
    },
  );
});
