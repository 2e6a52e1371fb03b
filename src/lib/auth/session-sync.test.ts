import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionSync, postSession, type PostSession, type TokenSource } from './session-sync';

function fakeUser(
  token = 'id-token',
): TokenSource & { getIdToken: ReturnType<typeof vi.fn<TokenSource['getIdToken']>> } {
  return { getIdToken: vi.fn<TokenSource['getIdToken']>(async () => token) };
}

const fakePost = () => vi.fn<PostSession>(async () => undefined);

describe('createSessionSync', () => {
  it('posts nothing for the first signed-out state at start-up', async () => {
    const post = fakePost();
    await createSessionSync(post)(null);
    expect(post).not.toHaveBeenCalled();
  });

  it('force-refreshes the token once and posts it for a signed-in user', async () => {
    const post = fakePost();
    const user = fakeUser('token-1');
    await createSessionSync(post)(user);
    expect(user.getIdToken).toHaveBeenCalledTimes(1);
    expect(user.getIdToken).toHaveBeenCalledWith(true);
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith({ token: 'token-1' });
  });

  it('refreshes once per auth change', async () => {
    const post = fakePost();
    const sync = createSessionSync(post);
    const first = fakeUser('token-1');
    const second = fakeUser('token-2');
    await sync(first);
    await sync(second);
    expect(first.getIdToken).toHaveBeenCalledTimes(1);
    expect(second.getIdToken).toHaveBeenCalledTimes(1);
    expect(post.mock.calls).toEqual([[{ token: 'token-1' }], [{ token: 'token-2' }]]);
  });

  it('clears the session once after a sign-out, and not again for a second null', async () => {
    const post = fakePost();
    const sync = createSessionSync(post);
    await sync(fakeUser('token-1'));
    await sync(null);
    await sync(null);
    expect(post.mock.calls).toEqual([[{ token: 'token-1' }], [{ token: null }]]);
  });

  it('clears again after signing in and out a second time', async () => {
    const post = fakePost();
    const sync = createSessionSync(post);
    await sync(fakeUser('a'));
    await sync(null);
    await sync(fakeUser('b'));
    await sync(null);
    expect(post.mock.calls).toEqual([
      [{ token: 'a' }],
      [{ token: null }],
      [{ token: 'b' }],
      [{ token: null }],
    ]);
  });

  it('rejects with the getIdToken error and posts nothing', async () => {
    const post = fakePost();
    const failure = Object.assign(new Error('expired'), { code: 'auth/user-token-expired' });
    const user: TokenSource = { getIdToken: vi.fn(() => Promise.reject(failure)) };
    await expect(createSessionSync(post)(user)).rejects.toBe(failure);
    expect(post).not.toHaveBeenCalled();
  });

  it('rejects when posting fails', async () => {
    const post = vi.fn<PostSession>(() =>
      Promise.reject(new Error('session endpoint answered 500')),
    );
    await expect(createSessionSync(post)(fakeUser())).rejects.toThrow('500');
  });
});

describe('postSession', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('POSTs the body as JSON to the session endpoint, same-origin', async () => {
    const fetchMock = vi.fn<typeof fetch>(
      async () => new Response(JSON.stringify({ status: 'signed-out' }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);

    await postSession({ token: 'id-token' });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/__session');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'id-token' });
  });

  it('sends a null token for a sign-out', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await postSession({ token: null });
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ token: null });
  });

  it('rejects on a non-ok response', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => new Response('denied', { status: 403 })),
    );
    await expect(postSession({ token: 'id-token' })).rejects.toThrow(
      'session endpoint answered 403',
    );
  });
});
