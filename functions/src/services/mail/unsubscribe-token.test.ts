import { describe, expect, it } from 'vitest';
import {
  EMULATOR_UNSUBSCRIBE_SECRET,
  listUnsubscribeHeaders,
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

  it('signs each list apart: a link turns off only the list it was made for', () => {
    const affiliate = unsubscribeToken('alice', 'k', 'affiliate');
    expect(affiliate).not.toBe(unsubscribeToken('alice', 'k'));
    expect(verifyUnsubscribeToken('alice', affiliate, 'k', 'affiliate')).toBe(true);
    expect(verifyUnsubscribeToken('alice', affiliate, 'k', 'announcements')).toBe(false);
    expect(verifyUnsubscribeToken('alice', unsubscribeToken('alice', 'k'), 'k', 'affiliate')).toBe(
      false,
    );
  });

  it('names the list in the link, except for announcements (their links keep their form)', () => {
    const url = new URL(unsubscribeUrl('https://parley.example', 'alice', 'k', 'affiliate'));
    expect(url.searchParams.get('list')).toBe('affiliate');
    expect(url.searchParams.get('token')).toBe(unsubscribeToken('alice', 'k', 'affiliate'));
    expect(new URL(unsubscribeUrl('https://parley.example', 'alice', 'k')).search).not.toContain(
      'list=',
    );
    expect(listUnsubscribeHeaders(url.href)).toEqual({
      'List-Unsubscribe': `<${url.href}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});
