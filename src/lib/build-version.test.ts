import { describe, expect, it, vi } from 'vitest';
import { findNewerBuild } from './build-version';

const jsonResponse = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' }, ...init });

function fakeFetch(answer: () => Promise<Response>) {
  return vi.fn<typeof fetch>(() => answer());
}

describe('findNewerBuild', () => {
  it('asks for the latest metadata without the HTTP cache', async () => {
    const fetcher = fakeFetch(async () => jsonResponse({ id: 'build-1' }));
    await findNewerBuild('build-1', fetcher, 1234);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher).toHaveBeenCalledWith('/builds/latest.json?t=1234', { cache: 'no-store' });
  });

  it('answers null when the deployed build is this one', async () => {
    const fetcher = fakeFetch(async () =>
      jsonResponse({ id: 'build-1', builtAt: '2025-01-01T00:00:00Z' }),
    );
    await expect(findNewerBuild('build-1', fetcher, 1)).resolves.toBeNull();
  });

  it('answers the new id when another build is deployed', async () => {
    const fetcher = fakeFetch(async () =>
      jsonResponse({ id: 'build-2', builtAt: '2025-01-02T00:00:00Z' }),
    );
    await expect(findNewerBuild('build-1', fetcher, 1)).resolves.toBe('build-2');
  });

  it('answers null for a non-ok response', async () => {
    const fetcher = fakeFetch(async () => jsonResponse({ id: 'build-2' }, { status: 404 }));
    await expect(findNewerBuild('build-1', fetcher, 1)).resolves.toBeNull();
  });

  it.each([{ id: 42 }, { build: 'build-2' }, null, ['build-2'], 'build-2'])(
    'answers null for the body %j',
    async (body) => {
      const fetcher = fakeFetch(async () => jsonResponse(body));
      await expect(findNewerBuild('build-1', fetcher, 1)).resolves.toBeNull();
    },
  );

  it('answers null when the body is not JSON', async () => {
    const fetcher = fakeFetch(async () => new Response('<!doctype html><title>index</title>'));
    await expect(findNewerBuild('build-1', fetcher, 1)).resolves.toBeNull();
  });

  it('answers null when the request fails', async () => {
    const fetcher = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(findNewerBuild('build-1', fetcher, 1)).resolves.toBeNull();
  });
});
