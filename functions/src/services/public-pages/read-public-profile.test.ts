import { describe, expect, it } from 'vitest';
import { publicProfileFrom } from './read-public-profile';

describe('a stored public profile, as the page shows it', () => {
  it('keeps only the public fields, each of its type', () => {
    expect(
      publicProfileFrom('ada', {
        displayName: 'Ada',
        photoURL: 'https://example.com/ada.png',
        bio: 'Engines.',
        joinedAt: 1_700_000_000_000,
        email: 'ada@example.com',
        uid: 'u1',
      }),
    ).toEqual({
      username: 'ada',
      displayName: 'Ada',
      photoURL: 'https://example.com/ada.png',
      bio: 'Engines.',
      joinedAt: 1_700_000_000_000,
    });
  });

  it('falls back to the username for a name, and to nothing for fields of the wrong type', () => {
    expect(publicProfileFrom('ada', { displayName: 7, bio: ['x'], joinedAt: '2020' })).toEqual({
      username: 'ada',
      displayName: 'ada',
      photoURL: null,
      bio: null,
      joinedAt: null,
    });
  });
});
