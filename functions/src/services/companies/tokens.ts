import { createHash, randomBytes } from 'node:crypto';

/** A fresh invitation token: 32 random bytes, base64url (43 characters). Only its hash is stored. */
export function newInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

/** sha256 of the token, hex: what `invitations.tokenHash` holds and lookups compare. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** `alice@example.com` → `a***@example.com`: enough to recognise one's address, not to learn it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
