import { describe, expect, it } from 'vitest';
import { scrubPath, scrubText } from './scrub';

describe('scrubbing a browser error for the log', () => {
  it('replaces emails, long numbers and opaque tokens, and keeps the rest', () => {
    expect(
      scrubText(
        'TypeError: no member ada.l@example.com (+1 555-010-0199) token eyJhbGciOiJSUzI1NiIsImtpZCI6IjEifQ.eyJzdWIiOiIxIn0.abc at line 12',
      ),
    ).toBe('TypeError: no member [email] (+[number]) token [token] at line 12');
  });

  it('keeps the bundle’s file names in a stack', () => {
    const line = 'at x (https://app.example/assets/deferred-providers-luBB4gpG.js:1:234)';
    expect(scrubText(line)).toBe(line);
  });

  it('keeps a path’s shape, without its query, hash or opaque segments', () => {
    expect(scrubPath('/invite/8f3KpQ2xVw9LmN4rT7yZ1aBc?ref=x#top')).toBe('/invite/:id');
    expect(scrubPath('/admin/users/seed-person-07')).toBe('/admin/users/seed-person-07');
    expect(scrubPath('/@alex_affiliate')).toBe('/@alex_affiliate');
  });
});
