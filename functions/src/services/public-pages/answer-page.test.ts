import { describe, expect, it, vi } from 'vitest';
import { PUBLIC_CONTENT_CACHE_CONTROL } from '../../contracts/public-content';
import { answerPublicPage } from './answer-page';
import type { PublicPagesKit } from './kit';

const request = {
  pathname: '/pricing',
  search: '?ref=ann',
  read: vi.fn(),
  siteUrl: 'https://parley.example',
};

function kit(render: () => Promise<string | null>, fallback: string | null = '<p>later</p>') {
  const renderPublicPage = vi.fn(render);
  return {
    kit: {
      shell: '<shell>',
      render: renderPublicPage,
      renderProfile: vi.fn(),
      fallback: vi.fn(async () => fallback),
    } satisfies PublicPagesKit,
    renderPublicPage,
  };
}

describe('answerPublicPage', () => {
  it('answers the page rendered with its data, for the CDN to keep a minute', async () => {
    const { kit: built, renderPublicPage } = kit(async () => '<p>plans</p>');
    expect(await answerPublicPage(built, request)).toEqual({
      status: 200,
      cacheControl: PUBLIC_CONTENT_CACHE_CONTROL,
      body: '<p>plans</p>',
    });
    expect(renderPublicPage).toHaveBeenCalledWith(request);
  });

  it('answers the page without data, never cached, when its data cannot be read', async () => {
    const { kit: built } = kit(async () => {
      throw new Error('Firestore unavailable');
    });
    const answer = await answerPublicPage(built, request);
    expect(answer).toMatchObject({ status: 200, cacheControl: 'no-store', body: '<p>later</p>' });
    expect(answer.problem).toMatch(/Firestore unavailable/);
    expect(built.fallback).toHaveBeenCalledWith('/pricing');
  });

  it('answers 404 for a path that is not a data page', async () => {
    const { kit: built } = kit(async () => null);
    expect(await answerPublicPage(built, request)).toMatchObject({ status: 404 });
    const failing = kit(async () => Promise.reject(new Error('no')), null).kit;
    expect(await answerPublicPage(failing, request)).toMatchObject({ status: 404 });
  });

  it('answers 503, and says why, when the web app was never built', async () => {
    const answer = await answerPublicPage(null, request);
    expect(answer).toMatchObject({ status: 503, cacheControl: 'no-store' });
    expect(answer.problem).toMatch(/build the web app/);
  });
});
