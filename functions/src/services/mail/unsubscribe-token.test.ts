import { describe, expect, it } from 'vitest';
import {
  EMULATOR_UNSUBSCRIBE_SECRET,
  unsubscribeSecret,
  unsubscribeToken,
  unsubscribeUrl,
  verifyUnsubscribeToken,
} from './unsubscribe-token';

describe('unsubscribe tokens', () => {
  it('verifies a token made with the same secret for the same uid only', () => {
    const token = unsubscribeToken('alice', 's3cret');
    expect(verifyUnsubscribeToken('alice', token, 's3cret')).toBe(true);
    expect(verifyUnsubscribeToken('bob', token, 's3cret')).toBe(false);
    expect(verifyUnsubscribeToken('alice', token, 'other')).toBe(false);
    expect(verifyUnsubscribeToken('alice', 'short', 's3cret')).toBe(false);
  });

  it('reads the secret from env, with a fixed default only on the emulators', () => {
    expect(unsubscribeSecret({ MAIL_UNSUBSCRIBE_SECRET: 'x' })).toBe('x');
    expect(unsubscribeSecret({ FUNCTIONS_EMULATOR: 'true' })).toBe(EMULATOR_UNSUBSCRIBE_SECRET);
    expect(() => unsubscribeSecret({})).toThrow(/MAIL_UNSUBSCRIBE_SECRET/);
  });

  it('builds the /api/unsubscribe link', () => {
    const url = new URL(unsubscribeUrl('https://parley.example/', 'alice', 'k'));
    expect(url.pathname).toBe('/api/unsubscribe');
    expect(url.searchParams.get('uid')).toBe('alice');
    expect(url.searchParams.get('token')).toBe(unsubscribeToken('alice', 'k'));
  });
});
