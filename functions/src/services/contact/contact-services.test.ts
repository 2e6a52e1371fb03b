import { describe, expect, it } from 'vitest';
import { contactMessageSchema } from '../../contracts/contact';
import { contactConfig } from './config';
import { clientKey, ipHash, nextWindow } from './rate-window';

const HOUR = 60 * 60 * 1000;

describe('nextWindow', () => {
  it('allows 5 sends in an hour from the first, then refuses until the hour is over', () => {
    let window = nextWindow(undefined, 1000);
    expect(window).toMatchObject({ windowStart: 1000, count: 1 });
    for (let i = 2; i <= 5; i++) {
      window = nextWindow(window ?? undefined, 1000 + i);
      expect(window?.count).toBe(i);
    }
    expect(nextWindow(window ?? undefined, 1000 + HOUR - 1)).toBeNull();
    expect(nextWindow(window ?? undefined, 1000 + HOUR)).toMatchObject({
      windowStart: 1000 + HOUR,
      count: 1,
    });
  });

  it('expires the counter document when its window ends', () => {
    expect(nextWindow({ windowStart: 0, count: 3 }, 10)?.expireAt).toEqual(new Date(HOUR));
  });

  it('starts over when the stored window lies in the future (a clock step back)', () => {
    expect(nextWindow({ windowStart: 5000, count: 5 }, 10)).toMatchObject({ count: 1 });
  });
});

describe('clientKey', () => {
  it('counts by address when known, else by the lower-cased email, never raw', () => {
    const byIp = clientKey('salt', '203.0.113.9', 'Sam@Example.com');
    expect(byIp).toBe(clientKey('salt', '203.0.113.9', 'other@example.com'));
    expect(byIp).not.toContain('203.0.113.9');
    expect(clientKey('salt', null, 'Sam@Example.com ')).toBe(
      clientKey('salt', null, 'sam@example.com'),
    );
    expect(clientKey('salt', null, 'sam@example.com')).not.toBe(
      clientKey('pepper', null, 'sam@example.com'),
    );
    expect(ipHash('salt', null)).toBeNull();
    expect(ipHash('salt', '203.0.113.9')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('uses CONTACT_IP_SALT, else the affiliate salt, else a development one', () => {
    expect(contactConfig({ CONTACT_IP_SALT: 'a', AFFILIATE_IP_SALT: 'b' }).salt).toBe('a');
    expect(contactConfig({ AFFILIATE_IP_SALT: 'b' }).salt).toBe('b');
    expect(contactConfig({}).salt).toBe('local-development-salt');
  });
});

describe('contactMessageSchema', () => {
  const valid = {
    name: 'Sam',
    email: ' sam@example.com ',
    topic: 'sales',
    message: 'Hello there, a question.',
  };

  it('trims what was typed', () => {
    expect(contactMessageSchema.parse(valid)).toEqual({ ...valid, email: 'sam@example.com' });
  });

  it.each([
    [{ name: ' ' }, 'Enter your name.'],
    [{ email: 'sam' }, 'Enter a valid email address.'],
    [{ topic: 'jobs' }, 'Choose a topic.'],
    [{ message: 'Too short' }, 'Write at least 10 characters.'],
    [{ message: 'x'.repeat(5001) }, 'Use at most 5000 characters.'],
  ])('refuses %j', (change, message) => {
    const result = contactMessageSchema.safeParse({ ...valid, ...change });
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
