import { describe, expect, it } from 'vitest';
import { DISPLAY_NAME_MAX } from './profile';
import { userMirrorFromAuth } from './user-mirror';

const record = (displayName: string | undefined) => ({
  email: 'Ada@Example.com',
  displayName,
  emailVerified: true,
  disabled: false,
  providerData: [{ providerId: 'password' }],
  metadata: { creationTime: '2026-01-02T03:04:05Z', lastSignInTime: null },
});

describe('userMirrorFromAuth', () => {
  it('keeps a valid Auth name, trimmed, with its lower-cased search copy', () => {
    const mirror = userMirrorFromAuth(record('  Ada Lovelace '));
    expect(mirror.displayName).toBe('Ada Lovelace');
    expect(mirror.displayNameLower).toBe('ada lovelace');
    expect(mirror.emailLower).toBe('ada@example.com');
  });

  it('bounds a name set through the client SDK to the profile limit', () => {
    const mirror = userMirrorFromAuth(record('x'.repeat(300)));
    expect(mirror.displayName).toHaveLength(DISPLAY_NAME_MAX);
    expect(mirror.displayNameLower).toHaveLength(DISPLAY_NAME_MAX);
  });

  it('stores no name for a blank Auth name or none', () => {
    expect(userMirrorFromAuth(record('   ')).displayName).toBeNull();
    expect(userMirrorFromAuth(record(undefined)).displayNameLower).toBeNull();
  });
});
