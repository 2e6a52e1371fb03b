import { describe, expect, it } from 'vitest';
import {
  clearedSessionCookie,
  isAllowedOrigin,
  parseAllowedOrigins,
  serializeSessionCookie,
} from './session-cookie';

const attributes = (cookie: string) => cookie.split('; ');

describe('serializeSessionCookie', () => {
  it('sets a locked-down __session cookie', () => {
    const parts = attributes(serializeSessionCookie('abc', 432_000));
    expect(parts[0]).toBe('__session=abc');
    expect(parts).toEqual(
      expect.arrayContaining(['HttpOnly', 'Secure', 'SameSite=Strict', 'Path=/', 'Max-Age=432000']),
    );
  });

  it('URL-encodes the value', () => {
    const cookie = serializeSessionCookie('a b;c=d,é', 60);
    expect(attributes(cookie)[0]).toBe(`__session=${encodeURIComponent('a b;c=d,é')}`);
    expect(attributes(cookie)[0]).toBe('__session=a%20b%3Bc%3Dd%2C%C3%A9');
  });

  it('rounds Max-Age down to whole seconds', () => {
    expect(attributes(serializeSessionCookie('v', 59.9))).toContain('Max-Age=59');
  });
});

describe('clearedSessionCookie', () => {
  it('has an empty value and Max-Age=0, with the same attributes', () => {
    const parts = attributes(clearedSessionCookie());
    expect(parts[0]).toBe('__session=');
    expect(parts).toEqual(
      expect.arrayContaining(['Max-Age=0', 'Path=/', 'HttpOnly', 'Secure', 'SameSite=Strict']),
    );
  });
});

describe('isAllowedOrigin', () => {
  const allowed = ['https://app.example.com'];

  it('allows requests without Origin and Sec-Fetch-Site (server to server)', () => {
    expect(isAllowedOrigin({}, allowed)).toBe(true);
    expect(isAllowedOrigin({ host: 'app.example.com' }, [])).toBe(true);
  });

  it('refuses Sec-Fetch-Site: cross-site even with an allowed Origin', () => {
    expect(
      isAllowedOrigin({ secFetchSite: 'cross-site', origin: 'https://app.example.com' }, allowed),
    ).toBe(false);
    expect(isAllowedOrigin({ secFetchSite: 'cross-site' }, allowed)).toBe(false);
  });

  it('allows an Origin on the allow list', () => {
    expect(
      isAllowedOrigin({ origin: 'https://app.example.com', secFetchSite: 'same-origin' }, allowed),
    ).toBe(true);
  });

  it('allows an Origin whose host is the Host header', () => {
    expect(isAllowedOrigin({ origin: 'http://127.0.0.1:5000', host: '127.0.0.1:5000' }, [])).toBe(
      true,
    );
  });

  it('allows an Origin whose host is the X-Forwarded-Host header', () => {
    expect(
      isAllowedOrigin(
        {
          origin: 'https://app.example.com',
          host: 'us-central1-demo.cloudfunctions.net',
          forwardedHost: 'app.example.com',
        },
        [],
      ),
    ).toBe(true);
  });

  it('refuses another origin', () => {
    expect(
      isAllowedOrigin({ origin: 'https://evil.example', host: 'app.example.com' }, allowed),
    ).toBe(false);
    expect(
      isAllowedOrigin({ origin: 'https://app.example.com:8443', host: 'app.example.com' }, allowed),
    ).toBe(false);
    expect(isAllowedOrigin({ origin: 'http://app.example.com' }, allowed)).toBe(false);
  });

  it('refuses a malformed Origin', () => {
    expect(isAllowedOrigin({ origin: 'not a url', host: 'not a url' }, allowed)).toBe(false);
  });
});

describe('parseAllowedOrigins', () => {
  it('is empty for no value', () => {
    expect(parseAllowedOrigins(undefined)).toEqual([]);
    expect(parseAllowedOrigins('')).toEqual([]);
  });

  it('trims, drops empty entries and keeps only the origin', () => {
    expect(
      parseAllowedOrigins(
        ' https://app.example.com/ , ,http://a.test:5000/path,HTTPS://B.Example:443/',
      ),
    ).toEqual(['https://app.example.com', 'http://a.test:5000', 'https://b.example']);
  });

  it('throws on an entry that is not a URL', () => {
    expect(() => parseAllowedOrigins('app.example.com')).toThrow();
  });
});
