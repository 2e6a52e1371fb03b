import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  buildPublicProfile,
  DEFAULT_PUBLIC_FIELDS,
  profileOperations,
  usernameSchema,
} from '../../contracts/profile';
import { profileFromDoc } from './store';
import { isoTime, toJson } from './to-json';

describe('usernameSchema', () => {
  it.each(['uma', 'alex_affiliate', 'a1_', 'x'.repeat(30)])('accepts %j', (name) => {
    expect(usernameSchema.parse(name)).toBe(name);
  });

  it('trims and lower-cases what was typed', () => {
    expect(usernameSchema.parse('  Ada_L ')).toBe('ada_l');
  });

  it.each([
    ['ab', 'Use 3–30 lowercase letters, digits or underscores.'],
    ['x'.repeat(31), 'Use 3–30 lowercase letters, digits or underscores.'],
    ['bad-name', 'Use 3–30 lowercase letters, digits or underscores.'],
    ['émile', 'Use 3–30 lowercase letters, digits or underscores.'],
    ['admin', 'That username is reserved. Please choose another.'],
    ['Support', 'That username is reserved. Please choose another.'],
    ['parley_team', 'That username is reserved. Please choose another.'],
  ])('refuses %j', (name, message) => {
    const result = usernameSchema.safeParse(name);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('the update payload', () => {
  const parse = (payload: Record<string, unknown>) =>
    profileOperations.actions.update.input.safeParse({
      displayName: 'Ada',
      publicFields: DEFAULT_PUBLIC_FIELDS,
      ...payload,
    });

  it('turns empty photo and bio into null and trims the name', () => {
    const result = parse({ displayName: '  Ada  ', photoURL: '', bio: '   ' });
    expect(result.data).toMatchObject({ displayName: 'Ada', photoURL: null, bio: null });
  });

  it.each([
    [{ displayName: '' }],
    [{ displayName: 'x'.repeat(81) }],
    [{ bio: 'x'.repeat(281) }],
    [{ photoURL: 'javascript:alert(1)' }],
    [{ photoURL: 'ftp://example.com/a.png' }],
    [{ publicFields: { photo: true } }],
  ])('refuses %j', (payload) => {
    expect(parse(payload).success).toBe(false);
  });

  it('keeps a 280-character bio and an https photo', () => {
    const result = parse({ bio: 'x'.repeat(280), photoURL: 'https://example.com/a.png' });
    expect(result.success).toBe(true);
  });
});

describe('buildPublicProfile', () => {
  const base = {
    username: 'ada',
    displayName: 'Ada Lovelace',
    photoURL: 'https://example.com/ada.png',
    bio: 'Analyst.',
    joinedAt: 1_700_000_000_000,
  };

  it('shows only what the user chose, and always name and username', () => {
    expect(
      buildPublicProfile({ ...base, publicFields: { photo: false, bio: true, joinedAt: false } }),
    ).toEqual({
      username: 'ada',
      displayName: 'Ada Lovelace',
      photoURL: null,
      bio: 'Analyst.',
      joinedAt: null,
    });
    expect(
      buildPublicProfile({ ...base, publicFields: { photo: true, bio: false, joinedAt: true } }),
    ).toEqual({
      username: 'ada',
      displayName: 'Ada Lovelace',
      photoURL: 'https://example.com/ada.png',
      bio: null,
      joinedAt: 1_700_000_000_000,
    });
  });

  it('falls back to the username when there is no display name', () => {
    expect(
      buildPublicProfile({ ...base, displayName: null, publicFields: DEFAULT_PUBLIC_FIELDS })
        .displayName,
    ).toBe('ada');
  });
});

describe('profileFromDoc', () => {
  it('fills the defaults of a user who never saved a profile', () => {
    expect(profileFromDoc(undefined, null)).toEqual({
      displayName: null,
      photoURL: null,
      bio: null,
      username: null,
      publicFields: DEFAULT_PUBLIC_FIELDS,
    });
    expect(
      profileFromDoc({ displayName: 'Ada', publicFields: { photo: 'yes' } }, 'ada'),
    ).toMatchObject({ displayName: 'Ada', username: 'ada', publicFields: DEFAULT_PUBLIC_FIELDS });
  });
});

describe('toJson', () => {
  it('writes times as ISO strings, recursively, with keys sorted', () => {
    const at = Timestamp.fromMillis(Date.UTC(2026, 10, 2, 8, 30));
    expect(
      toJson({ z: 1, createdAt: at, nested: { list: [at, 'x', null] }, none: undefined }),
    ).toEqual({
      createdAt: '2026-11-02T08:30:00.000Z',
      nested: { list: ['2026-11-02T08:30:00.000Z', 'x', null] },
      none: null,
      z: 1,
    });
  });

  it('reads times stored as ms, Timestamps or date strings', () => {
    expect(isoTime(0)).toBe('1970-01-01T00:00:00.000Z');
    expect(isoTime('Mon, 02 Nov 2026 08:30:00 GMT')).toBe('2026-11-02T08:30:00.000Z');
    expect(isoTime('not a date')).toBeNull();
    expect(isoTime(undefined)).toBeNull();
  });
});
