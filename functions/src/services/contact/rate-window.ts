import { createHash } from 'node:crypto';
import { z } from 'zod';
import { CONTACT_RATE_LIMIT, CONTACT_RATE_WINDOW_MS } from '../../contracts/contact';
import { zodConverter } from '../../lib/converters';

/** contactRateLimits/{clientHash}: one fixed window of sends per client (what is read of it). */
export const storedRateWindowSchema = z.object({ windowStart: z.number(), count: z.number() });

/** As written: plus `expireAt`, which is read back as a Timestamp and used by the TTL policy only. */
export type RateWindow = z.infer<typeof storedRateWindowSchema> & {
  /** When this document is useless (TTL policy field): the window's end. */
  expireAt: Date;
};

export const rateWindowConverter = zodConverter(storedRateWindowSchema, 'contact rate window');

/**
 * Who the limit counts: the caller's address when the function sees one, else the sender's
 * email (lower-cased), salted and hashed so neither is stored raw. The prefix keeps an address
 * and an email from ever sharing a counter.
 */
export function clientKey(salt: string, ip: string | null, email: string): string {
  const source = ip ? `ip:${ip}` : `email:${email.trim().toLowerCase()}`;
  return createHash('sha256').update(`${salt}\u0000${source}`).digest('hex');
}

/** The salted hash of an address, stored with a message (null when unknown). */
export function ipHash(salt: string, ip: string | null): string | null {
  return ip ? createHash('sha256').update(`${salt}\u0000ip:${ip}`).digest('hex') : null;
}

/**
 * The window after one more send, or null when the client is over the limit. A window lasts an
 * hour from its first send; the next send after that starts a new one.
 */
export function nextWindow(
  current: { windowStart: number; count: number } | undefined,
  now: number,
  limit = CONTACT_RATE_LIMIT,
  windowMs = CONTACT_RATE_WINDOW_MS,
): RateWindow | null {
  if (!current || now - current.windowStart >= windowMs || now < current.windowStart) {
    return { windowStart: now, count: 1, expireAt: new Date(now + windowMs) };
  }
  if (current.count >= limit) return null;
  return {
    windowStart: current.windowStart,
    count: current.count + 1,
    expireAt: new Date(current.windowStart + windowMs),
  };
}
