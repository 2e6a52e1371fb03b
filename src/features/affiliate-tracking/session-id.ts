import { SESSION_ID_KEY, readSessionId, writeItem } from './affiliate-storage';

function randomUUID(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // crypto.randomUUID exists only in secure contexts; build the same RFC 9562 v4 UUID otherwise.
  const hex = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte, i) => {
    const b = i === 6 ? (byte & 0x0f) | 0x40 : i === 8 ? (byte & 0x3f) | 0x80 : byte;
    return b.toString(16).padStart(2, '0');
  }).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The affiliate session id, created (a random UUID) on first use and reused afterwards. Kept
 * out of affiliate-storage.ts: only sending needs it, and sending loads lazily.
 */
export function getOrCreateSessionId(): string {
  const existing = readSessionId();
  if (existing) return existing;
  const id = randomUUID();
  writeItem(SESSION_ID_KEY, id);
  return id;
}
