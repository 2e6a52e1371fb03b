import { describe, expect, it, vi } from 'vitest';
import { PUBLIC_CONTENT_CACHE_CONTROL } from '../../contracts/public-content';
import type { PublicProfileDoc } from '../../contracts/profile';
import { answerProfilePage, type ProfilePageRequest } from './answer-profile-page';
import type { PublicPagesKit } from './kit';

const SHELL =
  '<html><head><meta name="description" content="Team workspaces." /><title>Parley</title></head><body><div id="root"></div></body></html>';

const ada: PublicProfileDoc = {
  username: 'ada',
  displayName: 'Ada <b>Lovelace</b>',
  photoURL: null,
  bio: null,
  joinedAt: null,
};

function kit(renderProfile: PublicPagesKit['renderProfile'] = async () => '<rendered ada>') {
  return {
    shell: SHELL,
    render: vi.fn(),
    renderProfile: vi.fn(renderProfile),
    fallback: vi.fn(),
  } satisfies PublicPagesKit;
}

const request = (
  pathname: string,
  profiles: Record<string, PublicProfileDoc> = { ada },
): ProfilePageRequest => ({
  pathname,
  search: '?ref=bob',
  readProfile: vi.fn(async (username: string) => profiles[username] ?? null),
  siteUrl: 'https://parley.example',
});

describe('answerProfilePage', () => {
  it('answers a public profile rendered, for the CDN to keep a minute', async () => {
    const built = kit();
    const asked = request('/@ada');
    expect(await answerProfilePage(built, asked)).toEqual({
      status: 200,
      cacheControl: PUBLIC_CONTENT_CACHE_CONTROL,
      body: '<rendered ada>',
    });
    expect(asked.readProfile).toHaveBeenCalledWith('ada');
    expect(built.renderProfile).toHaveBeenCalledWith({
      profile: ada,
      siteUrl: 'https://parley.example',
    });
  });

  it("answers the app's shell with 404 for a name without a public profile", async () => {
    const built = kit();
    for (const path of ['/@nobody', '/@', '/@a-b', '/@ada/photos', `/@${'a'.repeat(41)}`]) {
      expect(await answerProfilePage(built, request(path)), path).toEqual({
        status: 404,
        cacheControl: PUBLIC_CONTENT_CACHE_CONTROL,
        body: SHELL,
        html: true,
      });
    }
    expect(built.renderProfile).not.toHaveBeenCalled();
  });

  it('sends a name written in capitals to its one lowercase address, query kept', async () => {
    const asked = request('/@Ada');
    expect(await answerProfilePage(kit(), asked)).toMatchObject({
      status: 301,
      location: '/@ada?ref=bob',
    });
    expect(asked.readProfile).not.toHaveBeenCalled();
  });

  it('still names the person, escaped, when the renderer fails: the app draws the card', async () => {
    const answer = await answerProfilePage(
      kit(async () => {
        throw new Error('renderer missing');
      }),
      request('/@ada'),
    );
    expect(answer).toMatchObject({ status: 200, cacheControl: 'no-store' });
    expect(answer.problem).toMatch(/renderer missing/);
    expect(answer.body).toContain('<title>Ada &lt;b&gt;Lovelace&lt;/b&gt; (@ada)</title>');
    expect(answer.body).toContain(
      '<meta property="og:title" content="Ada &lt;b&gt;Lovelace&lt;/b&gt; (@ada)">',
    );
    expect(answer.body).toContain('<link rel="canonical" href="https://parley.example/@ada">');
    expect(answer.body).not.toContain('<b>');
  });

  it('answers 503, never cached, when the profile cannot be read', async () => {
    const asked = request('/@ada');
    asked.readProfile = async () => {
      throw new Error('Firestore unavailable');
    };
    const answer = await answerProfilePage(kit(), asked);
    expect(answer).toMatchObject({ status: 503, cacheControl: 'no-store' });
    expect(answer.problem).toMatch(/Firestore unavailable/);
  });

  it('answers 503 when the web app was never built', async () => {
    expect(await answerProfilePage(null, request('/@ada'))).toMatchObject({ status: 503 });
  });
});
