import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import {
  CONFIRM_PAYOUT_DETAILS_PARAM,
  payoutDetailsSchema,
} from '../../contracts/affiliate-payout-details';
import { zodConverter } from '../../lib/converters';

/**
 * affiliatePayoutDetailChanges/{uid}: the one change an affiliate asked for and has not confirmed
 * yet. Functions only (no rule: closed to every client, the affiliate included), so the token's
 * hash never leaves the server. A new request replaces it; confirming deletes it.
 */
export const PAYOUT_DETAIL_CHANGES = 'affiliatePayoutDetailChanges';

export const pendingChangeDocSchema = z.object({
  details: payoutDetailsSchema,
  /** sha256 of the mailed token, hex. */
  tokenHash: z.string(),
  requestedAt: z.number(),
  expiresAt: z.number(),
  sentTo: z.string(),
});
export type PendingChangeDoc = z.infer<typeof pendingChangeDocSchema>;

const pendingChangeConverter = zodConverter(pendingChangeDocSchema, 'pending payout details');

export const pendingChangeRef = (db: Firestore, uid: string) =>
  db.collection(PAYOUT_DETAIL_CHANGES).doc(uid).withConverter(pendingChangeConverter);

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A fresh link token: 32 random bytes, base64url (43 characters). Only its hash is stored. */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hash(token) };
}

/** Whether `token` is the one whose hash is stored (compared in constant time). */
export function tokenMatches(token: string, tokenHash: string): boolean {
  const given = Buffer.from(hash(token), 'hex');
  const stored = Buffer.from(tokenHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/**
 * The dashboard, where the card of that parameter confirms the change; the token travels only in
 * this link.
 */
export const confirmUrl = (appUrl: string, token: string) =>
  `${appUrl}/affiliate/dashboard?${CONFIRM_PAYOUT_DETAILS_PARAM}=${encodeURIComponent(token)}`;
