import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicProfileLoader } from './public-profile-route';
import { PROFILE_DATA_ID } from './public-profile-served';

const stored = vi.hoisted(() => ({ displayName: 'Ada (edited)' }));
vi.mock('./public-profile-source', () => ({
  fetchPublicProfile: vi.fn(async (username: string) =>
    username === 'ada'
      ? { username, displayName: stored.displayName, photoURL: null, bio: null, joinedAt: null }
      : null,
  ),
}));

const load = (path: string) =>
  publicProfileLoader({
    request: new Request(`http://localhost${path}`),
  } as LoaderFunctionArgs);

afterEach(() => document.getElementById(PROFILE_DATA_ID)?.remove());

describe('the public profile loader', () => {
  it("takes the profile the page's HTML was rendered with, once: a later visit reads it afresh", async () => {
    const { fetchPublicProfile } = await import('./public-profile-source');
    const served = { username: 'ada', displayName: 'Ada', photoURL: null, bio: null, joinedAt: 1 };
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = PROFILE_DATA_ID;
    block.textContent = JSON.stringify(served);
    document.body.append(block);

    expect(await load('/@ada')).toEqual({ profile: served });
    expect(fetchPublicProfile).not.toHaveBeenCalled();

    expect((await load('/@ada')).profile.displayName).toBe('Ada (edited)');
    expect(fetchPublicProfile).toHaveBeenCalledWith('ada');
  });

  it('answers 404 for a name nobody holds, and for a path that is not a profile', async () => {
    for (const path of ['/@nobody', '/Ada']) {
      await expect(load(path)).rejects.toMatchObject({ init: { status: 404 } });
    }
  });
});
