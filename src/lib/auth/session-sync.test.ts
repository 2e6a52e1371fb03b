import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionSync, postSession, type PostSession, type TokenSource } from './session-sync';
import { SESSION_MARKER_KEY } from './may-hold-session';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    has: (key: string) => data.has(key),
  };
}

function tokenSource(token = 'id-token') {
  return { getIdToken: vi.fn<TokenSource['getIdToken']>(async () => token) };
}

/** A user whose token refresh is still in flight until `release` is called. */
function slowTokenSource() {
  let release: (token: string) => void = () => undefined;
  const pending = new Promise<string>((resolve) => (release = resolve));
  return {
    user: { getIdToken: () => pending } satisfies TokenSource,
    release: (t: string) => release(t),
  };
}

function setup(initialMarker = false) {
  const post = vi.fn<PostSession>(async () => undefined);
  const marker = memoryStorage(initialMarker ? { [SESSION_MARKER_KEY]: '1' } : {});
  const onSessionEnded = vi.fn();
  const sync = createSessionSync({ post, marker, onSessionEnded });
  return { post, marker, onSessionEnded, sync };
}

describe('createSessionSync', () => {
  it('posts nothing for the first signed-out state of a browser that held no session', async () => {
    const { post, sync, onSessionEnded } = setup();
    await sync(null);
    expect(post).not.toHaveBeenCalled();
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('force-refreshes the token once, posts it, and remembers a cookie was issued', async () => {
    const { post, sync, marker } = setup();
    const user = tokenSource('t1');
    await sync(user);
    expect(user.getIdToken).toHaveBeenCalledTimes(1);
    expect(user.getIdToken).toHaveBeenCalledWith(true);
    expect(post).toHaveBeenCalledExactlyOnceWith({ token: 't1' });
    expect(marker.has(SESSION_MARKER_KEY)).toBe(true);
  });

  it('refreshes once per auth change, never more', async () => {
    const { post, sync } = setup();
    const a = tokenSource('a');
    const b = tokenSource('b');
    await sync(a);
    await sync(b);
    expect(a.getIdToken).toHaveBeenCalledTimes(1);
    expect(b.getIdToken).toHaveBeenCalledTimes(1);
    expect(post.mock.calls).toEqual([[{ token: 'a' }], [{ token: 'b' }]]);
  });

  it('clears the session once after a sign-out, and not again for a second null', async () => {
    const { post, sync, marker, onSessionEnded } = setup();
    await sync(tokenSource());
    await sync(null);
    await sync(null);
    expect(post.mock.calls.slice(1)).toEqual([[{ token: null }]]);
    expect(marker.has(SESSION_MARKER_KEY)).toBe(false);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('clears a cookie left from an earlier visit when Firebase restores no user, and says so', async () => {
    const { post, sync, marker, onSessionEnded } = setup(true);
    await sync(null);
    expect(post).toHaveBeenCalledExactlyOnceWith({ token: null });
    expect(marker.has(SESSION_MARKER_KEY)).toBe(false);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    await sync(null);
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('handles overlapping changes in order: a sign-in superseded by a sign-out posts nothing', async () => {
    const { post, sync } = setup();
    const slow = slowTokenSource();
    const signingIn = sync(slow.user);
    const signingOut = sync(null);
    slow.release('stale-token');
    await Promise.all([signingIn, signingOut]);
    expect(post.mock.calls).toEqual([[{ token: null }]]);
  });

  it('a switch from one user to another posts only the newer token', async () => {
    const { post, sync } = setup();
    const first = slowTokenSource();
    const pending = sync(first.user);
    const second = sync(tokenSource('second'));
    first.release('first');
    await Promise.all([pending, second]);
    expect(post.mock.calls).toEqual([[{ token: 'second' }]]);
  });

  it('rejects when the token cannot be refreshed, posts nothing, and keeps handling later changes', async () => {
    const { post, sync } = setup();
    const failing: TokenSource = {
      getIdToken: vi.fn(async () => Promise.reject({ code: 'auth/user-disabled' })),
    };
    await expect(sync(failing)).rejects.toEqual({ code: 'auth/user-disabled' });
    expect(post).not.toHaveBeenCalled();
    await sync(tokenSource('next'));
    expect(post).toHaveBeenCalledExactlyOnceWith({ token: 'next' });
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

describe('the session marker', () => {
  it('is written as soon as a user is seen, before the token round-trip finishes', async () => {
    const post = vi.fn<PostSession>(async () => undefined);
    const marker = memoryStorage();
    const sync = createSessionSync({ post, marker });
    let release: (token: string) => void = () => undefined;
    const pending = new Promise<string>((resolve) => (release = resolve));
    const done = sync({ getIdToken: () => pending });
    await vi.waitFor(() => expect(marker.has(SESSION_MARKER_KEY)).toBe(true));
    expect(post).not.toHaveBeenCalled();
    release('t');
    await done;
  });
});
